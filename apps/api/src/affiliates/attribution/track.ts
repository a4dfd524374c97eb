import type { FastifyReply, FastifyRequest } from "fastify";
import type { Deps } from "../../platform/deps.ts";
import { clickAllowed } from "./click-limit.ts";
import { clickSetCookie } from "./cookie.ts";
import { recordClick, type ClickInput, type RecordedClick } from "./record-click.ts";
import { repeatClick } from "./repeat-click.ts";

/**
 * A click from a browser: within the client's click limit, recorded and answered with the
 * seller's attribution cookie. Null when nothing was recorded (over the limit, or a publisher,
 * program or product that does not add up); the caller answers the buyer the same either way.
 */
export async function trackClick(
  deps: Deps,
  req: FastifyRequest,
  reply: FastifyReply,
  input: ClickInput,
  /** The click_token of today's click the embed script kept: answered again, not recorded again. */
  carried?: string,
): Promise<RecordedClick | null> {
  if (!(await clickAllowed(deps, req.ip))) return null;
  const click = (await repeatClick(deps, input, carried)) ?? (await recordClick(deps, input));
  if (!click) return null;
  void reply.header(
    "set-cookie",
    clickSetCookie({
      sellerId: click.sellerId,
      token: click.token,
      cookiesExpireDays: click.cookiesExpire,
      secure: req.protocol === "https",
    }),
  );
  return click;
}
