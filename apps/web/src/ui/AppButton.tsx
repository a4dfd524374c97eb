import { Button, createPolymorphicComponent, type ButtonProps } from "@mantine/core";
import type { ButtonKind } from "@sellwerk/domain";

// The five button kinds of spec two §9, mapped once onto Mantine's variants so screens name
// intent (primary, danger...) instead of colours.
const KINDS: Record<ButtonKind, Pick<ButtonProps, "variant" | "color">> = {
  primary: { variant: "filled", color: "brand" },
  secondary: { variant: "default" },
  highlight: { variant: "filled", color: "orange" },
  danger: { variant: "filled", color: "red" },
  ghost: { variant: "subtle", color: "brand" },
};

export interface AppButtonProps extends Omit<ButtonProps, "variant" | "color"> {
  kind?: ButtonKind;
}

function AppButtonBase({ kind = "primary", ...props }: AppButtonProps) {
  return <Button {...KINDS[kind]} {...props} />;
}

export const AppButton = createPolymorphicComponent<"button", AppButtonProps>(AppButtonBase);
