// The payer context (issue 5, "The payer area"): the buyer's own orders across sellers, the course
// area with drip and lesson progress, and the seller-branded course sign-in page.
import type { RouteModule } from "../platform/http/route.ts";
import { payerOrderRoutes } from "./routes/orders.ts";
import { payerCourseRoutes } from "./routes/courses.ts";
import { payerSignInRoutes } from "./routes/sign-in.ts";
import { payerLessonFileRoutes } from "./routes/lesson-files.ts";

export const payerRoutes: RouteModule = (app, deps) => {
  payerOrderRoutes(app, deps);
  payerCourseRoutes(app, deps);
  payerSignInRoutes(app, deps);
  payerLessonFileRoutes(app, deps);
};
