import { catalog } from "@sellwerk/contracts";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../src/platform/deps.ts";
import { sellerProfiles } from "../../src/catalog/index.ts";
import { call, signIn, type Call } from "./api.ts";
import { givenUser } from "./users.ts";

/** Every required field of spec core §5 for a natural person in the home country. */
export const COMPLETE_PROFILE = {
  businessType: "natural",
  firstName: "Erika",
  lastName: "Mustermann",
  phone: "+49 30 1234567",
  street: "Hauptstraße",
  streetNumber: "1",
  zip: "10115",
  city: "Berlin",
  countryCode: "DE",
  vatPayer: false,
  // Not a VAT payer: invoices print the tax number instead of a VAT id (spec core §5).
  taxNumberType: "number",
  taxNumber: "27/123/45678",
  taxIssuanceCountryCode: "DE",
};
/** The same profile as the API takes it (snake_case keys). */
export const COMPLETE_PROFILE_WIRE = catalog.profileToWire(COMPLETE_PROFILE);

/**
 * A signed-in seller. `canSell` writes a profile row (complete or empty); `reviewRequired`
 * defaults to the table's (true).
 */
export async function givenSeller(
  deps: Deps,
  app: FastifyInstance,
  opts: { canSell?: boolean; reviewRequired?: boolean; powerSeller?: boolean; locale?: "en" | "de" } = {},
) {
  const user = await givenUser(deps, {
    profiles: ["seller"],
    powerSeller: opts.powerSeller,
    locale: opts.locale,
  });
  if (opts.canSell !== undefined || opts.reviewRequired !== undefined)
    await deps.db.insert(sellerProfiles).values({
      userId: user.id,
      profile: opts.canSell ? COMPLETE_PROFILE : {},
      canSell: opts.canSell ?? false,
      reviewRequired: opts.reviewRequired ?? true,
    });
  const session = await signIn(app, user.email);
  return { user, token: session.access_token };
}

export const ONE_TIME_PLAN = { name: "Once", form: "one_time", prefs: { price: 4900 } };

/** Calls as one seller (or a team member naming the seller). */
export function cabinetClient(app: FastifyInstance, token: string, headers: Record<string, string> = {}) {
  const send =
    (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE") =>
    (
      path: string,
      body?: unknown,
      extra: { query?: Record<string, string>; locale?: string } = {},
    ): Promise<Call> =>
      call(app, method, path, { token, body, headers, ...extra });
  const client = {
    get: send("GET"),
    post: send("POST"),
    put: send("PUT"),
    patch: send("PATCH"),
    del: send("DELETE"),
    /** A new product through the API; answers its body. */
    async create(form: string, name = `${form} product`) {
      const res = await client.post("/cabinet/products", { form, name });
      if (res.status !== 201) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
      return res.body.product as { id: number; version: number; slug: string; [key: string]: unknown };
    },
    /** A sellable checkout: one one-time plan and card. */
    async sellable(id: number, version: number, extra: Record<string, unknown> = {}) {
      const res = await client.put(`/cabinet/products/${id}/checkout`, {
        version,
        pricing_plans: [ONE_TIME_PLAN],
        payment_methods: ["card"],
        ...extra,
      });
      if (res.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(res.body)}`);
      return res.body.product as { id: number; version: number; [key: string]: unknown };
    },
  };
  return client;
}
