// The catalog API of docs/api-catalog.md owned here: products, their editor steps, categories,
// the seller profile and the manager's reviews. Files, digitals, keys, items, course content,
// events and designs have their own modules (catalog-files, product-parts, course, events, designs).
export * from "./catalog/pricing.ts";
export * from "./catalog/settings.ts";
export * from "./catalog/product.ts";
export * from "./catalog/categories.ts";
export * from "./catalog/seller-profile.ts";
export * from "./catalog/reviews.ts";
export * from "./catalog/shop.ts";
