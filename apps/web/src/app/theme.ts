import { ColorInput, Modal, createTheme, em, type MantineColorsTuple } from "@mantine/core";
import { BREAKPOINTS, COLOR_PALETTE } from "@sellwerk/domain";

// The back-office theme: the spec's breakpoints (mobile 576, tablet 768, desktop 992) as
// Mantine's xs/sm/md, system fonts only (no web fonts: strict CSP, offline machines), and the
// 15 preset colours on every colour input.

const brand: MantineColorsTuple = [
  "#eef3ff",
  "#dce4f5",
  "#b9c7e2",
  "#94a8d0",
  "#748dc1",
  "#5f7cb8",
  "#5474b4",
  "#44639f",
  "#39588f",
  "#2d4b81",
];

export const theme = createTheme({
  primaryColor: "brand",
  colors: { brand },
  defaultRadius: "md",
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  breakpoints: {
    xs: em(BREAKPOINTS.mobile),
    sm: em(BREAKPOINTS.tablet),
    md: em(BREAKPOINTS.desktop),
    lg: em(1200),
    xl: em(1408),
  },
  components: {
    ColorInput: ColorInput.extend({
      defaultProps: { swatches: [...COLOR_PALETTE], swatchesPerRow: 8, format: "hex" },
    }),
    Modal: Modal.extend({ defaultProps: { centered: true } }),
  },
});
