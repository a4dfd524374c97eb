import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenUser } from "./support/users.ts";
import { givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { givenCourseAccess, givenPayerOrder } from "./support/given-payer.ts";
import { givenStoredFile } from "./support/given-fulfilment.ts";
import { courseModules, lessons } from "../src/catalog/index.ts";
import { courseAccesses, lessonProgress } from "../src/fulfilment/tables.ts";

// The lesson page beyond its content (payer area): the quiz without its answers, answering it
// (shape checked and translated, kept, graded per question, shown again), files through signed
// links that expire, a course paused for an unpaid rate, and the delivery mails sent again from
// the order page. Another payer sees none of it.

const QUIZ = [
  {
    type: "checkbox",
    question: "Which are colours?",
    options: [
      { text: "Red", correct: true },
      { text: "Blue", correct: true },
      { text: "Seven", correct: false },
    ],
    explanation: "Red and blue are colours.",
  },
  {
    type: "select_box",
    question: "How many days has a week?",
    options: [
      { text: "Five", correct: false },
      { text: "Seven", correct: true },
    ],
    explanation: "Seven.",
  },
  { type: "service", question: "Take a short break now.", options: [], explanation: "" },
  { type: "open_question", question: "What did you learn?", options: [], explanation: "Anything honest." },
];

let t: TestPlatform;
let payer: Awaited<ReturnType<typeof givenUser>>;
let other: Awaited<ReturnType<typeof givenUser>>;
let token: string;
let otherToken: string;
let courseId: number;
let orderToken: string;
let accessId: number;
let fileId: number;
const lesson = {} as Record<"quiz" | "plain" | "later", number>;

beforeAll(async () => {
  t = await startTestPlatform();
  const seller = await givenSellingSeller(t.deps);
  payer = await givenUser(t.deps, { profiles: ["payer"] });
  other = await givenUser(t.deps, { profiles: ["payer"] });
  token = (await signIn(t.app, payer.email)).access_token;
  otherToken = (await signIn(t.app, other.email)).access_token;

  const course = await givenSellableProduct(t.deps, seller.id, { form: "course" });
  courseId = course.product.id;
  const file = await givenStoredFile(t.deps, seller.id, {
    filename: "notes.txt",
    contentType: "text/plain",
    bytes: new TextEncoder().encode("Lesson notes.\n".repeat(50)),
    purpose: "lesson_media",
  });
  fileId = file.id;
  const [module] = await t.deps.db
    .insert(courseModules)
    .values({ productId: courseId, title: "Start", position: 0 })
    .returning();
  const add = async (values: Partial<typeof lessons.$inferInsert> & { title: string }) =>
    (
      await t.deps.db
        .insert(lessons)
        .values({ productId: courseId, moduleId: module!.id, status: "published", ...values })
        .returning()
    )[0]!.id;
  lesson.quiz = await add({
    title: "With a quiz",
    position: 0,
    content: [{ type: "file", title: "Notes", file_id: fileId }],
    quiz: QUIZ,
  });
  lesson.plain = await add({ title: "Without a quiz", position: 1 });
  lesson.later = await add({ title: "Later", position: 2, dripDays: 5, quiz: QUIZ.slice(0, 1) });

  const order = await givenPayerOrder(t, { productId: courseId, planId: course.plans[0]!.id, payer });
  orderToken = order.token;
  accessId = (
    await givenCourseAccess(t.deps, {
      orderId: order.id,
      userId: payer.id,
      productId: courseId,
      startsAt: t.clock.now(),
    })
  ).id;
});
afterAll(() => t.close());

const lessonPath = (id: number) => `/payer/courses/${courseId}/lessons/${id}`;
const answer = (id: number, answers: unknown, as = token, locale?: string) =>
  call(t.app, "POST", `${lessonPath(id)}/quiz`, {
    token: as,
    body: { answers },
    ...(locale ? { locale } : {}),
  });

const RIGHT_AND_WRONG = [{ selected: [1, 0] }, { selected: [0] }, {}, { text: "  Patience.  " }];

describe("the quiz of a lesson", () => {
  it("shows the questions without telling which options are right", async () => {
    const res = await call(t.app, "GET", lessonPath(lesson.quiz), { token });
    expect(res.status).toBe(200);
    expect(res.body.lesson.quiz).toEqual({
      questions: [
        {
          type: "checkbox",
          question: "Which are colours?",
          options: [{ text: "Red" }, { text: "Blue" }, { text: "Seven" }],
        },
        {
          type: "select_box",
          question: "How many days has a week?",
          options: [{ text: "Five" }, { text: "Seven" }],
        },
        { type: "service", question: "Take a short break now.", options: [] },
        { type: "open_question", question: "What did you learn?", options: [] },
      ],
      result: null,
    });
    expect(JSON.stringify(res.body.lesson.quiz)).not.toMatch(/correct|explanation|honest/);
  });

  it("refuses answers that do not fit their questions, in the payer's language, and keeps nothing", async () => {
    const mismatch = await answer(lesson.quiz, [{ selected: [0] }], token, "de");
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toMatchObject({
      code: "INVALID_INPUT",
      param: "answers",
      message: "answers: Das Quiz wurde inzwischen geändert. Bitte beantworte es erneut.",
    });
    const wrongShapes = await answer(lesson.quiz, [
      { selected: [] },
      { selected: [0, 1] },
      {},
      { text: " " },
    ]);
    expect(wrongShapes.body.error.details).toEqual([
      { param: "answers.0", code: "quiz_answer_required", message: "Please answer this question." },
      { param: "answers.1", code: "quiz_single_answer", message: "Choose one answer only." },
      { param: "answers.3", code: "quiz_answer_required", message: "Please answer this question." },
    ]);
    const unknown = await answer(lesson.quiz, [{ selected: [3] }, { selected: [1] }, {}, { text: "x" }]);
    expect(unknown.body.error.details).toEqual([
      expect.objectContaining({ param: "answers.0", code: "quiz_option_unknown" }),
    ]);
    const notAList = await answer(lesson.quiz, [{ selected: "all" }, {}, {}, {}]);
    expect(notAList.status).toBe(400);
    expect(notAList.body.error.param).toBe("answers.0.selected");
    const [kept] = await t.deps.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, payer.id), eq(lessonProgress.lessonId, lesson.quiz)));
    expect(kept?.quizAnswers ?? null).toBeNull();
  });

  it("keeps the answers and grades each question, with the explanation; open questions are recorded, not graded", async () => {
    const res = await answer(lesson.quiz, RIGHT_AND_WRONG);
    expect(res.status).toBe(200);
    const result = {
      answers: [
        {
          correct: true,
          correct_options: [0, 1],
          explanation: "Red and blue are colours.",
          selected: [0, 1],
          text: "",
        },
        { correct: false, correct_options: [1], explanation: "Seven.", selected: [0], text: "" },
        { correct: null, correct_options: [], explanation: "", selected: [], text: "" },
        {
          correct: null,
          correct_options: [],
          explanation: "Anything honest.",
          selected: [],
          text: "Patience.",
        },
      ],
      graded: 2,
      correct: 1,
    };
    expect(res.body).toEqual({ lesson_id: lesson.quiz, quiz: expect.objectContaining({ result }) });
    const [kept] = await t.deps.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, payer.id), eq(lessonProgress.lessonId, lesson.quiz)));
    expect(kept!.quizAnswers).toEqual([{ selected: [0, 1] }, { selected: [0] }, {}, { text: "Patience." }]);

    // Reopened, the lesson shows the result again; answering is no condition for completing.
    const reopened = await call(t.app, "GET", lessonPath(lesson.quiz), { token });
    expect(reopened.body.lesson.quiz.result).toEqual(result);
    expect(reopened.body.lesson.status).toBe("in_progress");

    // Retaken: the new answers replace the old ones.
    const retaken = await answer(lesson.quiz, [
      { selected: [0, 1] },
      { selected: [1] },
      {},
      { text: "More." },
    ]);
    expect(retaken.body.quiz.result).toMatchObject({ graded: 2, correct: 2 });
  });

  it("asks again once the seller changed the quiz so the answers no longer fit", async () => {
    const [row] = await t.deps.db.select().from(lessons).where(eq(lessons.id, lesson.quiz));
    await t.deps.db
      .update(lessons)
      .set({ quiz: [...QUIZ, QUIZ[1]!] })
      .where(eq(lessons.id, lesson.quiz));
    const res = await call(t.app, "GET", lessonPath(lesson.quiz), { token });
    expect(res.body.lesson.quiz.result).toBeNull();
    expect(res.body.lesson.quiz.questions).toHaveLength(5);
    await t.deps.db.update(lessons).set({ quiz: row!.quiz }).where(eq(lessons.id, lesson.quiz));
  });

  it("answers only an open lesson with a quiz of a payer's own course", async () => {
    expect((await answer(lesson.quiz, RIGHT_AND_WRONG, otherToken)).status).toBe(404);
    expect((await answer(lesson.plain, [])).status).toBe(404);
    const locked = await answer(lesson.later, [{ selected: [0, 1] }]);
    expect(locked.status).toBe(403);
    expect(locked.body.error.code).toBe("LESSON_LOCKED");
  });
});

