import multipart from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ProfileType } from "@sellwerk/domain";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { catalogFiles } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { AppError, unwrap } from "../../platform/http/errors.ts";
import { actingSeller, currentUser } from "../../platform/auth/access.ts";
import { sendFile } from "../../platform/http/send-file.ts";
import { fail, fieldFail, type Result } from "../../platform/result.ts";
import { ACCEPTED_TYPES } from "../files/file-types.ts";
import type { StoredFileView } from "../files/view.ts";
import { uploadFile, uploadLimit } from "../use-cases/upload-file.ts";
import { openFile } from "../use-cases/open-file.ts";
import { cabinetConfig } from "./part-route.ts";

const tags = ["cabinet", "files"];
/** Room for boundaries, part headers and the crop fields around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * An upload refused before its end: the rest of the body is not read, so the connection cannot
 * carry another request and is closed after the answer.
 */
function refuseEarly(reply: FastifyReply, failure: Result<never>): never {
  void reply.header("connection", "close");
  return unwrap(failure);
}

/** RFC 2046 allows 1 to 70 characters; the parser throws on a missing or very long boundary. */
const BOUNDARY = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i;
/** The parser's words for a body that ends before its closing boundary (the part's and the form's). */
const CUT_OFF = /unexpected end of multipart data/i;

/**
 * Who uploads where: sellers (and team members) any purpose to their cabinet; publishers and team
 * members only their KYC documents, for their own legitimation (issues 14 and 13: they are
 * verified like sellers before a payout). The file belongs to the uploader's id either way.
 */
const UPLOAD_AREAS: readonly {
  prefix: string;
  config: { access: readonly ProfileType[] };
  tags: string[];
  summary: string;
  ownerOf: (req: FastifyRequest) => number;
  purposes?: readonly catalogFiles.FilePurpose[];
}[] = [
  {
    prefix: "/cabinet",
    config: cabinetConfig,
    tags,
    summary: "Upload a file (multipart `file`, streamed; crop fields before the file)",
    ownerOf: actingSeller,
  },
  {
    prefix: "/publish",
    config: { access: ["publisher"] },
    tags: ["publish", "files"],
    summary: "Upload a KYC document for the publisher's legitimation (multipart `file`, streamed)",
    ownerOf: (req) => currentUser(req).userId,
    purposes: ["kyc_document"],
  },
  {
    prefix: "/team_member",
    config: { access: ["team_member", "sales_team_member"] },
    tags: ["team_member", "files"],
    summary: "Upload a KYC document for the team member's own legitimation (multipart `file`, streamed)",
    ownerOf: (req) => currentUser(req).userId,
    purposes: ["kyc_document"],
  },
];

/** Uploads (multipart, streamed to storage) and downloads (ranges, validators) of files. */
export const fileRoutes: RouteModule = (app, deps) => {
  // Multipart parsing exists only inside this scope: no other route accepts multipart bodies.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { files: 1, fields: 8, fieldSize: 200, parts: 10, headerPairs: 50 },
    });
    for (const area of UPLOAD_AREAS)
      scope.withTypeProvider<ZodTypeProvider>().post(
        `${API}${area.prefix}/files`,
        {
          config: area.config,
          schema: {
            tags: area.tags,
            summary: area.summary,
            querystring: catalogFiles.uploadQuery,
            response: { 201: catalogFiles.fileEnvelope },
          },
        },
        async (req, reply) => {
          const sellerId = area.ownerOf(req);
          const { purpose } = req.query;
          if (area.purposes && !area.purposes.includes(purpose))
            refuseEarly(reply, fieldFail("purpose", "invalid"));
          const limit = uploadLimit(deps, purpose);
          // A declared length already past the limit is refused before a byte is read.
          if (Number(req.headers["content-length"] ?? 0) > limit + MULTIPART_OVERHEAD)
            refuseEarly(reply, fail("PAYLOAD_TOO_LARGE"));
          if (!req.isMultipart()) refuseEarly(reply, fieldFail("file", "required"));
          if (!BOUNDARY.test(req.headers["content-type"] ?? ""))
            refuseEarly(reply, fieldFail("body", "invalid"));

          const fields: Record<string, string> = {};
          let stored: Result<StoredFileView> | undefined;
          try {
            for await (const part of req.parts({ limits: { fileSize: limit + 1 } })) {
              if (part.type === "field") {
                fields[part.fieldname] = String(part.value);
                continue;
              }
              if (part.fieldname !== "file" || stored) {
                part.file.resume();
                continue;
              }
              const crop = catalogFiles.cropFields.safeParse(fields);
              if (!crop.success) {
                const issue = crop.error.issues[0]!;
                refuseEarly(reply, fieldFail(String(issue.path[0]), issue.message));
              }
              stored = await uploadFile(deps, sellerId, {
                purpose,
                filename: part.filename,
                stream: part.file,
                crop: crop.data,
              });
              if (!stored.ok) refuseEarly(reply, stored);
            }
          } catch (err) {
            // Our own refusals thrown above keep their reason. Only a body cut off before its end is
            // a client that went away: no server fault, and storage kept nothing of it. (`destroyed`
            // cannot tell: Node destroys every request stream once it has been read to its end.)
            if (err instanceof AppError) throw err;
            if (req.raw.readableAborted) {
              req.log.info({ err }, "upload aborted by the client");
              return refuseEarly(reply, fieldFail("file", "required"));
            }
            // A whole body whose form breaks off before its closing boundary: the client's bad input.
            if (err instanceof Error && CUT_OFF.test(err.message))
              return refuseEarly(reply, fieldFail("body", "invalid"));
            throw err;
          }
          if (!stored) refuseEarly(reply, fieldFail("file", "required"));
          return reply.code(201).send({ file: unwrap(stored) });
        },
      );
  });

  app.get(
    `${API}/cabinet/files/limits`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Largest accepted file and accepted types per purpose",
        response: { 200: catalogFiles.uploadLimits },
      },
    },
    async () => ({
      purposes: Object.fromEntries(
        catalogFiles.FILE_PURPOSES.map((p) => [
          p,
          { max_bytes: uploadLimit(deps, p), accept: [...ACCEPTED_TYPES[p]] },
        ]),
      ) as Record<catalogFiles.FilePurpose, { max_bytes: number; accept: string[] }>,
    }),
  );

  app.get(
    `${API}/files/:id/:variant?`,
    {
      config: { ...cabinetConfig, signedUrl: true },
      schema: {
        tags,
        summary:
          "A file's bytes (or a size variant): the owning seller's token or a signed URL; Range supported",
        params: catalogFiles.fileParams,
        querystring: catalogFiles.fileQuery,
      },
    },
    async (req, reply) => {
      // No auth on this route means the access check accepted the URL's signature.
      const who = req.auth ? { sellerId: actingSeller(req) } : ({ signed: true } as const);
      const target = unwrap(await openFile(deps, who, req.params.id, req.params.variant));
      return sendFile(req, reply, target, {
        download: req.query.download !== undefined,
        // An id's bytes never change; the seller's files are nobody else's to cache.
        cacheControl: "private, max-age=31536000, immutable",
      });
    },
  );
};
