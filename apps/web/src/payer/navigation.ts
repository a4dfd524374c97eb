import { IconSchool } from "@tabler/icons-react";
import type { NavItem } from "../app/area/navigation.ts";

/** The payer area's screens beside its home (the orders); profile and language are /account. */
export const PAYER_NAV: readonly NavItem[] = [
  { to: "/payer/courses", labelKey: "payer:nav.courses", icon: IconSchool },
];

export const payerPaths = {
  home: "/payer",
  order: (token: string) => `/payer/orders/${encodeURIComponent(token)}`,
  courses: "/payer/courses",
  course: (productId: number) => `/payer/courses/${productId}`,
  lesson: (productId: number, lessonId: number) => `/payer/courses/${productId}/lessons/${lessonId}`,
};
