import {
  CERTIFICATE_PLACED_FIELDS,
  checkHexColor,
  checkLength,
  DEFAULT_CERTIFICATE_PLACEMENTS,
  DEFAULT_CERTIFICATE_TEXT_COLOR,
  DEFAULT_TICKET_COLORS,
  DESIGN_LIMITS,
  type CertificatePlacedField,
} from "@sellwerk/domain";
import type { CertificateDesign, PlacedFieldKey, TicketDesign } from "../../../../../api/catalogContent.ts";
import type { Product } from "../../../../../api/catalogTypes.ts";
import { IssueList, type Issues } from "../form/issues.ts";

// The design step's forms start from the saved design, with the same defaults the server fills in
// for anything not saved yet, so what the form shows is what the preview draws.

/** "buyer_name" → "buyerName", as the client hands out the design's keys. */
export const placedKey = (field: CertificatePlacedField) =>
  field.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()) as PlacedFieldKey;

export const PLACED_FIELDS = CERTIFICATE_PLACED_FIELDS.map((field) => ({ field, key: placedKey(field) }));

const saved = <T>(product: Product) => product.design as Partial<T>;

export function toTicketDesign(product: Product): TicketDesign {
  const design = saved<TicketDesign>(product);
  return {
    kind: "ticket",
    layout: design.layout ?? "standard",
    logoFileId: design.logoFileId ?? null,
    colors: { ...DEFAULT_TICKET_COLORS, ...design.colors },
    headline: design.headline ?? "",
    infoText: design.infoText ?? "",
    terms: design.terms ?? "",
    showPrice: design.showPrice ?? true,
  };
}

export function toCertificateDesign(product: Product): CertificateDesign {
  const design = saved<CertificateDesign>(product);
  const positions = Object.fromEntries(
    PLACED_FIELDS.map(({ field, key }) => [
      key,
      { ...DEFAULT_CERTIFICATE_PLACEMENTS[field], ...design.positions?.[key] },
    ]),
  ) as CertificateDesign["positions"];
  return {
    kind: "certificate",
    orientation: design.orientation ?? "landscape",
    backgroundFileId: design.backgroundFileId ?? null,
    textColor: design.textColor ?? DEFAULT_CERTIFICATE_TEXT_COLOR,
    positions,
  };
}

const text = (list: IssueList, path: string, value: string, max: number) =>
  list.code(path, checkLength(value.trim(), { max }), { max });

export function validateTicketDesign(design: TicketDesign): Issues {
  const list = new IssueList();
  for (const name of ["primary", "background", "text"] as const)
    list.code(`design.colors.${name}`, checkHexColor(design.colors[name]));
  text(list, "design.headline", design.headline, DESIGN_LIMITS.titleMax);
  text(list, "design.infoText", design.infoText, DESIGN_LIMITS.textMax);
  text(list, "design.terms", design.terms, DESIGN_LIMITS.textMax);
  return list.issues;
}

export function validateCertificateDesign(design: CertificateDesign): Issues {
  const list = new IssueList();
  list.code("design.textColor", checkHexColor(design.textColor));
  for (const { key } of PLACED_FIELDS) {
    const place = design.positions[key];
    for (const axis of ["x", "y"] as const) {
      if (!(place[axis] >= 0 && place[axis] <= 100))
        list.code(`design.positions.${key}.${axis}`, "out_of_range", { min: 0, max: 100 });
    }
    if (!(place.size >= DESIGN_LIMITS.fontSizeMin && place.size <= DESIGN_LIMITS.fontSizeMax))
      list.code(`design.positions.${key}.size`, "out_of_range", {
        min: DESIGN_LIMITS.fontSizeMin,
        max: DESIGN_LIMITS.fontSizeMax,
      });
  }
  return list.issues;
}

export function ticketDesignPayload(design: TicketDesign): TicketDesign {
  return {
    ...design,
    headline: design.headline.trim(),
    infoText: design.infoText.trim(),
    terms: design.terms.trim(),
  };
}
