import { describe, expect, it } from "vitest";
import type { CourseModule, Lesson } from "../../src/api/catalogContent.ts";
import { moveLesson, moveModule } from "../../src/cabinet/products/editor/steps/content/courseOrder.ts";
import {
  lessonPayload,
  newBlock,
  newQuestion,
  toLessonForm,
  validateLesson,
} from "../../src/cabinet/products/editor/steps/content/lessonForm.ts";
import {
  newEventForm,
  validateEvent,
  validateTicketType,
} from "../../src/cabinet/products/editor/steps/ticketDetails/eventForms.ts";
import {
  serialExample,
  toKeysDetails,
  validateKeysDetails,
} from "../../src/cabinet/products/editor/steps/keysDetails/keysDetailsForm.ts";
import { fromLocalInput, toLocalInput } from "../../src/ui/fields/localDateTime.ts";
import { productFixture } from "./fixtures.ts";

const lesson = (overrides: Partial<Lesson> = {}): Lesson => ({
  id: 1,
  moduleId: 1,
  title: "Welcome",
  position: 0,
  status: "pending",
  dripDays: null,
  dripDate: null,
  blocksCount: 0,
  questionsCount: 0,
  content: [],
  quiz: [],
  ...overrides,
});

const module = (id: number, lessonIds: number[]): CourseModule => ({
  id,
  title: `m${id}`,
  position: 0,
  lessons: lessonIds.map((lessonId) => ({ ...lesson({ id: lessonId, moduleId: id }) })),
});

describe("course order", () => {
  const modules = [module(1, [10, 11, 12]), module(2, [20])];
  it("moves a module and keeps its lessons", () => {
    expect(moveModule(modules, 1, 0)).toEqual([
      { id: 2, lessonIds: [20] },
      { id: 1, lessonIds: [10, 11, 12] },
    ]);
  });
  it("moves a lesson inside its module only", () => {
    expect(moveLesson(modules, 1, 2, 0)).toEqual([
      { id: 1, lessonIds: [12, 10, 11] },
      { id: 2, lessonIds: [20] },
    ]);
  });
});

describe("lesson form", () => {
  it("names broken rules by the paths the API uses (camelCased)", () => {
    const form = toLessonForm(lesson());
    const video = { ...newBlock("video"), url: "javascript:alert(1)" };
    const pdf = newBlock("pdf");
    const question = { ...newQuestion("select_box"), question: "Q" };
    question.options = [
      { text: "a", correct: true },
      { text: "b", correct: true },
    ];
    const issues = validateLesson({
      ...form,
      dripMode: "days",
      dripDays: null,
      content: [video, pdf],
      quiz: [question],
    });
    expect(Object.keys(issues).sort()).toEqual([
      "content.0.url",
      "content.1.fileId",
      "dripDays",
      "quiz.0.options",
    ]);
    expect(issues["quiz.0.options"]?.key).toBe("contracts:validation.quiz_single_correct");
  });

  it("sends one drip kind, the video's one source and the quiz without local keys", () => {
    const form = toLessonForm(lesson({ dripDays: 3 }));
    const payload = lessonPayload({
      ...form,
      dripMode: "date",
      dripDate: "2031-01-01T00:00:00.000Z",
      content: [{ ...newBlock("video"), url: " https://vimeo.com/1 " }],
      quiz: [{ ...newQuestion("open_question"), question: " Why? " }],
    });
    expect(payload).toMatchObject({
      dripDays: null,
      dripDate: "2031-01-01T00:00:00.000Z",
      content: [{ type: "video", title: "", url: "https://vimeo.com/1", fileId: null }],
      quiz: [{ type: "open_question", question: "Why?", options: [], explanation: "" }],
    });
    expect(payload.quiz?.[0]).not.toHaveProperty("key");
  });
});

describe("event forms", () => {
  it("checks the dates with the domain's rules", () => {
    const form = { ...newEventForm(new Date("2031-01-01T00:00:00Z")), name: "Meetup" };
    expect(validateEvent(form)).toEqual({});
    const ended = validateEvent({
      ...form,
      endsAt: "2030-01-01T00:00:00.000Z",
      salesEndAt: "2032-01-01T00:00:00.000Z",
    });
    expect(Object.keys(ended).sort()).toEqual(["endsAt", "salesEndAt"]);
  });

  it("keeps a quota at or above what is sold and reserved", () => {
    const base = { name: "Standard", free: false, price: 100, quota: 9, active: true };
    expect(validateTicketType(base, { soldCount: 5, reservedCount: 5 }).quota?.params).toEqual({ min: 10 });
    expect(validateTicketType({ ...base, quota: 10 }, { soldCount: 5, reservedCount: 5 })).toEqual({});
    expect(validateTicketType({ ...base, price: 0 }, null).price?.key).toBe("contracts:validation.too_low");
    expect(validateTicketType({ ...base, free: true, price: 0 }, null)).toEqual({});
  });
});

describe("keys details", () => {
  it("starts with every field and shows the serial as it will read", () => {
    const details = toKeysDetails(productFixture({ form: "certificate" }));
    expect(details.fields).toEqual(["buyer_name", "product", "date", "serial"]);
    const example = serialExample({ ...details, serialPrefix: "ACME" }, new Date("2031-05-01T00:00:00Z"));
    expect(example).toBe("ACME-2031-000001-K7Q2XF");
    expect(validateKeysDetails({ ...details, serialPrefix: "AC ME" }).serialPrefix?.key).toBe(
      "contracts:validation.invalid_serial_prefix",
    );
  });
});

describe("local date-time inputs", () => {
  it("round-trip a moment through the browser's wall time", () => {
    const iso = "2031-06-12T17:00:00.000Z";
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(null)).toBe("");
    expect(fromLocalInput("")).toBeNull();
  });
});