describe("files of a lesson", () => {
  const fileUrl = async () => {
    const res = await call(t.app, "GET", lessonPath(lesson.quiz), { token });
    return res.body.lesson.content[0].file.url as string;
  };

  it("are served through signed links that expire, never a lasting file signature", async () => {
    const url = await fileUrl();
    expect(url).toMatch(
      new RegExp(
        `^/api/v1/payer/lesson_files/${payer.id}/${courseId}/${lesson.quiz}/${fileId}\\?expires=\\d+&sig=`,
      ),
    );
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Lesson notes.");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const range = await t.app.inject({ url, headers: { range: "bytes=0-5" } });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe("Lesson");
  });

  it("answers 404 to an altered link and 403 to an expired one", async () => {
    const url = await fileUrl();
    const sig = new URL(url, "http://x").searchParams.get("sig")!;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`;
    expect((await t.app.inject({ url: url.replace(sig, flipped) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: url.replace(`/${payer.id}/`, `/${other.id}/`) })).statusCode).toBe(404);
    const expires = Number(new URL(url, "http://x").searchParams.get("expires"));
    expect(
      (await t.app.inject({ url: url.replace(`expires=${expires}`, `expires=${expires + 3600}`) }))
        .statusCode,
    ).toBe(404);

    t.clock.advance(6 * 3600_000 + 1000);
    token = (await signIn(t.app, payer.email)).access_token;
    otherToken = (await signIn(t.app, other.email)).access_token;
    const expired = await t.app.inject({ url, headers: { "x-locale": "de" } });
    expect(expired.statusCode).toBe(403);
    expect(JSON.parse(expired.body).error).toEqual({
      code: "LESSON_FILE_LINK_EXPIRED",
      message: "Dieser Link ist abgelaufen. Öffne die Lektion erneut, um einen neuen zu erhalten.",
    });
    // Opening the lesson again gives a fresh one.
    expect((await t.app.inject({ url: await fileUrl() })).statusCode).toBe(200);
  });

  it("stop working with the access, even before they expire", async () => {
    const url = await fileUrl();
    await t.deps.db.update(courseAccesses).set({ state: "ended" }).where(eq(courseAccesses.id, accessId));
    const ended = await t.app.inject({ url });
    expect(ended.statusCode).toBe(403);
    expect(JSON.parse(ended.body).error.code).toBe("COURSE_ACCESS_ENDED");
    await t.deps.db.update(courseAccesses).set({ state: "active" }).where(eq(courseAccesses.id, accessId));
    expect((await t.app.inject({ url })).statusCode).toBe(200);
  });
});

describe("a course paused for an unpaid rate", () => {
  it("shows locked with the way to pay, and refuses its lessons and files with the reason", async () => {
    const url = (await call(t.app, "GET", lessonPath(lesson.quiz), { token })).body.lesson.content[0].file
      .url;
    await t.deps.db.update(courseAccesses).set({ state: "paused" }).where(eq(courseAccesses.id, accessId));
    try {
      const course = await call(t.app, "GET", `/payer/courses/${courseId}`, { token });
      expect(course.status).toBe(200);
      expect(course.body.course.access).toMatchObject({
        state: "paused",
        manage_url: expect.stringMatching(new RegExp(`/payment/${orderToken}/manage$`)),
      });
      const listed = course.body.course.modules.flatMap((m: { lessons: { open: boolean }[] }) => m.lessons);
      expect(listed.every((l: { open: boolean }) => !l.open)).toBe(true);

      const list = await call(t.app, "GET", "/payer/courses", { token });
      expect(list.body.list[0].access).toMatchObject({ state: "paused", manage_url: expect.any(String) });

      const refused = await call(t.app, "GET", lessonPath(lesson.quiz), { token, locale: "de" });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatchObject({
        code: "ACCESS_PAUSED",
        message: expect.stringContaining("pausiert"),
      });
      expect((await answer(lesson.quiz, RIGHT_AND_WRONG)).body.error.code).toBe("ACCESS_PAUSED");
      expect(JSON.parse((await t.app.inject({ url })).body).error.code).toBe("ACCESS_PAUSED");
    } finally {
      await t.deps.db.update(courseAccesses).set({ state: "active" }).where(eq(courseAccesses.id, accessId));
    }
  });
});

describe("POST /payer/orders/:token/deliveries/resend", () => {
  it("sends an own order's delivery mails again, a few times at most, and never another payer's", async () => {
    const foreign = await call(t.app, "POST", `/payer/orders/${orderToken}/deliveries/resend`, {
      token: otherToken,
    });
    expect(foreign.status).toBe(404);
    const first = await call(t.app, "POST", `/payer/orders/${orderToken}/deliveries/resend`, { token });
    expect(first.status).toBe(200);
    expect(first.body.sent).toBeGreaterThanOrEqual(1);
    expect(
      (await call(t.app, "POST", `/payer/orders/${orderToken}/deliveries/resend`, { token })).status,
    ).toBe(200);
    const limited = await call(t.app, "POST", `/payer/orders/${orderToken}/deliveries/resend`, {
      token,
      locale: "de",
    });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("MS_MAX_CONCURRENT_REQ");
    expect(limited.headers["retry-after"]).toBeDefined();
  });
});
