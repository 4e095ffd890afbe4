"use server";

/**
 * Actions of /seo-analytics. "Sync Google Analytics" queues the GA4 sync job (./ga4-job.ts) after
 * checking what would stop it at once (no Google client, no connection, no Analytics access, no
 * property), so the person is told now rather than by a failed job. In the cross-tenant matrix
 * (tests/integration/matrix/seo-analytics.matrix.ts).
 */
import { ActionError, brandAction } from "@/lib/action";
import { getGoogleConnectionView } from "@/modules/integrations/google/connection";
import { syncGa4Input } from "./analytics-inputs";
import { enqueueGa4Sync } from "./ga4-job";

export const syncGa4Action = brandAction("syncGa4", syncGa4Input, { module: "seo", access: "edit", failure: "Could not start the Google Analytics sync" }, async (scope, { days }) => {
  const view = await getGoogleConnectionView(scope);
  if (!view.configured) throw new ActionError(view.notConfiguredNote ?? "This deployment has no Google OAuth client.");
  const c = view.connection;
  if (!c) throw new ActionError("Connect Google on Integrations first, then choose the brand's Google Analytics property.");
  if (!c.analyticsGranted) throw new ActionError("The brand's Google connection has no Google Analytics access: reconnect Google on Integrations to add Google Analytics.");
  if (!c.ga4Property) throw new ActionError("Choose the brand's Google Analytics property on Integrations first.");
  const jobId = await enqueueGa4Sync(scope, days);
  return { jobId, alreadyRunning: jobId === null, property: c.ga4Property };
});
