import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenUser } from "./support/users.ts";
import { givenProduct } from "./support/given-product.ts";
import { upload } from "./support/multipart.ts";
import { products } from "../src/catalog/index.ts";

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

/** A course product and a little helper that always sends the product's current version. */
async function givenCourse() {
  const product = await givenProduct(t.deps, sellerId, "course");
  let version = product.version;
  const send = async (method: "POST" | "PATCH" | "PUT", path: string, body: Record<string, unknown> = {}) => {
    const res = await call(t.app, method, `/cabinet/products/${product.id}${path}`, {
      token,
      body: { version, ...body },
    });
    if (res.body?.product_version) version = res.body.product_version;
    return res;
  };
  const remove = async (path: string) => {
    const res = await call(t.app, "DELETE", `/cabinet/products/${product.id}${path}`, {
      token,
      headers: { "if-match": String(version) },
    });
    if (res.body?.product_version) version = res.body.product_version;
    return res;
  };
  const tree = async () =>
    (await call(t.app, "GET", `/cabinet/products/${product.id}/course_modules`, { token })).body;
  return { product, send, remove, tree, version: () => version };
}

const textBlock = (html: string) => ({ type: "text", html });

describe("course modules and lessons", () => {
  it("adds modules and lessons at the end, in order, and bumps the product version on every write", async () => {
    const c = await givenCourse();
    const m1 = await c.send("POST", "/course_modules", { title: "Basics" });
    expect(m1.status).toBe(201);
    expect(m1.body.module).toMatchObject({ title: "Basics", position: 0, lessons: [] });
    expect(m1.body.product_version).toBe(c.product.version + 1);
    const m2 = await c.send("POST", "/course_modules", { title: "Advanced" });
    expect(m2.body.module.position).toBe(1);

    const l1 = await c.send("POST", "/lessons", { module_id: m1.body.module.id, title: "Welcome" });
    expect(l1.status).toBe(201);
    expect(l1.body.lesson).toMatchObject({
      title: "Welcome",
      status: "pending",
      position: 0,
      drip_days: null,
    });
    const l2 = await c.send("POST", "/lessons", { module_id: m1.body.module.id, title: "Setup" });
    expect(l2.body.lesson.position).toBe(1);

    const tree = await c.tree();
    expect(tree.list.map((m: { title: string }) => m.title)).toEqual(["Basics", "Advanced"]);
    expect(tree.list[0].lessons.map((l: { title: string }) => l.title)).toEqual(["Welcome", "Setup"]);
    expect(tree.product_version).toBe(c.version());
  });

  it("reorders modules and lessons and moves lessons between modules in one write", async () => {
    const c = await givenCourse();
    const a = (await c.send("POST", "/course_modules", { title: "A" })).body.module.id;
    const b = (await c.send("POST", "/course_modules", { title: "B" })).body.module.id;
    const l = [];
    for (const title of ["a1", "a2", "a3"]) {
      l.push((await c.send("POST", "/lessons", { module_id: a, title })).body.lesson.id);
    }
    const res = await c.send("PUT", "/course_modules/order", {
      modules: [
        { id: b, lesson_ids: [l[2]] },
        { id: a, lesson_ids: [l[1], l[0]] },
      ],
    });
    expect(res.status).toBe(200);
    const tree = await c.tree();
    expect(tree.list.map((m: { id: number }) => m.id)).toEqual([b, a]);
    expect(tree.list[0].lessons.map((x: { id: number; module_id: number }) => [x.id, x.module_id])).toEqual([
      [l[2], b],
    ]);
    expect(tree.list[1].lessons.map((x: { id: number }) => x.id)).toEqual([l[1], l[0]]);
  });

  it("refuses an order that drops, repeats or invents an item, and changes nothing", async () => {
    const c = await givenCourse();
    const a = (await c.send("POST", "/course_modules", { title: "A" })).body.module.id;
    const l1 = (await c.send("POST", "/lessons", { module_id: a, title: "one" })).body.lesson.id;
    const l2 = (await c.send("POST", "/lessons", { module_id: a, title: "two" })).body.lesson.id;
    const before = c.version();
    for (const lessonIds of [[l1], [l1, l1, l2], [l1, l2, 999999]]) {
      const res = await c.send("PUT", "/course_modules/order", {
        modules: [{ id: a, lesson_ids: lessonIds }],
      });
      expect(res.status).toBe(400);
      expect(res.body.error.details[0]).toMatchObject({ param: "modules", code: "order_mismatch" });
    }
    expect(c.version()).toBe(before);
    const [row] = await t.deps.db.select().from(products).where(eq(products.id, c.product.id));
    expect(row!.version).toBe(before);
  });

  it("moves a lesson to the end of another module through PATCH module_id", async () => {
    const c = await givenCourse();
    const a = (await c.send("POST", "/course_modules", { title: "A" })).body.module.id;
    const b = (await c.send("POST", "/course_modules", { title: "B" })).body.module.id;
    await c.send("POST", "/lessons", { module_id: b, title: "b1" });
    const moved = (await c.send("POST", "/lessons", { module_id: a, title: "a1" })).body.lesson.id;
    const res = await c.send("PATCH", `/lessons/${moved}`, { module_id: b });
    expect(res.body.lesson).toMatchObject({ module_id: b, position: 1 });
  });

  it("removes lessons and modules (with their lessons) by If-Match version", async () => {
    const c = await givenCourse();
    const a = (await c.send("POST", "/course_modules", { title: "A" })).body.module.id;
    const l1 = (await c.send("POST", "/lessons", { module_id: a, title: "one" })).body.lesson.id;
    await c.send("POST", "/lessons", { module_id: a, title: "two" });
    expect((await c.remove(`/lessons/${l1}`)).status).toBe(200);
    expect((await c.tree()).list[0].lessons).toHaveLength(1);
    expect((await c.remove(`/course_modules/${a}`)).status).toBe(200);
    expect((await c.tree()).list).toEqual([]);
    const stale = await call(t.app, "DELETE", `/cabinet/products/${c.product.id}/course_modules/${a}`, {
      token,
      headers: { "if-match": "1" },
    });
    expect(stale.status).toBe(409);
  });
});

