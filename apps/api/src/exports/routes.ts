import { exportJobs } from "@sellwerk/contracts";
import type { FastifyReply } from "fastify";
import type { Readable } from "node:stream";
import { API, type RouteModule } from "../platform/http/route.ts";
import { actingSeller } from "../platform/auth/access.ts";
import { cabinetConfig } from "../catalog/routes/part-route.ts";
import { runView, scheduleView } from "./views.ts";
import { requestRun } from "./use-cases/request-run.ts";
import { findRun, listRuns } from "./use-cases/list-runs.ts";
import { downloadRun, openRunFile } from "./use-cases/open-run-file.ts";
import { createSchedule } from "./use-cases/create-schedule.ts";
import { findSchedule, lastRuns } from "./use-cases/find-schedule.ts";
import { listSchedules } from "./use-cases/list-schedules.ts";
import { setScheduleState } from "./use-cases/set-schedule-state.ts";
import { deleteSchedule } from "./use-cases/delete-schedule.ts";
import { runScheduleNow } from "./use-cases/run-schedule-now.ts";

const tags = ["cabinet", "exports"];
const base = `${API}/cabinet/exports`;

function sendCsv(reply: FastifyReply, file: { body: Readable; fileName: string }) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("cache-control", "no-store")
    .send(file.body);
}

/** The seller's export jobs with progress and scheduled exports (docs/exports.md). */
export const exportRoutes: RouteModule = (app, deps) => {
  app.get(
    `${base}/runs`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "The seller's export runs (now and scheduled) by schedule, list and state",
        querystring: exportJobs.runsQuery,
        response: { 200: exportJobs.runsAnswer },
      },
    },
    async (req) => listRuns(deps, actingSeller(req), req.query),
  );

  app.post(
    `${base}/runs`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Export a list with its filters as a job (poll its progress, then download)",
        body: exportJobs.createRunBody,
        response: { 201: exportJobs.exportRunEnvelope },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ export_run: runView(await requestRun(deps, actingSeller(req), req.body)) }),
  );

  app.get(
    `${base}/runs/:id`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "One export run with its progress (rows written of rows found)",
        params: exportJobs.exportIdParams,
        response: { 200: exportJobs.exportRunEnvelope },
      },
    },
    async (req) => ({ export_run: runView(await findRun(deps, actingSeller(req), req.params.id)) }),
  );

  app.get(
    `${base}/runs/:id/download`,
    {
      config: cabinetConfig,
      schema: { tags, summary: "A done run's CSV", params: exportJobs.exportIdParams },
    },
    async (req, reply) => sendCsv(reply, await downloadRun(deps, actingSeller(req), req.params.id)),
  );

  app.get(
    `${API}/exports/runs/:id/file`,
    {
      config: { access: "public" },
      schema: {
        tags: ["exports"],
        summary: "A scheduled export's CSV by the expiring signed link its mail carries",
        params: exportJobs.exportIdParams,
        querystring: exportJobs.runFileQuery,
      },
    },
    async (req, reply) => {
      void reply.header("referrer-policy", "no-referrer");
      return sendCsv(reply, await openRunFile(deps, { id: req.params.id, ...req.query }));
    },
  );

  app.get(
    `${base}/schedules`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "The seller's scheduled exports with their newest run",
        querystring: exportJobs.schedulesQuery,
        response: { 200: exportJobs.schedulesAnswer },
      },
    },
    async (req) => listSchedules(deps, actingSeller(req), req.query),
  );

  app.post(
    `${base}/schedules`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Schedule a list's export (filters, columns, frequency, delivery, recipients)",
        body: exportJobs.createScheduleBody,
        response: { 201: exportJobs.exportScheduleEnvelope },
      },
    },
    async (req, reply) =>
      reply.code(201).send({
        export_schedule: scheduleView(await createSchedule(deps, actingSeller(req), req.body), undefined),
      }),
  );

  app.patch(
    `${base}/schedules/:id`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Pause or resume a schedule",
        params: exportJobs.exportIdParams,
        body: exportJobs.updateScheduleBody,
        response: { 200: exportJobs.exportScheduleEnvelope },
      },
    },
    async (req) => {
      const seller = actingSeller(req);
      const row = await setScheduleState(deps, seller, req.params.id, req.body.state);
      return { export_schedule: scheduleView(row, (await lastRuns(deps.db, [row.id])).get(row.id)) };
    },
  );

  app.delete(
    `${base}/schedules/:id`,
    {
      config: cabinetConfig,
      schema: { tags, summary: "Delete a schedule (its runs stay)", params: exportJobs.exportIdParams },
    },
    async (req, reply) => {
      await deleteSchedule(deps, actingSeller(req), req.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    `${base}/schedules/:id/run_now`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Make and mail a schedule's export now",
        params: exportJobs.exportIdParams,
        response: { 201: exportJobs.exportRunEnvelope },
      },
    },
    async (req, reply) => {
      const run = await runScheduleNow(deps, actingSeller(req), req.params.id);
      return reply.code(201).send({ export_run: runView(run) });
    },
  );

  app.get(
    `${base}/schedules/:id`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "One schedule with its newest run",
        params: exportJobs.exportIdParams,
        response: { 200: exportJobs.exportScheduleEnvelope },
      },
    },
    async (req) => {
      const row = await findSchedule(deps.db, actingSeller(req), req.params.id);
      return { export_schedule: scheduleView(row, (await lastRuns(deps.db, [row.id])).get(row.id)) };
    },
  );
};
