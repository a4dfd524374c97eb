// Affiliates on the wire (issue 14): programs, nodes, clicks, the publisher area, embeddable items.
// Each part adds its schemas here or in a file of packages/contracts/src/affiliates/ re-exported here.
export {};
export * from "./affiliates/programs.ts";
export * from "./affiliates/nodes.ts";
export * from "./affiliates/statistics.ts";
export * from "./affiliates/publish.ts";
export * from "./affiliates/clicks.ts";
export * from "./affiliates/embeds.ts";
