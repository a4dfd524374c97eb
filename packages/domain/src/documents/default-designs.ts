import type { CertificateFont, CertificatePlacedField, TextAlign } from "./designs.ts";

// What a new event or certificate product starts with, chosen to read well without a background.

export const DEFAULT_TICKET_COLORS = { primary: "#1c7ed6", background: "#ffffff", text: "#212529" } as const;

export interface FieldPlacement {
  x: number;
  y: number;
  size: number;
  font: CertificateFont;
  align: TextAlign;
}

export const DEFAULT_CERTIFICATE_PLACEMENTS: Record<CertificatePlacedField, FieldPlacement> = {
  title: { x: 50, y: 22, size: 34, font: "times_roman_bold", align: "center" },
  custom_text: { x: 50, y: 33, size: 14, font: "times_roman_italic", align: "center" },
  buyer_name: { x: 50, y: 47, size: 30, font: "times_roman_bold", align: "center" },
  product: { x: 50, y: 60, size: 18, font: "times_roman", align: "center" },
  date: { x: 20, y: 82, size: 12, font: "helvetica", align: "left" },
  serial: { x: 80, y: 82, size: 10, font: "courier", align: "right" },
  validity: { x: 50, y: 92, size: 9, font: "helvetica_oblique", align: "center" },
};

export const DEFAULT_CERTIFICATE_TEXT_COLOR = "#1a1a1a";
