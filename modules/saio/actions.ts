"use server";

import { and, eq, inArray, sql } from "drizzle-orm";
import { saioCandidates, saioPrompts, saioRuns, saioSchedules, saioSettings } from "@/db/schema";
import { ActionError, brandAction } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { assertAccess, NotFoundError, withScope } from "@/lib/brand-scope";
import { addCompetitorInTx } from "@/modules/brand-setup/queries";
import { normalizeDomain } from "@/modules/brand-setup/lists";
import { classifyWithAi } from "./candidates";
import { importPrompts, previewPromptsImport } from "./import";
import {
  candidateIdInput,
  cancelRunInput,
  classifyCandidatesInput,
  createPromptsInput,
  createScheduleInput,
  deletePromptsInput,
  importPromptsInput,
  scheduleIdInput,
  setPromptsActiveInput,
  setSchedulePausedInput,
  startRunInput,
  suggestPromptsInput,
  updatePromptInput,
  updateSaioSettingsInput,
  updateScheduleInput,
} from "./inputs";
import { insertPrompts, updatePrompt } from "./prompts";
import { startRun, TERMINAL, wakeRuns } from "./run";
import { nextScheduleRun } from "./schedule";
import { suggestPrompts } from "./suggest";
import { runSchedule } from "./jobs";
import { getTrackedSet } from "./tracked";

const edit = { module: "saio", access: "edit" } as const;

export const createSaioPromptsAction = brandAction("createSaioPrompts", createPromptsInput, { ...edit, failure: "Failed to add the prompts" }, (scope, d) =>
  insertPrompts(
    scope,
    d.texts.map((text) => ({ text, topic: d.topic, tags: d.tags, country: d.country, language: d.language, source: d.source })),
  ),
);

/** Reads the file on the server and says what it would import; writes nothing. */
export const previewSaioPromptsImportAction = brandAction("previewSaioPromptsImport", importPromptsInput, { ...edit, failure: "Failed to read the file" }, previewPromptsImport);

/** An upsert by prompt text: new prompts added, changed ones updated (only the columns the file has). */
export const importSaioPromptsAction = brandAction("importSaioPrompts", importPromptsInput, { ...edit, failure: "Failed to import the prompts" }, importPrompts);

export const updateSaioPromptAction = brandAction("updateSaioPrompt", updatePromptInput, { ...edit, failure: "Failed to save the prompt" }, (scope, { id, ...d }) =>
  updatePrompt(scope, id, d),
);

export const deleteSaioPromptsAction = brandAction("deleteSaioPrompts", deletePromptsInput, { ...edit, failure: "Failed to delete the prompts" }, (scope, d) =>
  withScope(scope, async (tx) => {
    const rows = await tx
      .delete(saioPrompts)
      .where(and(eq(saioPrompts.brandId, scope.brandId), inArray(saioPrompts.id, d.ids)))
      .returning({ id: saioPrompts.id });
    if (!rows.length) throw new NotFoundError();
    await logScopeActivity(tx, scope, "saio_prompts_deleted", `Deleted ${rows.length} SAIO prompt${rows.length === 1 ? "" : "s"} (their past answers are kept)`, { count: rows.length });
    return { deleted: rows.length };
  }),
);

export const setSaioPromptsActiveAction = brandAction("setSaioPromptsActive", setPromptsActiveInput, { ...edit, failure: "Failed to update the prompts" }, (scope, d) =>
  withScope(scope, async (tx) => {
    const rows = await tx
      .update(saioPrompts)
      .set({ active: d.active })
      .where(and(eq(saioPrompts.brandId, scope.brandId), inArray(saioPrompts.id, d.ids)))
      .returning({ id: saioPrompts.id });
    if (!rows.length) throw new NotFoundError();
    return { updated: rows.length };
  }),
);

export const suggestSaioPromptsAction = brandAction("suggestSaioPrompts", suggestPromptsInput, { ...edit, failure: "Failed to suggest prompts" }, async (scope) => {
  const existing = await withScope(scope, (tx) => tx.select({ text: saioPrompts.text }).from(saioPrompts).where(eq(saioPrompts.brandId, scope.brandId)));
  return suggestPrompts(
    scope,
    existing.map((p) => p.text),
  );
});

export const startSaioRunAction = brandAction("startSaioRun", startRunInput, { ...edit, failure: "Failed to start the analysis" }, async (scope, d) => {
  const started = await startRun(scope, { ...d, trigger: "manual" });
  wakeRuns();
  return started;
});

