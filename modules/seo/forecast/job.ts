/**
 * The `seo.forecast` task: fitting about 70 scopes × 3 metrics twice each (forecast and back-test)
 * takes seconds to a minute, longer than a request should wait, and must not run on page load.
 */
import { defineTask } from "@/lib/jobs";
import { actingScope } from "@/modules/roles/acting";
import { SEO_FORECAST_TASK } from "./types";

defineTask<{ brandId: string; userId: string | null; runId: string }>({
  name: SEO_FORECAST_TASK,
  maxAttempts: 2,
  leaseMs: 10 * 60_000,
  handler: async ({ payload, signal }) => {
    // As the person who asked (or the owner), so every statement stays behind the tenant wall.
    const scope = await actingScope(payload.brandId, payload.userId, "seo");
    if (!scope) return;
    const { runForecast } = await import("./runs");
    await runForecast(scope, payload.runId, signal);
  },
});
