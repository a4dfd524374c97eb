import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { apiSignIn } from "./support.ts";
import { SELLER } from "./catalog-support.ts";
import { CARDS, SHOP_TEXTS, newBuyer, shop, snap } from "./checkout-support.ts";

// Embeddable items (issue 14): a publisher's button on a plain HTML page of ANOTHER origin loads
// the embed script, opens the seller's checkout in a modal frame, the buyer pays with the sandbox
// card inside it, and the sale is the publisher's.

const PUBLISHER = "publisher@sellwerk.test";
const t = SHOP_TEXTS.en;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function send(
  request: APIRequestContext,
  method: "get" | "post",
  path: string,
  token: string,
  data?: object,
) {
  const res = await request[method](`/api/v1${path}`, { headers: bearer(token), ...(data ? { data } : {}) });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A page of someone else's website: another port is another origin. */
async function foreignSite(html: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // "localhost" and not 127.0.0.1: another site by name as well as by port.
  return {
    url: `http://localhost:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test("an embedded button on another site opens the checkout in a modal and the sale is the publisher's", async ({
  page,
  request,
}) => {
  const seller = (await apiSignIn(request, SELLER)).access_token;
  const publisher = (await apiSignIn(request, PUBLISHER)).access_token;
  const { products } = await shop(request);
  const product = products.find((p) => p.form === "download" && p.internal_name === "DEMO-DOWNLOAD")!;
  expect(product).toBeTruthy();

  // The seller's program allows embedding; the publisher joins and is accepted.
  const program = (
    await send(request, "post", "/cabinet/affiliate_programs", seller, {
      name: `Embed partners ${Date.now()}`,
      form: "single",
      commissions: [20],
      embed_forms_allowed: true,
    })
  ).affiliate_program;
  const node = (
    await send(request, "post", "/publish/affiliate_nodes", publisher, { affiliate_program_id: program.id })
  ).affiliate_node;
  await send(request, "post", `/cabinet/affiliate_nodes/${node.id}/accept`, seller);

  const item = (
    await send(request, "post", "/publish/embeddable_items", publisher, {
      name: "Blog sidebar",
      form: "button",
      purpose: "product",
      program_id: program.id,
      product_id: product.id,
      settings: { label: "Get the e-book", color: "#2f9e44" },
    })
  ).embeddable_item;

  const inline = (
    await send(request, "post", "/publish/embeddable_items", publisher, {
      name: "Review page",
      form: "embed_payment_page",
      purpose: "product",
      display: "on_page",
      program_id: program.id,
      product_id: product.id,
    })
  ).embeddable_item;

  const site = await foreignSite(
    `<!doctype html><html lang="en"><head><title>A blog</title></head><body><h1>My reading list</h1><p>Read this:</p>${item.snippet}<h2>Or buy it right here</h2>${inline.snippet}</body></html>`,
  );
  try {
    // The script must never throw into the host page.
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.goto(site.url);
    const button = page.getByRole("link", { name: "Get the e-book" });
    await expect(button).toBeVisible();
    // The embedded payment page sits in the page itself.
    const inlineCheckout = page.frameLocator(`[data-sellwerk-embed="${inline.id}"] iframe`);
    await expect(inlineCheckout.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await snap(page, "embed-host-page");
    await button.click();

    const dialog = page.getByRole("dialog", { name: "Get the e-book" });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole("button", { name: "Close" })).toBeFocused();
    // Escape closes it and gives the focus back to the button; a second click opens it again.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await expect(dialog).toBeVisible();

    const checkout = page.frameLocator("[data-sellwerk-modal] iframe");
    await expect(checkout.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    // Escape pressed inside the checkout (keys never leave a frame) closes the modal too.
    await checkout.getByRole("textbox", { name: t.email, exact: true }).focus();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await button.click();
    await expect(checkout.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await snap(page, "embed-modal-checkout", false);

    const buyer = newBuyer("embedded");
    const details = checkout.getByRole("region", { name: t.details });
    await details.getByRole("textbox", { name: t.email, exact: true }).fill(buyer.email);
    await details.getByRole("textbox", { name: t.firstName, exact: true }).fill(buyer.firstName);
    await details.getByRole("textbox", { name: t.lastName, exact: true }).fill(buyer.lastName);
    const methods = checkout.getByRole("group", { name: t.methods });
    await methods.getByRole("radio", { name: t.card, exact: true }).check();
    await methods.getByRole("textbox", { name: t.cardNumber, exact: true }).fill(CARDS.success);
    await methods.getByRole("textbox", { name: t.expiry, exact: true }).fill("12/34");
    await methods.getByRole("textbox", { name: t.cvc, exact: true }).fill("123");
    await checkout.getByRole("checkbox", { name: t.terms, exact: true }).check();
    await checkout.getByRole("button", { name: /^Pay / }).click();

    // The success page shows inside the frame; the host page stays where it was.
    await expect(checkout.getByRole("heading", { level: 1, name: t.thanks })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(site.url);
    await snap(page, "embed-modal-paid", false);

    // The sale is the publisher's: it is among the sales they brought, for this program.
    await expect
      .poll(
        async () => {
          const sales = await send(request, "get", `/publish/orders?program_id=${program.id}`, publisher);
          return (sales.list as { buyer_email: string }[]).length;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);

    // Mobile width: the modal fills the screen.
    await page.getByRole("button", { name: "Close" }).click();
    await page.setViewportSize({ width: 375, height: 740 });
    await button.click();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(370);
    await snap(page, "embed-modal-mobile", false);
    expect(pageErrors).toEqual([]);
  } finally {
    await site.close();
  }
});