export const cancelSaioRunAction = brandAction("cancelSaioRun", cancelRunInput, { ...edit, failure: "Failed to cancel the run" }, (scope, d) =>
  withScope(scope, async (tx) => {
    const [run] = await tx.select({ status: saioRuns.status }).from(saioRuns).where(and(eq(saioRuns.id, d.id), eq(saioRuns.brandId, scope.brandId)));
    if (!run) throw new NotFoundError();
    if (TERMINAL.has(run.status)) throw new ActionError("This run has already finished.");
    await tx
      .update(saioRuns)
      .set({ status: "cancelled", message: "Cancelled; the answers received so far are kept.", finishedAt: new Date() })
      .where(and(eq(saioRuns.id, d.id), eq(saioRuns.brandId, scope.brandId)));
    return { id: d.id };
  }),
);

function scheduleValues(s: ReturnType<typeof createScheduleInput.parse>) {
  const recurrence = { frequency: s.frequency, hour: s.hour, weekday: s.frequency === "weekly" ? s.weekday : null, monthDay: s.frequency === "monthly" ? s.monthDay : null };
  return { name: s.name, ...recurrence, topic: s.topic || null, engineKeys: s.engineKeys, samples: s.samples, nextRunAt: nextScheduleRun(recurrence, new Date()) };
}

export const createSaioScheduleAction = brandAction("createSaioSchedule", createScheduleInput, { ...edit, failure: "Failed to create the schedule" }, (scope, d) =>
  withScope(scope, async (tx) => {
    const [row] = await tx
      .insert(saioSchedules)
      .values({ ...scheduleValues(d), brandId: scope.brandId, createdBy: scope.userId })
      .returning({ id: saioSchedules.id, nextRunAt: saioSchedules.nextRunAt });
    await logScopeActivity(tx, scope, "saio_schedule_created", `Created SAIO schedule "${d.name}"`);
    return { id: row!.id, nextRunAt: row!.nextRunAt.toISOString() };
  }),
);

export const updateSaioScheduleAction = brandAction("updateSaioSchedule", updateScheduleInput, { ...edit, failure: "Failed to save the schedule" }, (scope, d) =>
  withScope(scope, async (tx) => {
    const [row] = await tx
      .update(saioSchedules)
      .set(scheduleValues(d.schedule))
      .where(and(eq(saioSchedules.id, d.id), eq(saioSchedules.brandId, scope.brandId)))
      .returning({ id: saioSchedules.id, nextRunAt: saioSchedules.nextRunAt });
    if (!row) throw new NotFoundError();
    return { id: row.id, nextRunAt: row.nextRunAt.toISOString() };
  }),
);

export const deleteSaioScheduleAction = brandAction("deleteSaioSchedule", scheduleIdInput, { ...edit, failure: "Failed to delete the schedule" }, (scope, d) =>
  withScope(scope, async (tx) => {
    const [row] = await tx.delete(saioSchedules).where(and(eq(saioSchedules.id, d.id), eq(saioSchedules.brandId, scope.brandId))).returning({ name: saioSchedules.name });
    if (!row) throw new NotFoundError();
    await logScopeActivity(tx, scope, "saio_schedule_deleted", `Deleted SAIO schedule "${row.name}" (its runs are kept)`);
    return { id: d.id };
  }),
);

export const setSaioSchedulePausedAction = brandAction("setSaioSchedulePaused", setSchedulePausedInput, { ...edit, failure: "Failed to update the schedule" }, (scope, d) =>
  withScope(scope, async (tx) => {
    const [s] = await tx.select().from(saioSchedules).where(and(eq(saioSchedules.id, d.id), eq(saioSchedules.brandId, scope.brandId)));
    if (!s) throw new NotFoundError();
    // Resuming starts from the next occurrence after now: a paused week is not caught up.
    const nextRunAt = d.paused ? s.nextRunAt : nextScheduleRun({ frequency: s.frequency as "daily", hour: s.hour, weekday: s.weekday, monthDay: s.monthDay }, new Date());
    await tx.update(saioSchedules).set({ paused: d.paused, nextRunAt }).where(and(eq(saioSchedules.id, d.id), eq(saioSchedules.brandId, scope.brandId)));
    return { id: d.id, paused: d.paused, nextRunAt: nextRunAt.toISOString() };
  }),
);

export const runSaioScheduleNowAction = brandAction("runSaioScheduleNow", scheduleIdInput, { ...edit, failure: "Failed to start the schedule's run" }, async (scope, d) => {
  const [s] = await withScope(scope, (tx) => tx.select().from(saioSchedules).where(and(eq(saioSchedules.id, d.id), eq(saioSchedules.brandId, scope.brandId))));
  if (!s) throw new NotFoundError();
  const r = await runSchedule({ ...s, createdBy: scope.userId, nextRunAt: s.nextRunAt });
  if (r.message) throw new ActionError(r.message);
  return { runId: r.runId };
});

