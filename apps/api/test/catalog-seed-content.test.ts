import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenUser } from "./support/users.ts";
import { givenProduct } from "./support/given-product.ts";
import { readPdf } from "./support/pdf.ts";
import {
  seedCertificateContent,
  seedCourseContent,
  seedEventContent,
  seedTicketDesign,
} from "../src/seed/catalog-content.ts";

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

describe("demo content of the catalog", () => {
  it("gives the course two modules of lessons with text, a video link and a quiz", async () => {
    const product = await givenProduct(t.deps, sellerId, "course");
    await t.deps.db.transaction((tx) => seedCourseContent(tx, product.id));
    const tree = (await call(t.app, "GET", `/cabinet/products/${product.id}/course_modules`, { token })).body;
    expect(tree.list).toHaveLength(2);
    const lessonId = tree.list[0].lessons[1].id;
    const lesson = (
      await call(t.app, "GET", `/cabinet/products/${product.id}/lessons/${lessonId}`, { token })
    ).body.lesson;
    expect(lesson.quiz.map((q: { type: string }) => q.type)).toEqual([
      "select_box",
      "checkbox",
      "open_question",
    ]);
    const first = (
      await call(t.app, "GET", `/cabinet/products/${product.id}/lessons/${tree.list[0].lessons[0].id}`, {
        token,
      })
    ).body.lesson;
    expect(first.content.map((b: { type: string }) => b.type)).toEqual(["text", "video"]);
  });

  it("gives the event two ticket types with the default quotas and a ticket design that renders", async () => {
    const product = await givenProduct(t.deps, sellerId, "event");
    await t.deps.db.transaction(async (tx) => {
      await seedEventContent(tx, product.id, t.clock.now());
      await seedTicketDesign(tx, product.id);
    });
    const list = (await call(t.app, "GET", `/cabinet/products/${product.id}/events`, { token })).body;
    expect(list.list[0].ticket_types.map((tt: { quota: number }) => tt.quota)).toEqual([45, 75]);
    expect(list.active_tickets_count).toBe(2);
    const pdf = await t.app.inject({
      method: "GET",
      url: `/api/v1/cabinet/products/${product.id}/design/preview.pdf`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await readPdf(pdf.rawPayload)).runs.map((r) => r.text)).toContain("Admission ticket");
  });

  it("gives the certificate its keys details and a design that renders", async () => {
    const product = await givenProduct(t.deps, sellerId, "certificate");
    await seedCertificateContent(t.deps.db, product.id);
    const details = (await call(t.app, "GET", `/cabinet/products/${product.id}/keys_details`, { token }))
      .body;
    expect(details.serial_example).toMatch(/^SWD-\d{4}-000001-K7Q2XF$/);
    const pdf = await t.app.inject({
      method: "GET",
      url: `/api/v1/cabinet/products/${product.id}/design/preview.pdf`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await readPdf(pdf.rawPayload)).runs.map((r) => r.text)).toContain("Certificate of completion");
  });
});
