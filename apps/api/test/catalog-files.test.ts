import { readdirSync } from "node:fs";
import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer as readAll } from "node:stream/consumers";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { signIn, type Call } from "./support/api.ts";
import { givenUser } from "./support/users.ts";
import { multipart, upload, type Part } from "./support/multipart.ts";
import { teamMemberships } from "../src/identity/index.ts";

let t: TestPlatform;
let small: TestPlatform;
let token: string;
let sellerId: number;

/** Every object in a platform's storage folder (partial uploads included). */
function storedObjects(p: TestPlatform): string[] {
  const config = p.deps.config.storage;
  if (config.kind !== "local") throw new Error("tests use local storage");
  return readdirSync(config.dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(config.dir, path.join(e.parentPath, e.name)));
}

/** Left half red, right half blue: a crop shows which part it took. */
function twoColours(width: number, height: number): Promise<Buffer> {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: "#ff0000" } })
    .composite([
      {
        input: { create: { width: width - half, height, channels: 3, background: "#0000ff" } },
        left: half,
        top: 0,
      },
    ])
    .png()
    .toBuffer();
}

async function fetchBytes(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: "GET", url, headers });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

beforeAll(async () => {
  t = await startTestPlatform();
  small = await startTestPlatform({ UPLOAD_MAX_BYTES: String(64 * 1024) });
  const seller = await givenUser(t.deps, { profiles: ["seller"] });
  sellerId = seller.id;
  token = (await signIn(t.app, seller.email)).access_token;
});
afterAll(async () => {
  await t.close();
  await small.close();
});

describe("uploading images", () => {
  it("crops a cover square where the seller chose and writes s, m, l variants", async () => {
    const image = await twoColours(3000, 1600);
    // The right (blue) half, square.
    const res = await upload(t.app, token, "cover", [
      { name: "crop_x", value: "1500" },
      { name: "crop_y", value: "100" },
      { name: "crop_w", value: "1400" },
      { name: "crop_h", value: "1400" },
      { name: "file", filename: "cover.png", content: image, contentType: "image/png" },
    ]);
    expect(res.status).toBe(201);
    const file = res.body.file;
    expect(file).toMatchObject({ filename: "cover.png", content_type: "image/png", size: image.length });
    expect(Object.keys(file.variants).sort()).toEqual(["l", "m", "s"]);
    for (const [variant, side] of [
      ["s", 200],
      ["m", 600],
      ["l", 1200],
    ] as const) {
      const got = await fetchBytes(file.variants[variant]);
      expect(got.status).toBe(200);
      const meta = await sharp(got.body).metadata();
      expect([variant, meta.width, meta.height]).toEqual([variant, side, side]);
      const { dominant } = await sharp(got.body).stats();
      expect(dominant.b).toBeGreaterThan(200);
      expect(dominant.r).toBeLessThan(50);
    }
  });

  it("crops a banner 16:9 around the centre when no area is given", async () => {
    const res = await upload(t.app, token, "banner", [
      {
        name: "file",
        filename: "banner.jpg",
        content: await sharp({ create: { width: 2000, height: 2000, channels: 3, background: "#333" } })
          .jpeg()
          .toBuffer(),
      },
    ]);
    expect(res.status).toBe(201);
    const sizes = [];
    for (const v of ["s", "m", "l"]) {
      const meta = await sharp((await fetchBytes(res.body.file.variants[v])).body).metadata();
      sizes.push([meta.width, meta.height, meta.format]);
    }
    expect(sizes).toEqual([
      [200, 113, "jpeg"],
      [600, 338, "jpeg"],
      [1200, 675, "jpeg"],
    ]);
  });

  it("refuses a crop outside the image or in the wrong aspect, and stores nothing", async () => {
    const before = storedObjects(t).length;
    const image = await twoColours(800, 600);
    const outside = await upload(t.app, token, "cover", [
      { name: "crop_x", value: "300" },
      { name: "crop_y", value: "0" },
      { name: "crop_w", value: "600" },
      { name: "crop_h", value: "600" },
      { name: "file", filename: "c.png", content: image },
    ]);
    expect(outside.status).toBe(400);
    expect(outside.body.error.details[0]).toMatchObject({ param: "crop_w", code: "crop_out_of_bounds" });
    const aspect = await upload(t.app, token, "cover", [
      { name: "crop_x", value: "0" },
      { name: "crop_y", value: "0" },
      { name: "crop_w", value: "400" },
      { name: "crop_h", value: "300" },
      { name: "file", filename: "c.png", content: image },
    ]);
    expect(aspect.body.error.details[0]).toMatchObject({ param: "crop_w", code: "crop_aspect" });
    const partial = await upload(t.app, token, "cover", [
      { name: "crop_x", value: "0" },
      { name: "file", filename: "c.png", content: image },
    ]);
    expect(partial.body.error.details[0]).toMatchObject({ param: "crop_y", code: "required" });
    expect(storedObjects(t).length).toBe(before);
  });
});

