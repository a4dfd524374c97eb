import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call } from "./support/api.ts";
import { readPdf } from "./support/pdf.ts";
import { givenSellingSeller } from "./support/given-checkout.ts";
import { buy, deliverTwice, freshBuyer, givenCertificateProduct } from "./support/given-fulfilment.ts";
import { certificates } from "../src/fulfilment/tables.ts";
import { revokeDelivery } from "../src/fulfilment/index.ts";

let t: TestPlatform;
let seller: Awaited<ReturnType<typeof givenSellingSeller>>;

beforeAll(async () => {
  t = await startTestPlatform();
  seller = await givenSellingSeller(t.deps);
});
afterAll(() => t.close());

async function boughtCertificate() {
  const made = await givenCertificateProduct(t.deps, seller.id);
  const payer = freshBuyer();
  const order = await buy(t, made, { payer });
  await deliverTwice(t, order.id);
  const rows = await t.deps.db.select().from(certificates).where(eq(certificates.orderId, order.id));
  expect(rows).toHaveLength(1);
  return { made, payer, order, certificate: rows[0]! };
}

const page = (path: string) => t.app.inject({ url: path });

describe("certificates", () => {
  it("are issued once with the buyer's name and a serial that cannot be counted to", async () => {
    const first = await boughtCertificate();
    const second = await boughtCertificate();
    const year = t.clock.now().getUTCFullYear();
    expect(first.certificate.holderName).toBe(`${first.payer.first_name} ${first.payer.last_name}`);
    expect(first.certificate.serial).toMatch(new RegExp(`^ACME-${year}-000001-[A-HJ-NP-Z2-9]{8}$`));
    // Running numbers are per product; the random part differs however alike the rest is.
    expect(second.certificate.serial.slice(0, 16)).toBe(first.certificate.serial.slice(0, 16));
    expect(second.certificate.serial).not.toBe(first.certificate.serial);
  });

  it("come as a PDF in the seller's design", async () => {
    const { order, certificate, made } = await boughtCertificate();
    const answer = await call(t.app, "GET", `/shop/orders/${order.token}/deliveries`);
    const [shown] = answer.body.certificates;
    expect(shown).toMatchObject({
      serial: certificate.serial,
      state: "valid",
      verify_url: `http://sellwerk.test/certificates/${certificate.serial}`,
    });
    const res = await page(shown.pdf_url);
    expect(res.statusCode).toBe(200);
    const texts = (await readPdf(res.rawPayload)).runs.map((r) => r.text).join("\n");
    expect(texts).toContain(certificate.holderName);
    expect(texts).toContain(certificate.serial);
    expect(texts).toContain(made.product.name);
    // Whoever holds the paper can check it: the page that confirms the serial is printed on it.
    expect(texts).toContain(`http://sellwerk.test/certificates/${certificate.serial}`);
  });

  it("are verified publicly by serial, and an unknown serial is 404", async () => {
    const { certificate, made } = await boughtCertificate();
    const res = await call(t.app, "GET", `/certificates/${certificate.serial.toLowerCase()}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      serial: certificate.serial,
      holder_name: certificate.holderName,
      product_name: made.product.name,
      seller_name: `${seller.firstName} ${seller.lastName}`,
      issued_at: certificate.issuedAt.toISOString(),
      state: "valid",
    });
    expect((await call(t.app, "GET", "/certificates/ACME-2020-000001-AAAAAAAA")).status).toBe(404);

    const html = await page(`/certificates/${certificate.serial}`);
    expect(html.statusCode).toBe(200);
    expect(html.headers["content-type"]).toContain("text/html");
    expect(html.body).toContain("This certificate is genuine and valid.");
    expect(html.body).toContain(certificate.holderName);
    const german = await page(`/certificates/${certificate.serial}?locale=de`);
    expect(german.body).toContain("Dieses Zertifikat ist echt und gültig.");
    const unknown = await page("/certificates/ACME-2020-000001-AAAAAAAA");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("Page not found");
  });

  it("read as revoked once the order is refunded, and their PDF is no longer handed out", async () => {
    const { certificate, order } = await boughtCertificate();
    await t.deps.db.transaction((tx) => revokeDelivery(t.deps, tx, order.id, "refunded"));
    expect((await call(t.app, "GET", `/certificates/${certificate.serial}`)).body.state).toBe("revoked");
    expect((await page(`/certificates/${certificate.serial}`)).body).toContain("was revoked");
    const answer = await call(t.app, "GET", `/shop/orders/${order.token}/deliveries`);
    expect(answer.body.certificates[0].state).toBe("revoked");
    expect((await page(answer.body.certificates[0].pdf_url)).statusCode).toBe(404);
  });
});