describe("lesson content, status and drip", () => {
  it("keeps ordered blocks, sanitizes text and accepts a video URL", async () => {
    const c = await givenCourse();
    const a = (await c.send("POST", "/course_modules", { title: "A" })).body.module.id;
    const res = await c.send("POST", "/lessons", {
      module_id: a,
      title: "Rich",
      content: [
        textBlock(
          '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:evil()">bad</a> <a href="https://ok.example">ok</a></p>',
        ),
        { type: "video", url: "https://video.example/watch?v=1" },
      ],
    });
    expect(res.status).toBe(201);
    const [text, video] = res.body.lesson.content;
    expect(text.html).toBe(
      '<p>Hi <a target="_blank" rel="noopener noreferrer">bad</a> <a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a></p>',
    );
    expect(video).toMatchObject({ type: "video", url: "https://video.example/watch?v=1", file_id: null });
    const shown = await call(
      t.app,
      "GET",
      `/cabinet/products/${c.product.id}/lessons/${res.body.lesson.id}`,
      { token },
    );
    expect(shown.body.lesson.content).toEqual(res.body.lesson.content);
  });

  it("refuses a video with neither or both sources, and a javascript: URL", async () => {
    const c = await givenCourse();
    const a = (await c.send("POST", "/course_modules", { title: "A" })).body.module.id;
    const none = await c.send("POST", "/lessons", { module_id: a, title: "x", content: [{ type: "video" }] });
    expect(none.body.error.details[0]).toMatchObject({
      param: "content.0.url",
      code: "video_source_required",
    });
    const bad = await c.send("POST", "/lessons", {
      module_id: a,
      title: "x",
      content: [{ type: "video", url: "javascript:alert(1)" }],
    });
    expect(bad.body.error.details[0]).toMatchObject({ param: "content.0.url", code: "invalid_url" });
  });

  it("takes uploaded files for media blocks when the type fits, and only the seller's own", async () => {
    const c = await givenCourse();
    const a = (await c.send("POST", "/course_modules", { title: "A" })).body.module.id;
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const uploaded = await upload(t.app, token, "lesson_media", [
      { name: "file", filename: "notes.pdf", content: pdf, contentType: "application/pdf" },
    ]);
    expect(uploaded.status).toBe(201);
    const fileId = uploaded.body.file.id;
    const ok = await c.send("POST", "/lessons", {
      module_id: a,
      title: "With PDF",
      content: [
        { type: "pdf", file_id: fileId },
        { type: "file", file_id: fileId },
      ],
    });
    expect(ok.status).toBe(201);
    expect(ok.body.lesson.content[0].file).toMatchObject({ id: fileId, filename: "notes.pdf" });

    const wrongType = await c.send("POST", "/lessons", {
      module_id: a,
      title: "x",
      content: [{ type: "audio", file_id: fileId }],
    });
    expect(wrongType.body.error.details[0]).toMatchObject({
      param: "content.0.file_id",
      code: "file_type_mismatch",
    });

    const other = await givenUser(t.deps, { profiles: ["seller"] });
    const otherToken = (await signIn(t.app, other.email)).access_token;
    const foreign = await upload(t.app, otherToken, "lesson_media", [
      { name: "file", filename: "x.pdf", content: pdf, contentType: "application/pdf" },
    ]);
    const stolen = await c.send("POST", "/lessons", {
      module_id: a,
      title: "x",
      content: [{ type: "pdf", file_id: foreign.body.file.id }],
    });
    expect(stolen.body.error.details[0]).toMatchObject({ param: "content.0.file_id", code: "invalid_file" });
  });

  it("sets status and drip by days or by date, never both", async () => {
    const c = await givenCourse();
    const a = (await c.send("POST", "/course_modules", { title: "A" })).body.module.id;
    const id = (await c.send("POST", "/lessons", { module_id: a, title: "x", drip_days: 7 })).body.lesson.id;
    const both = await c.send("PATCH", `/lessons/${id}`, { drip_date: "2030-01-01T00:00:00Z" });
    expect(both.status).toBe(400);
    expect(both.body.error.details[0]).toMatchObject({ param: "drip_date", code: "drip_conflict" });
    const bothInOneBody = await c.send("PATCH", `/lessons/${id}`, {
      drip_days: 3,
      drip_date: "2030-01-01T00:00:00Z",
    });
    expect(bothInOneBody.body.error.details[0].code).toBe("drip_conflict");
    const switched = await c.send("PATCH", `/lessons/${id}`, {
      drip_days: null,
      drip_date: "2030-01-01T00:00:00+02:00",
      status: "published",
    });
    expect(switched.body.lesson).toMatchObject({
      drip_days: null,
      drip_date: "2029-12-31T22:00:00.000Z",
      status: "published",
    });
    for (const bad of [{ drip_days: 0 }, { drip_days: 3651 }, { status: "viewed" }]) {
      expect((await c.send("PATCH", `/lessons/${id}`, bad)).status).toBe(400);
    }
  });
});

