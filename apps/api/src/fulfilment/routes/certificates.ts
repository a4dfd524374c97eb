import { fulfilment } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { AppError } from "../../platform/http/errors.ts";
import { checkLimit } from "../../platform/http/rate-limit.ts";
import { verifyCertificate } from "../use-cases/verify-certificate.ts";

/**
 * The public check of a certificate serial (anyone the holder shows it to). Rate limited like the
 * live checks: serials carry 40 random bits, and a wall against trying them keeps it that way.
 */
export const certificateRoutes: RouteModule = (app, deps) => {
  app.get(
    `${API}/certificates/:serial`,
    {
      config: { access: "public", ...checkLimit(deps.config) },
      schema: {
        tags: ["fulfilment"],
        summary: "Verify a certificate by its serial: holder, product, issue date, valid or revoked",
        params: fulfilment.certificateParams,
        response: { 200: fulfilment.certificateVerification },
      },
    },
    async (req) => {
      const certificate = await verifyCertificate(deps, req.params.serial);
      if (!certificate) throw new AppError("NOT_FOUND");
      return certificate;
    },
  );
};
