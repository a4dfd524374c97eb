import type { ComponentType } from "react";

export interface NavItem {
  to: string;
  /** Translation key in the area namespace. */
  labelKey: string;
  icon: ComponentType<{ size?: number; "aria-hidden"?: boolean }>;
  /** Active only on exactly this path (area home pages). */
  end?: boolean;
}
