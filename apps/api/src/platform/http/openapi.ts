import type { FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI generated from the route schemas, at /api/v1/openapi.json, browsable at /api/v1/docs. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Sellwerk API",
        version: "1",
        description: "Sellwerk platform API. JSON with snake_case keys.",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/v1/docs" });
  app.get("/api/v1/openapi.json", { config: { access: "public" }, schema: { hide: true } }, () =>
    app.swagger(),
  );
}
