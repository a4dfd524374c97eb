// The export jobs' and schedules' API paths, apart from the client so list options load without a browser.
export const EXPORT_PATHS = {
  runs: "/cabinet/exports/runs",
  schedules: "/cabinet/exports/schedules",
} as const;
