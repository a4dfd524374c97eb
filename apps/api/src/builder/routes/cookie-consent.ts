import { z } from "zod";
import { common } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";

export const cookieConsentRoutes: RouteModule = (app) => {
  app.get(
    `${API}/common/cookies_consent_categories`,
    {
      config: { access: "public" },
      schema: {
        tags: ["common"],
        summary: "Cookie categories a visitor can consent to (names are translated by the client)",
        response: { 200: z.object({ list: z.array(common.cookieConsentCategory) }) },
      },
    },
    async () => ({
      list: common.COOKIE_CONSENT_CATEGORIES.map((key) => ({ key, required: key === "necessary" })),
    }),
  );
};