describe("types come from the content, not the name", () => {
  it("refuses text named .png as a cover, in the caller's language", async () => {
    const res = await upload(
      t.app,
      token,
      "cover",
      [
        {
          name: "file",
          filename: "cover.png",
          content: Buffer.from("just some text"),
          contentType: "image/png",
        },
      ],
      { "x-locale": "de" },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]).toMatchObject({ param: "file", code: "file_type_not_allowed" });
    expect(res.body.error.message).toMatch(/Dateityp/);
  });

  it("refuses a digital named .pdf that is not a PDF, accepts text as text", async () => {
    const fake = await upload(t.app, token, "digital", [
      { name: "file", filename: "book.pdf", content: Buffer.from("not a pdf at all") },
    ]);
    expect(fake.status).toBe(400);
    expect(fake.body.error.details[0].code).toBe("file_name_mismatch");
    const notes = await upload(t.app, token, "digital", [
      { name: "file", filename: "notes.txt", content: Buffer.from("line one\nline two\n") },
    ]);
    expect(notes.status).toBe(201);
    expect(notes.body.file.content_type).toBe("text/plain");
    expect(notes.body.file.variants).toEqual({});
  });

  it("refuses an image whose pixels cannot be decoded", async () => {
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    // The header survives (the type is detected), the compressed pixel data does not.
    const broken = Buffer.concat([png.subarray(0, 60), Buffer.alloc(200, 7)]);
    const res = await upload(t.app, token, "cover", [
      { name: "file", filename: "broken.png", content: broken },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]).toMatchObject({ param: "file", code: "image_unreadable" });
  });

  it("refuses an empty file and a request without a file", async () => {
    const empty = await upload(t.app, token, "digital", [
      { name: "file", filename: "x.bin", content: Buffer.alloc(0) },
    ]);
    expect(empty.body.error.details[0].code).toBe("file_empty");
    const none = await upload(t.app, token, "digital", [{ name: "note", value: "no file" }]);
    expect(none.status).toBe(400);
    expect(none.body.error.details[0]).toMatchObject({ param: "file", code: "required" });
  });
});

/**
 * The same refusals through a real HTTP server, as a browser meets them: Node ends a request
 * stream once its body has been read, which app.inject's stream does not, and the route once
 * took that for a client gone away and answered every refusal as a missing file.
 */
