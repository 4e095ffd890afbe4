"use server";

/**
 * Server actions of /predictive-analytics, in the cross-tenant matrix
 * (tests/integration/matrix/seo-forecast.matrix.ts). The what-if panel needs none: it computes from
 * figures the page already read.
 */
import { brandAction } from "@/lib/action";
import { runForecastInput } from "./inputs";
import { startForecastRun } from "./runs";

/** "Run forecast": queues the brand's forecast run (the `seo.forecast` job) at the chosen horizon. */
export const runSeoForecastAction = brandAction("runSeoForecast", runForecastInput, { module: "seo", access: "edit", failure: "Failed to start the forecast" }, (scope, d) =>
  startForecastRun(scope, d.weeks * 7),
);
