// Affiliates (issue 14): program bounds, commission splits up the stage chain, attribution rules,
// embeddable item forms. Each part adds its file's export here.
export * from "./terms.ts";
export * from "./attribution.ts";
export * from "./program.ts";
export * from "./nodes.ts";
export * from "./commission.ts";
export * from "./embeds.ts";
export * from "./self-billing.ts";
