/**
 * "Create task" on a decline: the tasks module's own create function, with the decline's figures and
 * likely causes as the description, recomputed on the server so a task never describes a decline the
 * brand's data does not show.
 */
import { ActionError } from "@/lib/action";
import type { BrandScope } from "@/lib/brand-scope";
import { formatNumber } from "@/lib/format";
import { createTask, type CreatedTask } from "@/modules/tasks/create";
import { getDecline, parseDeclineId, type Decline } from "./queries";
import { COMPARISON_LABEL, declineChange, positionChange, SIGNAL_LABEL, signedPct, updateLabel, windowLabel } from "./view";

const TITLE_MAX = 200;

export function declineTaskText(d: Decline): { title: string; description: string } {
  const change = declineChange(d);
  const what = d.entity === "page" ? "page" : "query";
  const headline = d.signals.includes("clicks") ? `clicks ${signedPct(change.clicks)}` : d.signals.includes("position") ? `position ${positionChange(change.position)}` : d.signals.map((s) => SIGNAL_LABEL[s]).join(", ");
  const title = `Recover the ${what} ${d.key} (${headline})`;
  const lines = [
    `Decline of the ${what} ${d.key}, ${windowLabel(d.window)} ${COMPARISON_LABEL[d.comparison]} (${windowLabel(d.baselineWindow)}).`,
    `Rules broken: ${d.signals.map((s) => SIGNAL_LABEL[s]).join("; ")}.`,
    `Clicks ${formatNumber(d.baseline.clicks)} → ${formatNumber(d.current.clicks)} (${signedPct(change.clicks)}); impressions ${formatNumber(d.baseline.impressions)} → ${formatNumber(d.current.impressions)} (${signedPct(change.impressions)}); CTR ${signedPct(change.ctr)}; position ${positionChange(change.position)}.`,
  ];
  for (const c of d.causes) {
    if (c.kind === "update") lines.push(`Likely cause: ${c.updates.map(updateLabel).join("; ")}.`);
    if (c.kind === "competitor") lines.push(`Likely cause: ${c.takeover.domain} moved to position ${c.takeover.theirAfter} (from ${c.takeover.theirBefore ?? "outside the results"}) while the brand fell from ${c.takeover.ownBefore} to ${c.takeover.ownAfter ?? "outside the results"}.`);
    if (c.kind === "technical") lines.push(`Likely cause: ${c.changes.map((t) => `${t.kind} ${t.before} → ${t.after} (crawl of ${t.seenOn})`).join("; ")}.`);
  }
  if (!d.causes.length) lines.push("No Google update, competitor move or technical change was found for these dates.");
  return { title: title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1)}…` : title, description: lines.join("\n") };
}

export async function createTaskFromDecline(scope: BrandScope, id: string): Promise<CreatedTask> {
  const ref = parseDeclineId(id);
  if (!ref) throw new ActionError("That decline reference is not valid. Reload the page and try again.");
  const found = await getDecline(scope, ref);
  if (!found) throw new ActionError("This decline is no longer in the brand's Search Console data. Reload the page to see the current declines.");
  const { title, description } = declineTaskText(found.decline);
  return createTask(scope, {
    title,
    description,
    priority: found.decline.lostClicks >= 100 ? "High" : "Medium",
    assignedTo: null,
    sprintId: null,
    sourceType: "seo_decline",
    sourceData: { entity: ref.entity, key: ref.key, comparison: ref.comparison, windowStart: found.decline.window.start, windowEnd: ref.windowEnd, signals: found.decline.signals },
  });
}