describe("quizzes", () => {
  async function lessonFor(c: Awaited<ReturnType<typeof givenCourse>>) {
    const a = (await c.send("POST", "/course_modules", { title: "A" })).body.module.id;
    return (await c.send("POST", "/lessons", { module_id: a, title: "Quiz" })).body.lesson.id as number;
  }

  it("stores every question type with its options and correct answers", async () => {
    const c = await givenCourse();
    const id = await lessonFor(c);
    const quiz = [
      {
        type: "checkbox",
        question: "Which are colours?",
        options: [
          { text: "Red", correct: true },
          { text: "Blue", correct: true },
          { text: "Seven", correct: false },
        ],
      },
      {
        type: "select_box",
        question: "Capital of France?",
        options: [{ text: "Paris", correct: true }, { text: "Lyon" }],
      },
      { type: "open_question", question: "Explain why.", explanation: "Mentions the reason." },
      { type: "service", question: "Take a break before the next part." },
    ];
    const res = await c.send("PATCH", `/lessons/${id}`, { quiz });
    expect(res.status).toBe(200);
    expect(res.body.lesson.quiz).toHaveLength(4);
    expect(res.body.lesson.quiz[1].options[1]).toEqual({ text: "Lyon", correct: false });
    expect(res.body.lesson.quiz[3]).toEqual({
      type: "service",
      question: "Take a break before the next part.",
      options: [],
      explanation: "",
    });
    expect(res.body.lesson.questions_count).toBe(4);
  });

  it.each([
    [
      "checkbox with one option",
      { type: "checkbox", question: "Q", options: [{ text: "a", correct: true }] },
      "quiz.0.options",
      "quiz_too_few_options",
    ],
    [
      "checkbox without a correct option",
      { type: "checkbox", question: "Q", options: [{ text: "a" }, { text: "b" }] },
      "quiz.0.options",
      "quiz_correct_required",
    ],
    [
      "select_box with two correct options",
      {
        type: "select_box",
        question: "Q",
        options: [
          { text: "a", correct: true },
          { text: "b", correct: true },
        ],
      },
      "quiz.0.options",
      "quiz_single_correct",
    ],
    [
      "an option listed twice",
      { type: "select_box", question: "Q", options: [{ text: "a", correct: true }, { text: " A " }] },
      "quiz.0.options.1.text",
      "quiz_duplicate_option",
    ],
    [
      "open_question with options",
      { type: "open_question", question: "Q", options: [{ text: "a" }] },
      "quiz.0.options",
      "quiz_no_options",
    ],
    [
      "service with options",
      { type: "service", question: "Q", options: [{ text: "a" }] },
      "quiz.0.options",
      "quiz_no_options",
    ],
    ["an unknown type", { type: "essay", question: "Q" }, "quiz.0.type", "invalid_value"],
    ["an empty question", { type: "open_question", question: " " }, "quiz.0.question", "required"],
  ])("refuses %s", async (_name, question, param, code) => {
    const c = await givenCourse();
    const id = await lessonFor(c);
    const before = c.version();
    const res = await c.send("PATCH", `/lessons/${id}`, { quiz: [question] });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toContainEqual(expect.objectContaining({ param, code }));
    expect(c.version()).toBe(before);
  });

  it("refuses more options and questions than the spec's select limits (20, 30)", async () => {
    const c = await givenCourse();
    const id = await lessonFor(c);
    const options = Array.from({ length: 21 }, (_, i) => ({ text: `o${i}`, correct: i === 0 }));
    const tooManyOptions = await c.send("PATCH", `/lessons/${id}`, {
      quiz: [{ type: "checkbox", question: "Q", options }],
    });
    expect(tooManyOptions.body.error.details[0]).toMatchObject({ param: "quiz.0.options", code: "too_high" });
    const questions = Array.from({ length: 31 }, (_, i) => ({ type: "open_question", question: `q${i}` }));
    const tooMany = await c.send("PATCH", `/lessons/${id}`, { quiz: questions });
    expect(tooMany.body.error.details[0]).toMatchObject({ param: "quiz", code: "too_high" });
  });
});

