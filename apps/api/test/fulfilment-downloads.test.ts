import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call } from "./support/api.ts";
import { readPdf, textRuns } from "./support/pdf.ts";
import { givenSellingSeller } from "./support/given-checkout.ts";
import { buy, deliverTwice, freshBuyer, givenDownload } from "./support/given-fulfilment.ts";

let t: TestPlatform;
let seller: Awaited<ReturnType<typeof givenSellingSeller>>;

beforeAll(async () => {
  t = await startTestPlatform();
  seller = await givenSellingSeller(t.deps);
});
afterAll(() => t.close());

/** Buys a download, delivers it, answers the order and its deliveries. */
async function boughtDownload(options: Parameters<typeof givenDownload>[2] = {}) {
  const made = await givenDownload(t.deps, seller.id, options);
  const payer = freshBuyer();
  const order = await buy(t, made, { payer });
  await deliverTwice(t, order.id);
  const answer = await call(t.app, "GET", `/shop/orders/${order.token}/deliveries`);
  expect(answer.status).toBe(200);
  return { made, payer, order, answer: answer.body };
}

const get = (url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
  t.app.inject({ method, url, headers });

describe("signed download links", () => {
  it("answer the file with a signed, expiring URL that is not the file's own path", async () => {
    const { answer, made, order } = await boughtDownload();
    expect(answer.status).toBe("delivered");
    const [download] = answer.downloads;
    expect(download).toMatchObject({ digital_id: made.digital.id, filename: "notes.txt", download_count: 0 });
    expect(download.url).toMatch(
      new RegExp(`^/api/v1/shop/downloads/${order.id}/${made.digital.id}\\?expires=\\d+&sig=[\\w-]+$`),
    );
    expect(download.url).not.toContain(`/files/${made.file.id}`);
    expect(new Date(download.expires_at).getTime() - t.clock.now().getTime()).toBe(24 * 3600_000);

    const res = await get(download.url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("The download's own bytes.\n".repeat(20));
    expect(res.headers["content-disposition"]).toContain("attachment");
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  it("fail when altered: another file, another expiry or a forged signature", async () => {
    const { answer } = await boughtDownload();
    const url = new URL(answer.downloads[0].url, "http://x");
    const [, , , , , orderId, digitalId] = url.pathname.split("/");
    const other = `/api/v1/shop/downloads/${orderId}/${Number(digitalId) + 1}${url.search}`;
    expect((await get(other)).statusCode).toBe(404);
    const later = new URL(url);
    later.searchParams.set("expires", String(Number(url.searchParams.get("expires")) + 3600));
    expect((await get(later.pathname + later.search)).statusCode).toBe(404);
    const forged = new URL(url);
    forged.searchParams.set("sig", "A".repeat(22));
    expect((await get(forged.pathname + forged.search)).statusCode).toBe(404);
    expect((await get(url.pathname)).statusCode).toBe(400);
  });

  it("fail once expired, and the order gives a fresh one", async () => {
    const { answer, order } = await boughtDownload();
    const url = answer.downloads[0].url as string;
    t.clock.advance(24 * 3600_000 + 1000);
    const expired = await get(url);
    expect(expired.statusCode).toBe(403);
    expect(JSON.parse(expired.body).error.code).toBe("DOWNLOAD_LINK_EXPIRED");
    const fresh = await call(t.app, "GET", `/shop/orders/${order.token}/deliveries`);
    expect(fresh.body.downloads[0].url).not.toBe(url);
    expect((await get(fresh.body.downloads[0].url)).statusCode).toBe(200);
  });

  it("count downloads, not the ranges of one download or a HEAD", async () => {
    const { answer, order } = await boughtDownload();
    const url = answer.downloads[0].url as string;
    await get(url);
    const part = await get(url, { range: "bytes=100-199" });
    expect(part.statusCode).toBe(206);
    expect(part.body).toHaveLength(100);
    expect((await get(url, {}, "HEAD")).statusCode).toBe(200);
    await get(url, { range: "bytes=0-99" });
    const after = await call(t.app, "GET", `/shop/orders/${order.token}/deliveries`);
    expect(after.body.downloads[0].download_count).toBe(2);
  });
});

describe("the deliveries page", () => {
  it("is rendered on the server with the signed links, in the buyer's language", async () => {
    const { order, made } = await boughtDownload();
    const res = await get(`/s/${seller.username}/payment/${order.token}/deliveries`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.body).toContain("Your purchase");
    expect(res.body).toContain("Download notes.txt");
    expect(res.body).toMatch(
      new RegExp(`href="/api/v1/shop/downloads/${order.id}/${made.digital.id}\\?expires=\\d+&amp;sig=`),
    );
    const german = await get(`/s/${seller.username}/payment/${order.token}/deliveries?locale=de`);
    expect(german.body).toContain("notes.txt herunterladen");
    expect((await get(`/s/someone-else/payment/${order.token}/deliveries`)).statusCode).toBe(404);
    expect((await get(`/s/${seller.username}/payment/${"x".repeat(32)}/deliveries`)).statusCode).toBe(404);
  });

  it("is linked from the success page", async () => {
    const { order } = await boughtDownload();
    const res = await get(`/s/${seller.username}/payment/${order.token}`);
    expect(res.body).toContain(`href="/s/${seller.username}/payment/${order.token}/deliveries"`);
  });
});

describe("PDF stamping", () => {
  async function pagesOf(bytes: Buffer): Promise<string[][]> {
    const doc = await PDFDocument.load(bytes);
    return doc.getPages().map((page) => textRuns(doc, page).map((r) => r.text));
  }

  it("prints the buyer's email on every page when the seller asked for it", async () => {
    const { answer, payer } = await boughtDownload({ pdf: true, stampPdf: true });
    const res = await get(answer.downloads[0].url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const pages = await pagesOf(res.rawPayload);
    expect(pages).toHaveLength(2);
    for (const texts of pages) expect(texts).toContain(`Licensed to ${payer.email}`);
    expect((await readPdf(res.rawPayload)).runs.map((r) => r.text)).toContain("Page 1");

    // A resumed download continues the very same bytes.
    const tail = await get(answer.downloads[0].url, { range: `bytes=100-` });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(res.rawPayload.subarray(100))).toBe(true);
  });

  it("leaves the PDF as uploaded when stamping is off", async () => {
    const { answer, made } = await boughtDownload({ pdf: true, stampPdf: false });
    const res = await get(answer.downloads[0].url);
    expect(res.rawPayload.length).toBe(made.file.size);
    for (const texts of await pagesOf(res.rawPayload)) expect(texts.join(" ")).not.toContain("Licensed to");
  });
});
