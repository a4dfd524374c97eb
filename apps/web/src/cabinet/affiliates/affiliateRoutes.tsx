import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage.ts";

// The seller's affiliate screens (spec two §2) and the programs' public landing page, each page
// its own chunk like the rest of the app.

const ProgramsPage = lazyPage(() => import("./programs/ProgramsPage.tsx"), "ProgramsPage");
const ProgramPage = lazyPage(() => import("./programs/ProgramPage.tsx"), "ProgramPage");
const ProgramFormPage = lazyPage(() => import("./programs/ProgramFormPage.tsx"), "ProgramFormPage");
const NodesPage = lazyPage(() => import("./nodes/NodesPage.tsx"), "NodesPage");
const StatisticsPage = lazyPage(() => import("./statistics/StatisticsPage.tsx"), "StatisticsPage");
const ProgramLandingPage = lazyPage(
  () => import("../../marketing/affiliate/ProgramLandingPage.tsx"),
  "ProgramLandingPage",
);

/** Inside /cabinet. */
export const AFFILIATE_CABINET_ROUTES: RouteObject[] = [
  { path: "affiliate_programs", element: <ProgramsPage /> },
  { path: "affiliate_programs/new", element: <ProgramFormPage /> },
  { path: "affiliate_programs/:id", element: <ProgramPage /> },
  { path: "affiliate_programs/:id/edit", element: <ProgramFormPage /> },
  { path: "affiliate_nodes", element: <NodesPage /> },
  { path: "affiliate_statistics", element: <StatisticsPage /> },
];

/** Public, in the marketing frame: publishers read a program's terms and join. */
export const AFFILIATE_PUBLIC_ROUTES: RouteObject[] = [
  { path: "affiliate_programs/:id", element: <ProgramLandingPage /> },
];
