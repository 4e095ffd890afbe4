"use server";

/** "Sync now" on /integrations: queues the brand's sync at once (one pending per connection). */
import { and, eq, isNotNull } from "drizzle-orm";
import { ppcConnections } from "@/db/schema";
import { ActionError, brandAction } from "@/lib/action";
import { withScope } from "@/lib/brand-scope";
import { enqueueJob, wakeJobRunner } from "@/lib/jobs";
import { ADS_NETWORK_NAME } from "../providers/config";
import { syncAdsNowInput } from "./inputs";
import { PPC_SYNC_TASK, syncSingletonKey } from "./jobs";

export const syncAdsNowAction = brandAction("syncAdsNow", syncAdsNowInput, { module: "performance-marketing", access: "edit", failure: "Could not start the sync" }, async (scope, { network }) => {
  const name = ADS_NETWORK_NAME[network];
  const queued = await withScope(scope, async (tx) => {
    const [row] = await tx.select({ id: ppcConnections.id }).from(ppcConnections).where(and(eq(ppcConnections.brandId, scope.brandId), eq(ppcConnections.network, network), isNotNull(ppcConnections.accountId))).limit(1);
    if (!row) throw new ActionError(`This brand has no ${name} account to sync: connect ${name} and choose its account on Integrations.`);
    return enqueueJob(tx, PPC_SYNC_TASK, { brandId: scope.brandId, network, userId: scope.userId }, { brandId: scope.brandId, singletonKey: syncSingletonKey(scope.brandId, network) });
  });
  wakeJobRunner();
  return { network, alreadyQueued: queued === null };
});