describe("upload refusals over a real connection", () => {
  let base: string;
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  const post = async (purpose: string, parts: Part[], locale = "en") => {
    const { body, contentType } = multipart(parts);
    const res = await fetch(`${base}/api/v1/cabinet/files?purpose=${purpose}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": contentType, "x-locale": locale },
      body: await readAll(body),
    });
    const answer: Call = { status: res.status, body: await res.json(), headers: {} };
    return answer;
  };

  it("answer the documented reason in the request's language", async () => {
    const mismatch = await post("digital", [
      { name: "file", filename: "book.pdf", content: Buffer.from("no") },
    ]);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.details[0]).toMatchObject({ param: "file", code: "file_name_mismatch" });
    const type = await post(
      "cover",
      [{ name: "file", filename: "cover.png", content: Buffer.from("just some text") }],
      "de",
    );
    expect(type.body.error.details[0]).toMatchObject({ param: "file", code: "file_type_not_allowed" });
    expect(type.body.error.message).toMatch(/Dateityp/);
    const empty = await post("digital", [{ name: "file", filename: "x.bin", content: Buffer.alloc(0) }]);
    expect(empty.body.error.details[0]).toMatchObject({ param: "file", code: "file_empty" });
    const crop = await post("cover", [
      { name: "crop_x", value: "-5" },
      { name: "file", filename: "cover.png", content: Buffer.from("x") },
    ]);
    expect(crop.status).toBe(400);
    expect(crop.body.error.param).toBe("crop_x");
    const none = await post("digital", [{ name: "note", value: "no file" }]);
    expect(none.body.error.details[0]).toMatchObject({ param: "file", code: "required" });
    const fits = await post("digital", [
      { name: "file", filename: "notes.txt", content: Buffer.from("hi\n") },
    ]);
    expect(fits.status).toBe(201);
  });
});

describe("a broken form", () => {
  it("is refused as bad input: no boundary, or cut off before its closing boundary", async () => {
    const head = `--b1\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\n`;
    for (const [contentType, payload] of [
      ["multipart/form-data", `${head}hello\r\n--b1--\r\n`],
      ["multipart/form-data; boundary=b1", `${head}hel`],
      ["multipart/form-data; boundary=b1", "not a form"],
    ] as const) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/cabinet/files?purpose=digital",
        headers: { authorization: `Bearer ${token}`, "content-type": contentType },
        payload,
      });
      expect([contentType, res.statusCode, res.json().error.param]).toEqual([contentType, 400, "body"]);
    }
  });
});

describe("the upload limit", () => {
  it("stops a streamed upload at the limit with 413 and keeps nothing", async () => {
    const seller = await givenUser(small.deps, { profiles: ["seller"] });
    const smallToken = (await signIn(small.app, seller.email)).access_token;
    // No Content-Length: the server only finds out by counting.
    const stream = Readable.from(
      (function* () {
        for (let i = 0; i < 50; i++) yield randomBytes(8 * 1024);
      })(),
    );
    const res = await upload(small.app, smallToken, "digital", [
      { name: "file", filename: "big.bin", content: stream },
    ]);
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(storedObjects(small)).toEqual([]);

    const declared = await upload(small.app, smallToken, "digital", [
      { name: "file", filename: "big.bin", content: randomBytes(200 * 1024) },
    ]);
    expect(declared.status).toBe(413);
    expect(declared.headers.connection).toBe("close");
    expect(storedObjects(small)).toEqual([]);

    const fits = await upload(small.app, smallToken, "digital", [
      { name: "file", filename: "fits.bin", content: randomBytes(64 * 1024) },
    ]);
    expect(fits.status).toBe(201);
    expect(fits.body.file.size).toBe(64 * 1024);
  });

  it("tells the client the limits per purpose", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/v1/cabinet/files/limits",
      headers: { authorization: `Bearer ${token}` },
    });
    const body = res.json();
    expect(body.purposes.digital).toEqual({ max_bytes: 2 * 1024 ** 3, accept: [] });
    expect(body.purposes.cover.accept).toContain("image/png");
    expect(body.purposes.cover.max_bytes).toBe(25 * 1024 * 1024);
  });
});

describe("downloading", () => {
  const content = randomBytes(100_000);
  let fileId: number;
  let signedUrl: string;
  beforeAll(async () => {
    const res = await upload(t.app, token, "digital", [{ name: "file", filename: "Über data.bin", content }]);
    expect(res.status).toBe(201);
    fileId = res.body.file.id;
    signedUrl = res.body.file.url;
    expect(res.body.file.size).toBe(content.length);
  });
  const auth = () => ({ authorization: `Bearer ${token}` });

  it("streams the whole file with length, type, validators and a download name", async () => {
    const res = await fetchBytes(`/api/v1/files/${fileId}`, auth());
    expect(res.status).toBe(200);
    expect(res.body.equals(content)).toBe(true);
    expect(res.headers["content-length"]).toBe(String(content.length));
    expect(res.headers["content-type"]).toBe("application/octet-stream");
    expect(res.headers["accept-ranges"]).toBe("bytes");
    expect(res.headers["cache-control"]).toMatch(/immutable/);
    expect(res.headers["content-disposition"]).toContain("attachment");
    expect(res.headers["content-disposition"]).toContain("filename*=UTF-8''%C3%9Cber%20data.bin");
    const etag = String(res.headers.etag);
    expect(etag).toContain(createHash("sha256").update(content).digest("hex").slice(0, 32));
    expect((await fetchBytes(`/api/v1/files/${fileId}`, { ...auth(), "if-none-match": etag })).status).toBe(
      304,
    );
  });

  it("answers HEAD with the length and no body", async () => {
    const res = await t.app.inject({ method: "HEAD", url: `/api/v1/files/${fileId}`, headers: auth() });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-length"]).toBe(String(content.length));
    expect(res.rawPayload.length).toBe(0);
  });

  it("answers byte ranges", async () => {
    const mid = await fetchBytes(`/api/v1/files/${fileId}`, { ...auth(), range: "bytes=10-19" });
    expect(mid.status).toBe(206);
    expect(mid.headers["content-range"]).toBe(`bytes 10-19/${content.length}`);
    expect(mid.headers["content-length"]).toBe("10");
    expect(mid.body.equals(content.subarray(10, 20))).toBe(true);
    const tail = await fetchBytes(`/api/v1/files/${fileId}`, { ...auth(), range: "bytes=-5" });
    expect(tail.body.equals(content.subarray(-5))).toBe(true);
    const open = await fetchBytes(`/api/v1/files/${fileId}`, { ...auth(), range: "bytes=99990-" });
    expect(open.body.equals(content.subarray(99_990))).toBe(true);
    const beyond = await fetchBytes(`/api/v1/files/${fileId}`, { ...auth(), range: "bytes=100000-" });
    expect(beyond.status).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${content.length}`);
    // A resumed download of other bytes (If-Range does not match) gets the whole file.
    const stale = await fetchBytes(`/api/v1/files/${fileId}`, {
      ...auth(),
      range: "bytes=0-9",
      "if-range": '"x"',
    });
    expect(stale.status).toBe(200);
  });

  it("opens by signed URL without a token; a changed signature or id is refused", async () => {
    expect((await fetchBytes(signedUrl)).status).toBe(200);
    expect((await fetchBytes(`/api/v1/files/${fileId}`)).status).toBe(401);
    const tampered = signedUrl.replace(/sig=./, (m) => (m.endsWith("A") ? "sig=B" : "sig=A"));
    expect((await fetchBytes(tampered)).status).toBe(401);
    expect((await fetchBytes(signedUrl.replace(`/files/${fileId}`, `/files/${fileId + 1}`))).status).toBe(
      401,
    );
  });

  it("does not show another seller's file; a team member of the seller sees it", async () => {
    const other = await givenUser(t.deps, { profiles: ["seller"] });
    const otherToken = (await signIn(t.app, other.email)).access_token;
    const foreign = await fetchBytes(`/api/v1/files/${fileId}`, { authorization: `Bearer ${otherToken}` });
    expect(foreign.status).toBe(404);
    expect(JSON.parse(foreign.body.toString()).error.code).toBe("NOT_FOUND");

    const member = await givenUser(t.deps, { profiles: ["team_member"] });
    await t.deps.db.insert(teamMemberships).values({ sellerId, memberId: member.id, role: "team_member" });
    const memberToken = (await signIn(t.app, member.email)).access_token;
    const seen = await fetchBytes(`/api/v1/files/${fileId}`, {
      authorization: `Bearer ${memberToken}`,
      "x-seller-id": String(sellerId),
    });
    expect(seen.status).toBe(200);
  });
});
