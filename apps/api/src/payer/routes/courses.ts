import { payer } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { currentUser } from "../../platform/auth/access.ts";
import { listCourses } from "../use-cases/list-courses.ts";
import { showCourse } from "../use-cases/show-course.ts";
import { showLesson } from "../use-cases/show-lesson.ts";
import { saveLessonProgress } from "../use-cases/save-lesson-progress.ts";
import { answerQuiz } from "../use-cases/answer-quiz.ts";
import { PAYER_CONFIG } from "./access.ts";

const tags = ["payer"];
const base = `${API}/payer/courses`;

/** The course area: the payer's courses, one course's lessons by drip, a lesson, its progress and quiz. */
export const payerCourseRoutes: RouteModule = (app, deps) => {
  app.get(
    base,
    {
      config: PAYER_CONFIG,
      schema: {
        tags,
        summary: "The payer's courses and memberships, active or ended",
        querystring: payer.payerCoursesQuery,
        response: { 200: payer.payerCoursesAnswer },
      },
    },
    async (req) => listCourses(deps, currentUser(req).userId, req.query),
  );

  app.get(
    `${base}/:product_id`,
    {
      config: PAYER_CONFIG,
      schema: {
        tags,
        summary:
          "A course's modules and lessons: open ones, locked ones with their date (403 once access ended)",
        params: payer.courseParams,
        response: { 200: payer.payerCourseAnswer },
      },
    },
    async (req) => ({
      course: unwrap(await showCourse(deps, currentUser(req).userId, req.params.product_id)),
    }),
  );

  app.get(
    `${base}/:product_id/lessons/:lesson_id`,
    {
      config: PAYER_CONFIG,
      schema: {
        tags,
        summary: "An open lesson's content (403 LESSON_LOCKED before its drip date); marks it in progress",
        params: payer.lessonParams,
        response: { 200: payer.payerLessonAnswer },
      },
    },
    async (req) =>
      unwrap(await showLesson(deps, currentUser(req).userId, req.params.product_id, req.params.lesson_id)),
  );

  app.put(
    `${base}/:product_id/lessons/:lesson_id/progress`,
    {
      config: PAYER_CONFIG,
      schema: {
        tags,
        summary: "Mark an open lesson completed or in progress",
        params: payer.lessonParams,
        body: payer.progressBody,
        response: { 200: payer.progressAnswer },
      },
    },
    async (req) =>
      unwrap(
        await saveLessonProgress(deps, currentUser(req).userId, {
          productId: req.params.product_id,
          lessonId: req.params.lesson_id,
          status: req.body.status,
        }),
      ),
  );

  app.post(
    `${base}/:product_id/lessons/:lesson_id/quiz`,
    {
      config: PAYER_CONFIG,
      schema: {
        tags,
        summary: "Answer an open lesson's quiz (replaces the last answers); answered graded per question",
        params: payer.lessonParams,
        body: payer.quizBody,
        response: { 200: payer.quizAnswerEnvelope },
      },
    },
    async (req) =>
      unwrap(
        await answerQuiz(deps, currentUser(req).userId, {
          productId: req.params.product_id,
          lessonId: req.params.lesson_id,
          answers: req.body.answers,
        }),
      ),
  );
};
