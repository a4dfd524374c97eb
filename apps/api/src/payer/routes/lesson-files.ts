import { payer } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { sendFile } from "../../platform/http/send-file.ts";
import { openLessonFile } from "../use-cases/open-lesson-file.ts";

/**
 * A lesson's file through the signed, expiring link the lesson answer hands the payer. Public like
 * a buyer's download: a <video>, <audio> or PDF viewer cannot send a bearer token, so the link's
 * signature (which names the payer) stands in for it, and their access is checked again here.
 */
export const payerLessonFileRoutes: RouteModule = (app, deps) => {
  app.get(
    `${API}/payer/lesson_files/:user_id/:product_id/:lesson_id/:file_id`,
    {
      config: { access: "public" },
      schema: {
        tags: ["payer"],
        summary:
          "A lesson file by its signed, expiring link (Range supported; altered link 404, expired 403)",
        params: payer.lessonFileParams,
        querystring: payer.lessonFileQuery,
      },
    },
    async (req, reply) => {
      const target = unwrap(
        await openLessonFile(deps, {
          userId: req.params.user_id,
          productId: req.params.product_id,
          lessonId: req.params.lesson_id,
          fileId: req.params.file_id,
          ...req.query,
        }),
      );
      void reply.header("referrer-policy", "no-referrer");
      return sendFile(req, reply, target, { download: false, cacheControl: "private, no-store" });
    },
  );
};
