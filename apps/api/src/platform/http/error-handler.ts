import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { errorMessage, validationMessage, type ErrorBody, type FieldError } from "@sellwerk/contracts";
import { AppError } from "./errors.ts";

function fieldName(instancePath: string, context: string | undefined): string {
  const name = instancePath.replace(/^\//, "").replace(/\//g, ".");
  return name || context || "body";
}

function bounds(params: Record<string, unknown> | undefined): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  const min = params?.minimum ?? (params?.params as Record<string, unknown> | undefined)?.minimum;
  const max = params?.maximum ?? (params?.params as Record<string, unknown> | undefined)?.maximum;
  if (typeof min === "number" || typeof min === "bigint") out.min = Number(min);
  if (typeof max === "number" || typeof max === "bigint") out.max = Number(max);
  return out;
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.code(status).type("application/json; charset=utf-8").send(body);
}

/**
 * Maps every error to the API's error body in the request's language. Expected failures arrive
 * as AppError or schema validation errors; anything else is a bug: 500 without internals, logged.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const locale = req.locale ?? "en";
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: FieldError[] = error.validation.flatMap((v) => {
        const code = v.message || "invalid";
        const param = fieldName(v.instancePath, error.validationContext);
        const message = validationMessage(locale, code, bounds(v.params));
        // A strict body names the fields it does not know: each is the param, not the object.
        const keys = v.params?.keys;
        if (v.keyword === "unrecognized_keys" && Array.isArray(keys) && keys.length > 0) {
          const base = v.instancePath.replace(/^\//, "").replace(/\//g, ".");
          return keys.map((key) => ({ param: base ? `${base}.${String(key)}` : String(key), code, message }));
        }
        return [{ param, code, message }];
      });
      const first = details[0];
      return send(reply, 400, {
        error: {
          code: "INVALID_INPUT",
          message: first ? `${first.param}: ${first.message}` : errorMessage(locale, "INVALID_INPUT"),
          ...(first ? { param: first.param } : {}),
          details,
        },
      });
    }
    if (error instanceof AppError) {
      const field = error.field;
      // Use-cases that name several fields leave the messages to us: they do not know the locale.
      const details =
        error.details?.map((d) => (d.message ? d : { ...d, message: validationMessage(locale, d.code) })) ??
        (field
          ? [
              {
                param: field.param,
                code: field.code,
                message: validationMessage(locale, field.code, field.params),
              },
            ]
          : undefined);
      const first = field ?? details?.[0];
      const message = first ? `${first.param}: ${details![0]!.message}` : errorMessage(locale, error.code);
      if (error.statusCode >= 500) req.log.error({ err: error }, "service failure");
      if (error.retryAfterSeconds !== undefined) void reply.header("retry-after", error.retryAfterSeconds);
      return send(reply, error.statusCode, {
        error: {
          code: error.code,
          message,
          ...(first ? { param: first.param } : {}),
          ...(details ? { details } : {}),
        },
      });
    }
    // Fastify's own client errors: malformed JSON, wrong content type, too large a body.
    const status = error.statusCode ?? 500;
    if (status === 413)
      return send(reply, 413, {
        error: { code: "PAYLOAD_TOO_LARGE", message: errorMessage(locale, "PAYLOAD_TOO_LARGE") },
      });
    if (status >= 400 && status < 500) {
      return send(reply, 400, {
        error: {
          code: "INVALID_INPUT",
          message: errorMessage(locale, "INVALID_INPUT"),
          param: "body",
          details: [{ param: "body", code: "invalid", message: validationMessage(locale, "invalid") }],
        },
      });
    }
    req.log.error({ err: error }, "unhandled error");
    return send(reply, 500, {
      error: { code: "INTERNAL_ERROR", message: errorMessage(locale, "INTERNAL_ERROR") },
    });
  });
}
