import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenUser } from "./support/users.ts";
import { givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { givenCourseAccess, givenPayerOrder } from "./support/given-payer.ts";
import { upload } from "./support/multipart.ts";
import { courseModules, lessons, productItems } from "../src/catalog/index.ts";
import { courseAccesses } from "../src/fulfilment/tables.ts";

// The payer's course area (GET /payer/courses, /payer/courses/:id, its lessons and their progress)
// over a course bought through the real checkout: lessons open by drip as the clock moves, a
// locked lesson is refused, progress is kept, an ended access is refused, a membership opens the
// course it includes, and nobody else's payer sees any of it.

const DAY = 86_400_000;

let t: TestPlatform;
let payer: Awaited<ReturnType<typeof givenUser>>;
let other: Awaited<ReturnType<typeof givenUser>>;
let token: string;
let otherToken: string;
let courseId: number;
let membershipId: number;
let accessId: number;
let fileId: number;
let memberOrderId: number;
const lesson = {} as Record<"intro" | "day3" | "dated" | "draft" | "second", number>;

beforeAll(async () => {
  t = await startTestPlatform();
  const seller = await givenSellingSeller(t.deps);
  const sellerToken = (await signIn(t.app, seller.email)).access_token;
  payer = await givenUser(t.deps, { profiles: ["payer"] });
  other = await givenUser(t.deps, { profiles: ["payer"] });
  token = (await signIn(t.app, payer.email)).access_token;
  otherToken = (await signIn(t.app, other.email)).access_token;

  const course = await givenSellableProduct(t.deps, seller.id, { form: "course" });
  courseId = course.product.id;
  const uploaded = await upload(t.app, sellerToken, "lesson_media", [
    {
      name: "file",
      filename: "notes.pdf",
      content: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
      contentType: "application/pdf",
    },
  ]);
  expect(uploaded.status).toBe(201);
  fileId = uploaded.body.file.id;

  // Course content is written directly: the editor's own tests cover writing it through the API.
  const [one, two] = await t.deps.db
    .insert(courseModules)
    .values([
      { productId: courseId, title: "Start", position: 0 },
      { productId: courseId, title: "Deeper", position: 1 },
    ])
    .returning();
  const add = async (values: Partial<typeof lessons.$inferInsert> & { title: string; moduleId: number }) =>
    (
      await t.deps.db
        .insert(lessons)
        .values({ productId: courseId, status: "published", ...values })
        .returning()
    )[0]!.id;
  lesson.intro = await add({
    moduleId: one!.id,
    title: "Welcome",
    position: 0,
    content: [
      {
        type: "text",
        title: "",
        html: '<p>Hello <script>alert(1)</script><a href="https://x.test">x</a></p>',
      },
      { type: "pdf", title: "Notes", file_id: fileId },
    ],
    quiz: [{ type: "checkbox", question: "Q?", options: [{ text: "a", correct: true }], explanation: "" }],
  });
  lesson.day3 = await add({ moduleId: one!.id, title: "After three days", position: 1, dripDays: 3 });
  lesson.draft = await add({ moduleId: one!.id, title: "Not ready", position: 2, status: "pending" });
  lesson.dated = await add({
    moduleId: two!.id,
    title: "On a date",
    position: 0,
    dripDate: new Date(t.clock.now().getTime() + 10 * DAY),
  });

  const order = await givenPayerOrder(t, {
    productId: courseId,
    planId: course.plans[0]!.id,
    payer,
  });
  accessId = (
    await givenCourseAccess(t.deps, {
      orderId: order.id,
      userId: payer.id,
      productId: courseId,
      startsAt: t.clock.now(),
    })
  ).id;

  // A membership that includes a second course; access is granted to the membership only.
  const second = await givenSellableProduct(t.deps, seller.id, { form: "course" });
  const [module] = await t.deps.db
    .insert(courseModules)
    .values({ productId: second.product.id, title: "Only module" })
    .returning();
  lesson.second = (
    await t.deps.db
      .insert(lessons)
      .values({
        productId: second.product.id,
        moduleId: module!.id,
        title: "Member lesson",
        status: "published",
      })
      .returning()
  )[0]!.id;
  const membership = await givenSellableProduct(t.deps, seller.id, {
    form: "membership",
    plans: [{ form: "subscription", prefs: { price: 900, interval: { unit: "month", count: 1 } } }],
  });
  membershipId = membership.product.id;
  await t.deps.db.insert(productItems).values({ productId: membershipId, itemId: second.product.id });
  const memberOrder = await givenPayerOrder(t, {
    productId: membershipId,
    planId: membership.plans[0]!.id,
    payer,
  });
  memberOrderId = memberOrder.id;
  await givenCourseAccess(t.deps, {
    orderId: memberOrder.id,
    userId: payer.id,
    productId: membershipId,
    startsAt: t.clock.now(),
  });
  (lesson as Record<string, number>).secondCourse = second.product.id;
});
afterAll(() => t.close());

/** Moves the clock; access tokens live 15 minutes, so both payers sign in again after. */
async function advance(ms: number) {
  t.clock.advance(ms);
  token = (await signIn(t.app, payer.email)).access_token;
  otherToken = (await signIn(t.app, other.email)).access_token;
}

const get = (path: string, as = token, locale?: string) =>
  call(t.app, "GET", `/payer/courses${path}`, { token: as, ...(locale ? { locale } : {}) });
const mark = (lessonId: number, status: string, productId = courseId) =>
  call(t.app, "PUT", `/payer/courses/${productId}/lessons/${lessonId}/progress`, { token, body: { status } });

type Summary = { id: number; open: boolean; opens_at: string; status: string };
const lessonsOf = (course: { modules: { lessons: Summary[] }[] }) => course.modules.flatMap((m) => m.lessons);

describe("the course area", () => {
  it("lists the payer's courses and memberships with progress and what a membership includes", async () => {
    const res = await get("");
    expect(res.status).toBe(200);
    const byId = new Map(res.body.list.map((c: { product: { id: number } }) => [c.product.id, c]));
    expect(byId.get(courseId)).toMatchObject({
      product: { form: "course" },
      access: { state: "active", ends_at: null },
      progress: { completed: 0, total: 3 },
      includes: [],
    });
    expect(byId.get(membershipId)).toMatchObject({
      product: { form: "membership" },
      includes: [{ id: (lesson as Record<string, number>).secondCourse, form: "course" }],
    });
    expect((await get("", otherToken)).body.total_count).toBe(0);
  });

  it("opens lessons by drip: at once, days after access, on a date; drafts are not listed", async () => {
    const res = await get(`/${courseId}`);
    expect(res.status).toBe(200);
    expect(res.body.course.modules.map((m: { title: string }) => m.title)).toEqual(["Start", "Deeper"]);
    const listed = lessonsOf(res.body.course);
    expect(listed.map((l) => l.id)).toEqual([lesson.intro, lesson.day3, lesson.dated]);
    expect(listed.map((l) => l.open)).toEqual([true, false, false]);
    const start = new Date(res.body.course.access.starts_at).getTime();
    expect(new Date(listed[1]!.opens_at).getTime()).toBe(start + 3 * DAY);

    const locked = await get(`/${courseId}/lessons/${lesson.day3}`, token, "de");
    expect(locked.status).toBe(403);
    expect(locked.body.error).toMatchObject({
      code: "LESSON_LOCKED",
      message: "Diese Lektion ist noch nicht freigeschaltet.",
    });
    expect((await mark(lesson.day3, "completed")).status).toBe(403);
    expect((await get(`/${courseId}/lessons/${lesson.draft}`)).status).toBe(404);

    await advance(3 * DAY + 1000);
    const later = lessonsOf((await get(`/${courseId}`)).body.course);
    expect(later.map((l) => l.open)).toEqual([true, true, false]);
    expect((await get(`/${courseId}/lessons/${lesson.day3}`)).status).toBe(200);

    await advance(7 * DAY);
    expect(lessonsOf((await get(`/${courseId}`)).body.course).every((l) => l.open)).toBe(true);
  });

  it("serves an open lesson's content: sanitised text, signed expiring file URLs, no quiz answers", async () => {
    const res = await get(`/${courseId}/lessons/${lesson.intro}`);
    expect(res.status).toBe(200);
    const { lesson: shown } = res.body;
    expect(shown).toMatchObject({ title: "Welcome", module: { title: "Start" }, previous: null });
    expect(shown.next).toMatchObject({ id: lesson.day3 });
    expect(shown.quiz).toEqual({
      questions: [{ type: "checkbox", question: "Q?", options: [{ text: "a" }] }],
      result: null,
    });
    expect(shown.content[0].html).not.toContain("script");
    expect(shown.content[0].html).toContain('rel="noopener noreferrer"');
    const url: string = shown.content[1].file.url;
    expect(url).toMatch(/^\/api\/v1\/payer\/lesson_files\/.*\?expires=\d+&sig=/);
    const file = await t.app.inject({ method: "GET", url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("application/pdf");
  });

  it("keeps the payer's progress: opened is in progress, completed stays completed", async () => {
    const opened = lessonsOf((await get(`/${courseId}`)).body.course);
    expect(opened.find((l) => l.id === lesson.intro)!.status).toBe("in_progress");
    expect(opened.find((l) => l.id === lesson.dated)!.status).toBe("not_started");

    const done = await mark(lesson.intro, "completed");
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      lesson_id: lesson.intro,
      status: "completed",
      progress: { completed: 1, total: 3 },
    });
    // Reading it again does not undo it.
    expect((await get(`/${courseId}/lessons/${lesson.intro}`)).body.lesson.status).toBe("completed");
    expect((await get(`/${courseId}`)).body.course.progress).toEqual({ completed: 1, total: 3 });
    const list = await get("");
    expect(
      list.body.list.find((c: { product: { id: number } }) => c.product.id === courseId).progress,
    ).toEqual({
      completed: 1,
      total: 3,
    });
    // On purpose, back to in progress.
    expect((await mark(lesson.intro, "in_progress")).body.status).toBe("in_progress");
    expect((await mark(lesson.intro, "finished")).status).toBe(400);
  });

  it("opens a course included in the payer's membership", async () => {
    const secondCourse = (lesson as Record<string, number>).secondCourse!;
    const res = await get(`/${secondCourse}`);
    expect(res.status).toBe(200);
    expect(lessonsOf(res.body.course).map((l) => l.open)).toEqual([true]);
    expect((await get(`/${secondCourse}/lessons/${lesson.second}`)).status).toBe(200);
    // A membership itself has no lessons: it is no course area.
    expect((await get(`/${membershipId}`)).status).toBe(404);

    // An ended access of its own does not close a course the running membership still opens,
    // in the list as in the course area.
    // (Delivery may have written this row for the included course: it is ended either way.)
    await t.deps.db
      .insert(courseAccesses)
      .values({
        orderId: memberOrderId,
        userId: payer.id,
        productId: secondCourse,
        startsAt: t.clock.now(),
        state: "ended",
      })
      .onConflictDoUpdate({
        target: [courseAccesses.orderId, courseAccesses.productId],
        set: { state: "ended" },
      });
    expect((await get(`/${secondCourse}`)).status).toBe(200);
    const listed = (await get("")).body.list.find(
      (c: { product: { id: number } }) => c.product.id === secondCourse,
    );
    expect(listed.access.state).toBe("active");
  });

  it("shows nothing to another payer", async () => {
    expect((await get(`/${courseId}`, otherToken)).status).toBe(404);
    expect((await get(`/${courseId}/lessons/${lesson.intro}`, otherToken)).status).toBe(404);
    const put = await call(t.app, "PUT", `/payer/courses/${courseId}/lessons/${lesson.intro}/progress`, {
      token: otherToken,
      body: { status: "completed" },
    });
    expect(put.status).toBe(404);
  });

  it("refuses an ended access with a translated message, and one whose end date passed", async () => {
    await t.deps.db.update(courseAccesses).set({ state: "ended" }).where(eq(courseAccesses.id, accessId));
    const ended = await get(`/${courseId}`, token, "de");
    expect(ended.status).toBe(403);
    expect(ended.body.error).toMatchObject({
      code: "COURSE_ACCESS_ENDED",
      message: "Dein Zugang zu diesem Kurs ist beendet.",
    });
    expect((await get(`/${courseId}/lessons/${lesson.intro}`)).body.error.code).toBe("COURSE_ACCESS_ENDED");
    expect((await mark(lesson.intro, "completed")).status).toBe(403);
    // Still listed, marked ended, so the payer sees why.
    const listed = (await get("")).body.list.find(
      (c: { product: { id: number } }) => c.product.id === courseId,
    );
    expect(listed.access.state).toBe("ended");

    await t.deps.db
      .update(courseAccesses)
      .set({ state: "active", endsAt: new Date(t.clock.now().getTime() + DAY) })
      .where(eq(courseAccesses.id, accessId));
    expect((await get(`/${courseId}`)).status).toBe(200);
    await advance(DAY + 1000);
    const expired = await get(`/${courseId}`);
    expect(expired.status).toBe(403);
    expect(expired.body.error.message).toBe("Your access to this course has ended.");
  });

  it("keeps an upcoming access (after a trial) closed until it starts", async () => {
    const start = new Date(t.clock.now().getTime() + 2 * DAY);
    await t.deps.db
      .update(courseAccesses)
      .set({ state: "active", endsAt: null, startsAt: start })
      .where(eq(courseAccesses.id, accessId));
    const res = await get(`/${courseId}`);
    expect(res.status).toBe(200);
    expect(res.body.course.access.state).toBe("upcoming");
    expect(lessonsOf(res.body.course).every((l) => !l.open)).toBe(true);
    expect(new Date(lessonsOf(res.body.course)[0]!.opens_at).getTime()).toBe(start.getTime());
  });
});
