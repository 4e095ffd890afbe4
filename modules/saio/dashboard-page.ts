/**
 * What /saio-dashboard reads for one request: the period and engine from the URL, the engines to
 * choose from, the dashboard and its intervals. The route file only composes.
 */
import type { BrandScope } from "@/lib/brand-scope";
import { usableEngines } from "@/modules/ai/engines";
import { parsePeriod } from "./dashboard-terms";
import { getDashboard, getMeanIntervals, listAnsweredEngines } from "./queries";

export async function loadSaioDashboard(scope: BrandScope, sp: Record<string, string | string[] | undefined>) {
  const days = parsePeriod(sp.days);
  const engine = typeof sp.engine === "string" && sp.engine.length > 0 && sp.engine.length <= 100 ? sp.engine : undefined;
  const [usable, answered, data, means] = await Promise.all([
    usableEngines(scope),
    // Both periods, so an engine that answered only before the cut can still be picked for its delta.
    listAnsweredEngines(scope, days * 2),
    getDashboard(scope, days, engine),
    getMeanIntervals(scope, days, engine),
  ]);
  const options = [...answered, ...usable.filter((u) => !answered.some((a) => a.key === u.key)).map((u) => ({ key: u.key, label: u.label }))];
  const engineLabel = engine ? (options.find((o) => o.key === engine)?.label ?? engine) : null;
  // An engine named in a saved link stays selectable even when it no longer answers or is configured.
  if (engine && !options.some((o) => o.key === engine)) options.push({ key: engine, label: engine });
  return { days, engine: engine ?? null, engineLabel, options, hasEngine: usable.length > 0, data, means };
}