export const updateSaioSettingsAction = brandAction("updateSaioSettings", updateSaioSettingsInput, { ...edit, failure: "Failed to save the SAIO settings" }, async (scope, d) => {
  const domains: string[] = [];
  for (const raw of d.domains) {
    const domain = normalizeDomain(raw);
    if (!domain) throw new ActionError(`"${raw}" is not a domain like example.com.`);
    domains.push(domain);
  }
  const competitorAliases = Object.fromEntries(Object.entries(d.competitorAliases).flatMap(([k, v]) => (v.length ? [[k.trim().toLowerCase(), v] as const] : [])));
  const values = {
    aliases: d.aliases,
    domains: [...new Set(domains)],
    competitorAliases,
    monthlyBudgetUsd: d.monthlyBudgetUsd === null ? null : String(d.monthlyBudgetUsd),
    aiSentiment: d.aiSentiment,
    panelOptIn: d.panelOptIn,
    panelOptedBy: d.panelOptIn ? scope.userId : null,
  };
  await withScope(scope, async (tx) => {
    await tx.insert(saioSettings).values({ brandId: scope.brandId, ...values }).onConflictDoUpdate({ target: saioSettings.brandId, set: values });
    await logScopeActivity(tx, scope, "saio_settings_updated", "Updated SAIO settings");
  });
  return { saved: true };
});

export const addSaioCandidateAction = brandAction("addSaioCandidate", candidateIdInput, { ...edit, failure: "Failed to add the competitor" }, async (scope, d) => {
  await assertAccess(scope, "brand-setup", "edit");
  return withScope(scope, async (tx) => {
    const [c] = await tx.select().from(saioCandidates).where(and(eq(saioCandidates.id, d.id), eq(saioCandidates.brandId, scope.brandId)));
    if (!c) throw new NotFoundError();
    const r = await addCompetitorInTx(tx, scope, { name: c.name, domain: c.domains[0] ?? "" });
    if (r.full) throw new ActionError("The competitors list is full. Remove one in Brand Basic Data first.");
    await tx.update(saioCandidates).set({ status: "added" }).where(and(eq(saioCandidates.id, d.id), eq(saioCandidates.brandId, scope.brandId)));
    return { name: c.name, alreadyListed: !r.added };
  });
});

function setCandidateStatus(name: string, status: "dismissed" | "new") {
  return brandAction(name, candidateIdInput, { ...edit, failure: "Failed to update the name" }, (scope, d) =>
    withScope(scope, async (tx) => {
      const [row] = await tx
        .update(saioCandidates)
        .set({ status })
        .where(and(eq(saioCandidates.id, d.id), eq(saioCandidates.brandId, scope.brandId)))
        .returning({ id: saioCandidates.id });
      if (!row) throw new NotFoundError();
      return { id: row.id, status };
    }),
  );
}

export const dismissSaioCandidateAction = setCandidateStatus("dismissSaioCandidate", "dismissed");
export const restoreSaioCandidateAction = setCandidateStatus("restoreSaioCandidate", "new");

export const classifySaioCandidatesAction = brandAction("classifySaioCandidates", classifyCandidatesInput, { ...edit, failure: "Failed to classify the names" }, async (scope) => {
  const tracked = await getTrackedSet(scope);
  if (!tracked) throw new NotFoundError();
  const rows = await withScope(scope, (tx) =>
    tx.select().from(saioCandidates).where(and(eq(saioCandidates.brandId, scope.brandId), eq(saioCandidates.status, "new"))).limit(200),
  );
  const candidates = rows.map((r) => ({
    name: r.name,
    count: r.mentions,
    answers: r.answers,
    domains: r.domains,
    examples: r.examples,
    variants: [],
    listAnswers: 0,
    withTrackedInList: 0,
    peers: [],
    contexts: r.examples.map((text) => ({ text, list: false })),
  }));
  const { classes, failure } = await classifyWithAi(scope, tracked, candidates, null);
  // Stored rule results carry list context a re-run from snippets lacks: only AI results replace them.
  const updates = rows.flatMap((r) => {
    const c = classes.get(r.key);
    return c && c.method === "ai" ? [sql`(${r.id}::uuid, ${c.kind}, ${c.reason})`] : [];
  });
  if (updates.length) {
    await withScope(scope, (tx) =>
      tx.execute(sql`
        update saio_candidates c set kind = v.kind, reason = v.reason, method = 'ai'
        from (values ${sql.join(updates, sql`, `)}) as v(id, kind, reason)
        where c.id = v.id and c.brand_id = ${scope.brandId}`),
    );
  }
  const ai = [...classes.values()].filter((c) => c.method === "ai").length;
  return { classified: ai, total: rows.length, failure };
});
