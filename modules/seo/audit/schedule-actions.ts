"use server";

/** Scheduled re-crawls of /onpage-seo-audit; in the cross-tenant matrix (tests/integration/matrix/seo-audit.matrix.ts). */
import { brandAction } from "@/lib/action";
import { crawlScheduleInput } from "./inputs";
import { setCrawlSchedule } from "./schedule";

export const setSeoCrawlScheduleAction = brandAction(
  "setSeoCrawlSchedule",
  crawlScheduleInput,
  { module: "seo", access: "edit", failure: "Failed to save the re-crawl schedule" },
  (scope, d) => setCrawlSchedule(scope, d.frequency),
);
