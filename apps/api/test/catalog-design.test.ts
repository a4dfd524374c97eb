import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenUser } from "./support/users.ts";
import { givenProduct } from "./support/given-product.ts";
import { upload } from "./support/multipart.ts";
import { readPdf, type TextRun } from "./support/pdf.ts";

let t: TestPlatform;
let token: string;
let sellerId: number;

beforeAll(async () => {
  t = await startTestPlatform();
  const seller = await givenUser(t.deps, { profiles: ["seller"] });
  sellerId = seller.id;
  token = (await signIn(t.app, seller.email)).access_token;
});
afterAll(() => t.close());

const A4 = { width: 595.28, height: 841.89 };

async function preview(productId: number, locale = "en") {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/v1/cabinet/products/${productId}/design/preview.pdf`,
    headers: { authorization: `Bearer ${token}`, "x-locale": locale },
  });
  return { status: res.statusCode, type: res.headers["content-type"], bytes: res.rawPayload };
}

const texts = (runs: TextRun[]) => runs.map((r) => r.text).join("\n");

async function uploadImage(purpose: string, format: "png" | "jpeg" | "webp" = "png") {
  const image = await sharp({ create: { width: 240, height: 80, channels: 3, background: "#e8590c" } })
    .toFormat(format)
    .toBuffer();
  const res = await upload(t.app, token, purpose, [
    { name: "file", filename: `logo.${format}`, content: image },
  ]);
  expect(res.status).toBe(201);
  return res.body.file.id as number;
}

async function put(productId: number, path: string, body: Record<string, unknown>) {
  const version = (await call(t.app, "GET", `/cabinet/products/${productId}/design`, { token })).body
    ?.product_version;
  return call(t.app, "PUT", `/cabinet/products/${productId}/${path}`, {
    token,
    body: { version: version ?? 1, ...body },
  });
}

describe("ticket design", () => {
  it("starts with defaults and saves logo, colours, texts and layout", async () => {
    const product = await givenProduct(t.deps, sellerId, "event");
    const shown = await call(t.app, "GET", `/cabinet/products/${product.id}/design`, { token });
    expect(shown.body.design).toMatchObject({
      kind: "ticket",
      layout: "standard",
      logo_file_id: null,
      colors: { primary: "#1c7ed6", background: "#ffffff", text: "#212529" },
      show_price: true,
    });
    const logo = await uploadImage("ticket_logo");
    const saved = await put(product.id, "design", {
      design: {
        kind: "ticket",
        layout: "compact",
        logo_file_id: logo,
        colors: { primary: "#0b7285", background: "#fff", text: "#111111" },
        headline: "Admission",
        info_text: "Doors open 18:00.",
        terms: "Non-transferable.",
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.product.design).toMatchObject({
      kind: "ticket",
      layout: "compact",
      logo_file_id: logo,
    });
    const again = await call(t.app, "GET", `/cabinet/products/${product.id}/design`, { token });
    expect(again.body.design.colors).toEqual({ primary: "#0b7285", background: "#fff", text: "#111111" });
    expect(again.body.files).toEqual([expect.objectContaining({ id: logo, content_type: "image/png" })]);
    expect(again.body.product_version).toBe(saved.body.product.version);
  });

  it.each([
    [
      "a colour that is not hex",
      { colors: { primary: "blue" } },
      "design.colors.primary",
      "invalid_hex_color",
    ],
    ["an unknown layout", { layout: "poster" }, "design.layout", "invalid_value"],
    ["a headline over 100 characters", { headline: "x".repeat(101) }, "design.headline", "too_long"],
    ["a certificate design on an event", { kind: "certificate" }, "design.kind", "invalid_value"],
    ["a logo that is not the seller's", { logo_file_id: 987654 }, "design.logo_file_id", "invalid_file"],
  ])("refuses %s", async (_name, design, param, code) => {
    const product = await givenProduct(t.deps, sellerId, "event");
    const res = await put(product.id, "design", { design: { kind: "ticket", ...design } });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toContainEqual(expect.objectContaining({ param, code }));
  });

  it("renders a sample ticket of the first event with its ticket type, the logo and a QR code", async () => {
    const product = await givenProduct(t.deps, sellerId, "event", { contentLanguage: "en" });
    const event = await call(t.app, "POST", `/cabinet/products/${product.id}/events`, {
      token,
      body: {
        version: product.version,
        name: "Night of Code",
        location: "Kulturbrauerei Berlin",
        starts_at: "2031-06-12T17:00:00Z",
        ends_at: "2031-06-12T21:00:00Z",
      },
    });
    await call(t.app, "POST", `/cabinet/products/${product.id}/events/${event.body.event.id}/ticket_types`, {
      token,
      body: { version: event.body.product_version, name: "Early bird", price: 4900, quota: 45 },
    });
    const logo = await uploadImage("ticket_logo", "webp");
    await put(product.id, "design", {
      design: { kind: "ticket", logo_file_id: logo, info_text: "Bring your ID." },
    });

    const pdf = await preview(product.id);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe("application/pdf");
    const read = await readPdf(pdf.bytes);
    expect(read.pages).toBe(1);
    expect(read.size.width).toBeCloseTo(A4.width, 1);
    expect(read.size.height).toBeCloseTo(A4.height, 1);
    const all = texts(read.runs);
    for (const expected of [
      "Night of Code",
      "12 June 2031, 19:00 – 23:00 CEST",
      "Kulturbrauerei Berlin",
      "Early bird · 49.00 €",
      "Alex Sample",
      "SAMPLE-0000-0000",
      "Bring your ID.",
      "SAMPLE",
    ]) {
      expect(all).toContain(expected);
    }
    // The QR code and the logo (a WebP, converted for the PDF).
    expect(read.images).toBe(2);
  });

  it("speaks the product's language and draws the compact layout on an A6 landscape page", async () => {
    const product = await givenProduct(t.deps, sellerId, "event", { contentLanguage: "de" });
    await put(product.id, "design", { design: { kind: "ticket", layout: "compact", show_price: false } });
    const read = await readPdf((await preview(product.id, "en")).bytes);
    expect(read.size.width).toBeCloseTo(419.53, 1);
    expect(read.size.height).toBeCloseTo(297.64, 1);
    const all = texts(read.runs);
    expect(all).toContain("Eintrittskarte");
    expect(all).toContain("Beispielveranstaltung");
    expect(all).toContain("MUSTER");
    expect(all).not.toContain("49,00");
    expect(read.images).toBe(1);
  });
});

describe("certificate keys details and design", () => {
  it("stores fields, texts and the serial format, and shows how a serial reads", async () => {
    const product = await givenProduct(t.deps, sellerId, "certificate");
    const shown = await call(t.app, "GET", `/cabinet/products/${product.id}/keys_details`, { token });
    expect(shown.body.keys_details).toEqual({
      fields: ["buyer_name", "product", "date", "serial"],
      title: "",
      custom_text: "",
      validity_text: "",
      serial_prefix: "",
      serial_format: "prefix_year_number",
    });
    const saved = await call(t.app, "PUT", `/cabinet/products/${product.id}/keys_details`, {
      token,
      body: {
        version: product.version,
        fields: ["buyer_name", "product", "serial"],
        title: "Certificate of completion",
        custom_text: "This certifies that",
        validity_text: "Valid for two years.",
        serial_prefix: "acme-ts",
        serial_format: "prefix_number",
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.product.type_settings).toMatchObject({
      serial_prefix: "ACME-TS",
      fields: ["buyer_name", "product", "serial"],
    });
    const after = await call(t.app, "GET", `/cabinet/products/${product.id}/keys_details`, { token });
    expect(after.body.serial_example).toBe("ACME-TS-000001-K7Q2XF");
  });

  it.each([
    ["a prefix with spaces", { serial_prefix: "AC ME" }, "serial_prefix", "invalid_serial_prefix"],
    ["a prefix ending in a hyphen", { serial_prefix: "ACME-" }, "serial_prefix", "invalid_serial_prefix"],
    ["a field listed twice", { fields: ["date", "date"] }, "fields", "invalid_value"],
    ["an unknown field", { fields: ["signature"] }, "fields.0", "invalid_value"],
    ["an unknown serial format", { serial_format: "sequential" }, "serial_format", "invalid_value"],
  ])("refuses %s", async (_name, body, param, code) => {
    const product = await givenProduct(t.deps, sellerId, "certificate");
    const res = await call(t.app, "PUT", `/cabinet/products/${product.id}/keys_details`, {
      token,
      body: { version: product.version, ...body },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toContainEqual(expect.objectContaining({ param, code }));
  });

  it.each([
    [
      "a position beyond the page",
      { positions: { buyer_name: { x: 101 } } },
      "design.positions.buyer_name.x",
      "too_high",
    ],
    [
      "a font outside the fixed set",
      { positions: { title: { font: "comic_sans" } } },
      "design.positions.title.font",
      "invalid_value",
    ],
    ["a tiny font size", { positions: { date: { size: 2 } } }, "design.positions.date.size", "too_low"],
    ["a text colour that is not hex", { text_color: "#12345" }, "design.text_color", "invalid_hex_color"],
  ])("refuses a design with %s", async (_name, design, param, code) => {
    const product = await givenProduct(t.deps, sellerId, "certificate");
    const res = await put(product.id, "design", { design: { kind: "certificate", ...design } });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toContainEqual(expect.objectContaining({ param, code }));
  });

  it("renders the fields switched on at their positions on the background", async () => {
    const product = await givenProduct(t.deps, sellerId, "certificate", {
      name: "Advanced TypeScript",
      contentLanguage: "en",
    });
    const put1 = await call(t.app, "PUT", `/cabinet/products/${product.id}/keys_details`, {
      token,
      body: {
        version: product.version,
        fields: ["buyer_name", "product", "serial"],
        title: "Certificate of completion",
        custom_text: "This certifies that",
        validity_text: "Valid for two years.",
        serial_prefix: "ACME",
      },
    });
    expect(put1.status).toBe(200);
    const background = await uploadImage("certificate_background", "jpeg");
    const saved = await put(product.id, "design", {
      design: {
        kind: "certificate",
        background_file_id: background,
        text_color: "#003366",
        positions: { buyer_name: { x: 25, y: 40, size: 28, font: "courier_bold", align: "left" } },
      },
    });
    expect(saved.status).toBe(200);

    const read = await readPdf((await preview(product.id)).bytes);
    expect(read.pages).toBe(1);
    expect(read.size.width).toBeCloseTo(A4.height, 1);
    expect(read.size.height).toBeCloseTo(A4.width, 1);
    const all = texts(read.runs);
    const year = t.clock.now().getUTCFullYear();
    for (const expected of [
      "Certificate of completion",
      "This certifies that",
      "Advanced TypeScript",
      `No. ACME-${year}-000001-K7Q2XF`,
      "Valid for two years.",
      "SAMPLE",
    ]) {
      expect(all).toContain(expected);
    }
    expect(all).not.toContain("Date:");
    const name = read.runs.find((r) => r.text === "Alex Sample")!;
    expect(name).toMatchObject({ size: 28 });
    expect(name.x).toBeCloseTo(841.89 * 0.25, 1);
    expect(name.y).toBeCloseTo(595.28 * 0.6, 1);
    expect(read.images).toBe(1);
  });

  it("draws a portrait page when the design says so", async () => {
    const product = await givenProduct(t.deps, sellerId, "certificate");
    await put(product.id, "design", { design: { kind: "certificate", orientation: "portrait" } });
    const read = await readPdf((await preview(product.id)).bytes);
    expect(read.size.width).toBeCloseTo(A4.width, 1);
    expect(read.size.height).toBeCloseTo(A4.height, 1);
    expect(read.images).toBe(0);
  });
});

describe("scope and concurrency", () => {
  it("answers 404 for another seller's product and for products without a design step", async () => {
    const other = await givenUser(t.deps, { profiles: ["seller"] });
    const foreign = await givenProduct(t.deps, other.id, "event");
    expect((await call(t.app, "GET", `/cabinet/products/${foreign.id}/design`, { token })).status).toBe(404);
    expect((await preview(foreign.id)).status).toBe(404);
    const write = await call(t.app, "PUT", `/cabinet/products/${foreign.id}/design`, {
      token,
      body: { version: 1, design: { kind: "ticket" } },
    });
    expect(write.status).toBe(404);
    const course = await givenProduct(t.deps, sellerId, "course");
    expect((await preview(course.id)).status).toBe(404);
    const courseWrite = await call(t.app, "PUT", `/cabinet/products/${course.id}/design`, {
      token,
      body: { version: 1, design: { kind: "ticket" } },
    });
    expect(courseWrite.status).toBe(404);
    const event = await givenProduct(t.deps, sellerId, "event");
    expect((await call(t.app, "GET", `/cabinet/products/${event.id}/keys_details`, { token })).status).toBe(
      404,
    );
    expect((await call(t.app, "GET", `/cabinet/products/${foreign.id}/design/preview.pdf`)).status).toBe(401);
  });

  it("answers 409 to a design saved over a stale version and keeps the first one", async () => {
    const product = await givenProduct(t.deps, sellerId, "event");
    const first = await put(product.id, "design", { design: { kind: "ticket", headline: "First" } });
    expect(first.status).toBe(200);
    const stale = await call(t.app, "PUT", `/cabinet/products/${product.id}/design`, {
      token,
      body: { version: product.version, design: { kind: "ticket", headline: "Second" } },
    });
    expect(stale.status).toBe(409);
    const shown = await call(t.app, "GET", `/cabinet/products/${product.id}/design`, { token });
    expect(shown.body.design.headline).toBe("First");
  });
});
