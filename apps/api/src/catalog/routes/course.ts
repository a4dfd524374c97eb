import { z } from "zod";
import { course, productParts } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { showCourse } from "../use-cases/show-course.ts";
import { addCourseModule } from "../use-cases/add-course-module.ts";
import { renameCourseModule } from "../use-cases/rename-course-module.ts";
import { removeCourseModule } from "../use-cases/remove-course-module.ts";
import { reorderCourse } from "../use-cases/reorder-course.ts";
import { addLesson } from "../use-cases/add-lesson.ts";
import { showLesson } from "../use-cases/show-lesson.ts";
import { updateLesson } from "../use-cases/update-lesson.ts";
import { removeLesson } from "../use-cases/remove-lesson.ts";
import { cabinetConfig, partAnswer } from "./part-route.ts";

const tags = ["cabinet", "catalog"];
const base = `${API}/cabinet/products/:id`;
const treeAnswer = z.object({ list: z.array(course.courseModule), product_version: z.number().int() });

/** The "content" step of a course: modules, lessons, their order, content blocks and quizzes. */
export const courseRoutes: RouteModule = (app, deps) => {
  app.get(
    `${base}/course_modules`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "The course's modules with their lessons, and its publish state",
        params: productParts.productParams,
        response: { 200: course.courseTree },
      },
    },
    async (req) => unwrap(await showCourse(deps, actingSeller(req), req.params.id)),
  );

  app.post(
    `${base}/course_modules`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Add a module at the end",
        params: productParts.productParams,
        body: course.moduleBody,
        response: { 201: course.moduleAnswer },
      },
    },
    async (req, reply) => {
      const edited = unwrap(await addCourseModule(deps, actingSeller(req), req.params.id, req.body));
      return reply.code(201).send(partAnswer("module", edited));
    },
  );

  app.put(
    `${base}/course_modules/order`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Order modules and lessons (and move lessons between modules)",
        params: productParts.productParams,
        body: course.courseOrderBody,
        response: { 200: treeAnswer },
      },
    },
    async (req) =>
      partAnswer("list", unwrap(await reorderCourse(deps, actingSeller(req), req.params.id, req.body))),
  );

  app.patch(
    `${base}/course_modules/:module_id`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Rename a module",
        params: course.moduleParams,
        body: course.moduleBody,
        response: { 200: course.moduleAnswer },
      },
    },
    async (req) =>
      partAnswer(
        "module",
        unwrap(
          await renameCourseModule(deps, actingSeller(req), req.params.id, req.params.module_id, req.body),
        ),
      ),
  );

  app.delete(
    `${base}/course_modules/:module_id`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Remove a module and its lessons (version in If-Match)",
        params: course.moduleParams,
        headers: productParts.ifMatchHeaders,
        response: { 200: productParts.versionAnswer },
      },
    },
    async (req) => {
      const { id, module_id } = req.params;
      const edited = unwrap(
        await removeCourseModule(deps, actingSeller(req), id, module_id, req.headers["if-match"]),
      );
      return { product_version: edited.product.version };
    },
  );

  app.post(
    `${base}/lessons`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Add a lesson at the end of a module",
        params: productParts.productParams,
        body: course.lessonCreateBody,
        response: { 201: course.lessonAnswer },
      },
    },
    async (req, reply) => {
      const edited = unwrap(await addLesson(deps, actingSeller(req), req.params.id, req.body));
      return reply.code(201).send(partAnswer("lesson", edited));
    },
  );

  app.get(
    `${base}/lessons/:lesson_id`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "A lesson with its content and quiz",
        params: course.lessonParams,
        response: { 200: course.lessonAnswer },
      },
    },
    async (req) => unwrap(await showLesson(deps, actingSeller(req), req.params.id, req.params.lesson_id)),
  );

  app.patch(
    `${base}/lessons/:lesson_id`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Change a lesson: title, module, status, drip, content blocks, quiz",
        params: course.lessonParams,
        body: course.lessonUpdateBody,
        response: { 200: course.lessonAnswer },
      },
    },
    async (req) =>
      partAnswer(
        "lesson",
        unwrap(await updateLesson(deps, actingSeller(req), req.params.id, req.params.lesson_id, req.body)),
      ),
  );

  app.delete(
    `${base}/lessons/:lesson_id`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Remove a lesson (version in If-Match)",
        params: course.lessonParams,
        headers: productParts.ifMatchHeaders,
        response: { 200: productParts.versionAnswer },
      },
    },
    async (req) => {
      const { id, lesson_id } = req.params;
      const edited = unwrap(
        await removeLesson(deps, actingSeller(req), id, lesson_id, req.headers["if-match"]),
      );
      return { product_version: edited.product.version };
    },
  );
};
