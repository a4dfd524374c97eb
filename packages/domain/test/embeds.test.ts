import { describe, expect, it } from "vitest";
import {
  EMBED_FORMS,
  embedFrameUrl,
  embedLinkUrl,
  embedSnippet,
  validateEmbeddableItem,
  type EmbeddableItemInput,
  type EmbedTarget,
} from "../src/index.ts";

const base: EmbeddableItemInput = {
  name: "My button",
  form: "button",
  purpose: "product",
  display: "modal",
  programId: 1,
  productId: 2,
  customUrl: null,
  settings: {},
};
const errorsOf = (patch: Partial<EmbeddableItemInput>) => validateEmbeddableItem({ ...base, ...patch });

describe("validateEmbeddableItem", () => {
  it("accepts a product button", () => expect(errorsOf({})).toEqual([]));

  it.each([
    [
      { form: "embed_payment_page", purpose: "shop", productId: null },
      "purpose",
      "embed_not_allowed_for_form",
    ],
    [
      { form: "embed_form", purpose: "custom_link", customUrl: "https://x.example" },
      "purpose",
      "embed_not_allowed_for_form",
    ],
    [{ form: "button", display: "on_page" }, "display", "embed_not_allowed_for_form"],
    [{ form: "text_link", display: "on_page" }, "display", "embed_not_allowed_for_form"],
    [{ purpose: "custom_link", productId: null, programId: null }, "custom_url", "required"],
    [
      { purpose: "custom_link", productId: null, customUrl: "javascript:alert(1)" },
      "custom_url",
      "invalid_url",
    ],
    [
      { purpose: "shop", customUrl: "https://x.example", productId: null },
      "custom_url",
      "embed_not_allowed_for_purpose",
    ],
    [{ purpose: "shop" }, "product_id", "embed_not_allowed_for_purpose"],
    [{ productId: null }, "product_id", "required"],
    [{ programId: null }, "program_id", "required"],
    [{ purpose: "course_lesson" }, "settings.lesson_id", "required"],
    [{ name: " " }, "name", "required"],
    [{ form: "banner" }, "settings.image_url", "required"],
    [{ form: "slider" }, "settings.images", "required"],
    [{ settings: { color: "red" } }, "settings.color", "invalid_hex_color"],
    [{ settings: { label: "x".repeat(101) } }, "settings.label", "too_long"],
  ] as const)("%o → %s %s", (patch, param, code) => {
    expect(errorsOf(patch as Partial<EmbeddableItemInput>)).toContainEqual({ param, code });
  });

  it("lets only the embedded checkout forms sit on the page", () => {
    const onPage = EMBED_FORMS.filter((form) => errorsOf({ form, display: "on_page" }).length === 0);
    expect(onPage).toEqual(["embed_form", "embed_payment_page"]);
  });
});

const target: EmbedTarget = {
  id: 7,
  form: "button",
  purpose: "product",
  display: "modal",
  programId: 3,
  productId: 4,
  publisherId: 5,
  customUrl: null,
  settings: { label: `Buy "now" <b>&</b>` },
  sellerUsername: "anna",
  productSlug: "my-course",
};
const origin = "https://sellwerk.example";

describe("embed links", () => {
  it("leads through the affiliate link, with the product", () => {
    expect(embedLinkUrl(target, origin)).toBe("https://sellwerk.example/aff/3/5?product_id=4");
    expect(embedLinkUrl({ ...target, purpose: "shop", productId: null }, origin)).toBe(
      "https://sellwerk.example/aff/3/5",
    );
  });

  it("frames the checkout in embed mode, for products only", () => {
    expect(embedFrameUrl(target, origin)).toBe("https://sellwerk.example/s/anna/my-course?embed=1&item=7");
    expect(embedFrameUrl({ ...target, purpose: "shop" }, origin)).toBeNull();
  });

  it("escapes every text and URL in the snippet", () => {
    const snippet = embedSnippet(target, origin, "Buy");
    expect(snippet).toContain("Buy &quot;now&quot; &lt;b&gt;&amp;&lt;/b&gt;");
    expect(snippet).toContain('href="https://sellwerk.example/aff/3/5?product_id=4"');
    expect(snippet).toContain('<script async src="https://sellwerk.example/embed.js"></script>');
    expect(snippet).toContain('data-sellwerk-embed="7"');
    const custom = embedSnippet(
      { ...target, form: "text_link", purpose: "custom_link", customUrl: 'https://x.example/?a="><script>' },
      origin,
      "Buy",
    );
    expect(custom).not.toContain("<script>");
    expect(custom).toContain("&quot;&gt;&lt;script&gt;");
  });

  it("makes a plain link show its URL", () => {
    expect(embedSnippet({ ...target, form: "plain_link" }, origin, "Buy")).toBe(
      '<a href="https://sellwerk.example/aff/3/5?product_id=4">https://sellwerk.example/aff/3/5?product_id=4</a>',
    );
  });
});