describe("course publish state", () => {
  it("follows the product's state and the lessons still to come", async () => {
    const c = await givenCourse();
    const a = (await c.send("POST", "/course_modules", { title: "A" })).body.module.id;
    const id = (await c.send("POST", "/lessons", { module_id: a, title: "x", status: "published" })).body
      .lesson.id;
    expect((await c.tree()).publish_state).toBe("publish_pending");

    await t.deps.db.update(products).set({ state: "published" }).where(eq(products.id, c.product.id));
    expect((await c.tree()).publish_state).toBe("published");
    const future = new Date(t.clock.now().getTime() + 60_000).toISOString();
    await c.send("PATCH", `/lessons/${id}`, { drip_date: future });
    expect((await c.tree()).publish_state).toBe("publishing");
    // Two minutes on: the date has come (the access token, valid 15 minutes, still is).
    t.clock.advance(120_000);
    expect((await c.tree()).publish_state).toBe("published");
    await c.send("POST", "/lessons", { module_id: a, title: "later", status: "pending" });
    expect((await c.tree()).publish_state).toBe("publishing");

    await t.deps.db
      .update(products)
      .set({ state: "unpublished", soldCount: 3 })
      .where(eq(products.id, c.product.id));
    expect((await c.tree()).publish_state).toBe("publish_paused");
    await t.deps.db.update(products).set({ archived: true }).where(eq(products.id, c.product.id));
    expect((await c.tree()).publish_state).toBe("publish_canceled");
  });
});

describe("scope and concurrency", () => {
  it("answers 404 for another seller's course and for a product that is not a course", async () => {
    const other = await givenUser(t.deps, { profiles: ["seller"] });
    const foreign = await givenProduct(t.deps, other.id, "course");
    const path = `/cabinet/products/${foreign.id}`;
    expect((await call(t.app, "GET", `${path}/course_modules`, { token })).status).toBe(404);
    const write = await call(t.app, "POST", `${path}/course_modules`, {
      token,
      body: { version: 1, title: "x" },
    });
    expect(write.status).toBe(404);
    const download = await givenProduct(t.deps, sellerId, "download");
    expect(
      (await call(t.app, "GET", `/cabinet/products/${download.id}/course_modules`, { token })).status,
    ).toBe(404);
  });

  it("answers 409 to an edit based on a stale version and keeps the first editor's change", async () => {
    const c = await givenCourse();
    const a = (await c.send("POST", "/course_modules", { title: "Mine" })).body.module.id;
    const stale = c.version() - 1;
    const res = await call(t.app, "PATCH", `/cabinet/products/${c.product.id}/course_modules/${a}`, {
      token,
      body: { version: stale, title: "Theirs" },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("CONFLICT");
    expect((await c.tree()).list[0].title).toBe("Mine");
  });

  it("answers 404 for a lesson or module of another course of the same seller", async () => {
    const c1 = await givenCourse();
    const c2 = await givenCourse();
    const m = (await c1.send("POST", "/course_modules", { title: "A" })).body.module.id;
    const l = (await c1.send("POST", "/lessons", { module_id: m, title: "x" })).body.lesson.id;
    expect((await c2.send("PATCH", `/lessons/${l}`, { title: "y" })).status).toBe(404);
    expect((await c2.send("PATCH", `/course_modules/${m}`, { title: "y" })).status).toBe(404);
    const wrongModule = await c2.send("POST", "/lessons", { module_id: m, title: "y" });
    expect(wrongModule.body.error.details[0]).toMatchObject({ param: "module_id", code: "invalid_value" });
  });
});
