/**
 * The brand's own data as knowledge sources (kind 'brand-data', one per `origin` key): Brand Basic
 * Data, the onboarding questionnaire, the SOPs, the growth learnings and the approved content posts,
 * each rendered as Markdown (headings become the chunks' heading paths). A sync renders them all, and only a document whose
 * text changed (content_hash of the rendered text) is re-ingested; an emptied one is removed.
 */
import { createHash } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import { brandData, brandQuestionnaireSteps, brands, contentPosts, growthIdeas, growthLearnings, knowledgeSources, sopAreas, sopTaskGroups, sopTasks } from "@/db/schema";
import type { Tx } from "@/db/client";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { enqueueJob } from "@/lib/jobs";
import { QUESTIONNAIRE_STEPS } from "@/modules/questionnaire/steps";
import { KNOWLEDGE_BRAND_DATA_SYNC_TASK, KNOWLEDGE_INGEST_TASK } from "./task-names";

export const BRAND_DATA_DOCS = {
  "brand-basics": "Brand Basic Data",
  questionnaire: "Onboarding questionnaire",
  sops: "Standard operating procedures",
  "growth-learnings": "Growth learnings",
  "content-posts": "Approved content",
} as const;
export type BrandDataKey = keyof typeof BRAND_DATA_DOCS;

const list = (items: readonly string[]) => items.filter((s) => s.trim()).map((s) => `- ${s.trim()}`).join("\n");
const para = (label: string, v: string | null | undefined) => (v?.trim() ? `**${label}:** ${v.trim()}` : "");
const join = (parts: string[]) => parts.filter(Boolean).join("\n\n");

async function renderBasics(tx: Tx, brandId: string): Promise<string> {
  const [b] = await tx.select().from(brands).where(eq(brands.id, brandId));
  if (!b) return "";
  const [d] = await tx.select().from(brandData).where(eq(brandData.brandId, brandId));
  return join([
    `# ${b.name}`,
    para("Website", b.website),
    para("Industry", b.industry),
    para("Country", b.country),
    b.languages.length ? para("Languages", b.languages.join(", ")) : "",
    b.description?.trim() ? `## Description\n\n${b.description.trim()}` : "",
    b.toneOfVoice?.trim() ? `## Tone of voice\n\n${b.toneOfVoice.trim()}` : "",
    d?.keywords.length ? `## Keywords\n\n${list(d.keywords)}` : "",
    d?.personas.length ? `## Personas\n\n${list(d.personas)}` : "",
    d?.competitors.length ? `## Competitors\n\n${list(d.competitors.map((c) => (c.domain ? `${c.name} (${c.domain})` : c.name)))}` : "",
    d?.prompts.length ? `## Prompts\n\n${list(d.prompts)}` : "",
  ]);
}

async function renderQuestionnaire(tx: Tx, brandId: string): Promise<string> {
  const rows = await tx.select().from(brandQuestionnaireSteps).where(eq(brandQuestionnaireSteps.brandId, brandId));
  const byStep = new Map(rows.map((r) => [r.step, r.answers]));
  const parts: string[] = [];
  for (const step of QUESTIONNAIRE_STEPS) {
    const answers = byStep.get(step.key);
    if (!answers) continue;
    const fields = step.fields
      .map((f) => {
        const v = answers[f.key];
        const text = Array.isArray(v) ? v.filter(Boolean).join(", ") : (v ?? "").trim();
        return text ? `### ${f.label}\n\n${text}` : "";
      })
      .filter(Boolean);
    if (fields.length) parts.push(`## ${step.title}\n\n${fields.join("\n\n")}`);
  }
  return parts.length ? join(["# Onboarding questionnaire", ...parts]) : "";
}

async function renderSops(tx: Tx, brandId: string): Promise<string> {
  const areas = await tx.select().from(sopAreas).where(eq(sopAreas.brandId, brandId)).orderBy(asc(sopAreas.position), asc(sopAreas.name));
  if (!areas.length) return "";
  const groups = await tx.select().from(sopTaskGroups).where(eq(sopTaskGroups.brandId, brandId)).orderBy(asc(sopTaskGroups.position));
  const tasks = await tx.select().from(sopTasks).where(eq(sopTasks.brandId, brandId)).orderBy(asc(sopTasks.position));
  const parts = ["# Standard operating procedures"];
  for (const a of areas) {
    parts.push(`## ${a.name}`, a.description);
    for (const g of groups.filter((x) => x.areaId === a.id)) {
      parts.push(`### ${g.name}`, g.description);
      for (const t of tasks.filter((x) => x.taskGroupId === g.id)) {
        parts.push(
          join([
            `#### ${t.title}`,
            t.description,
            para("Responsible", t.responsibleRole),
            para("Frequency", t.frequency),
            t.checklist.length ? list(t.checklist) : "",
          ]),
        );
      }
    }
  }
  return join(parts);
}

async function renderLearnings(tx: Tx, brandId: string): Promise<string> {
  const rows = await tx
    .select({ title: growthIdeas.title, outcome: growthLearnings.outcome, learned: growthLearnings.learned, change: growthLearnings.metricChange, unit: growthLearnings.changeUnit, change_: growthIdeas.hypothesisChange, expected: growthIdeas.hypothesisOutcome })
    .from(growthLearnings)
    .innerJoin(growthIdeas, eq(growthIdeas.id, growthLearnings.ideaId))
    .where(eq(growthLearnings.brandId, brandId))
    .orderBy(asc(growthLearnings.createdAt));
  if (!rows.length) return "";
  return join([
    "# Growth learnings",
    ...rows.map((r) =>
      join([
        `## ${r.title}`,
        para("Outcome", r.outcome),
        r.change != null ? para("Metric change", `${r.change > 0 ? "+" : ""}${r.change}${r.unit === "percent" ? " %" : ""}`) : "",
        r.change_ ? para("We changed", r.change_) : "",
        r.expected ? para("Expected", r.expected) : "",
        r.learned,
      ]),
    ),
  ]);
}

/**
 * The posts the team approved (selected, scheduled, published): the brand's own voice at its best,
 * which generation should learn from. A post's own headings move one level down, under its title.
 */
async function renderApprovedContent(tx: Tx, brandId: string): Promise<string> {
  const rows = await tx
    .select({ title: contentPosts.title, kind: contentPosts.kind, channel: contentPosts.channel, body: contentPosts.bodyMd, url: contentPosts.publishedUrl })
    .from(contentPosts)
    .where(and(eq(contentPosts.brandId, brandId), inArray(contentPosts.status, ["selected", "scheduled", "published"])))
    .orderBy(asc(contentPosts.createdAt));
  if (!rows.length) return "";
  return join([
    "# Approved content",
    ...rows.map((r) => join([`## ${r.title}`, para("Kind", `${r.kind}, ${r.channel}`), para("Published at", r.url), r.body.replace(/^(#{1,5})(?=\s)/gm, "#$1")])),
  ]);
}

export async function renderBrandData(tx: Tx, brandId: string): Promise<Record<BrandDataKey, string>> {
  return {
    "brand-basics": await renderBasics(tx, brandId),
    questionnaire: await renderQuestionnaire(tx, brandId),
    sops: await renderSops(tx, brandId),
    "growth-learnings": await renderLearnings(tx, brandId),
    "content-posts": await renderApprovedContent(tx, brandId),
  };
}

const hashOf = (text: string) => createHash("sha256").update(text).digest("hex");

export type BrandDataSync = { created: number; updated: number; unchanged: number; removed: number };

/**
 * Brings the brand-data sources up to date: new documents become sources, changed ones get their
 * new text and an ingestion job, unchanged ones are left alone, emptied ones are removed. No
 * singleton key on the job: a change made while an older text is being ingested must get its own run
 * (the runs replace the chunks under a row lock, so the last one wins).
 */
export async function syncBrandData(scope: BrandScope, opts: { userId?: string | null } = {}): Promise<BrandDataSync> {
  return withScope(scope, async (tx) => {
    const docs = await renderBrandData(tx, scope.brandId);
    const existing = await tx
      .select({ id: knowledgeSources.id, origin: knowledgeSources.origin, body: knowledgeSources.body })
      .from(knowledgeSources)
      .where(and(eq(knowledgeSources.brandId, scope.brandId), eq(knowledgeSources.kind, "brand-data")));
    const byOrigin = new Map(existing.map((e) => [e.origin, e]));
    const out: BrandDataSync = { created: 0, updated: 0, unchanged: 0, removed: 0 };
    const remove: string[] = [];
    for (const key of Object.keys(BRAND_DATA_DOCS) as BrandDataKey[]) {
      const text = docs[key];
      const row = byOrigin.get(key);
      if (!text) {
        if (row) remove.push(row.id);
        continue;
      }
      if (row && hashOf(row.body ?? "") === hashOf(text)) {
        out.unchanged++;
        continue;
      }
      let id: string;
      if (row) {
        await tx.update(knowledgeSources).set({ body: text, status: "queued", error: null, byteSize: Buffer.byteLength(text), updatedAt: new Date() }).where(eq(knowledgeSources.id, row.id));
        id = row.id;
        out.updated++;
      } else {
        const [created] = await tx
          .insert(knowledgeSources)
          .values({ brandId: scope.brandId, kind: "brand-data", title: BRAND_DATA_DOCS[key], origin: key, body: text, contentType: "text/markdown", byteSize: Buffer.byteLength(text), createdBy: opts.userId ?? null })
          .returning({ id: knowledgeSources.id });
        id = created!.id;
        out.created++;
      }
      await enqueueJob(tx, KNOWLEDGE_INGEST_TASK, { brandId: scope.brandId, userId: opts.userId ?? null, sourceId: id }, { brandId: scope.brandId });
    }
    if (remove.length) {
      await tx.delete(knowledgeSources).where(and(eq(knowledgeSources.brandId, scope.brandId), inArray(knowledgeSources.id, remove)));
      out.removed = remove.length;
    }
    return out;
  });
}

/** How long after an edit the brand data is synced: edits within it share one job. */
export const BRAND_DATA_SYNC_DELAY_MS = 15_000;

/**
 * The one hook for modules that edit the brand's own data (Brand Basic Data, the questionnaire, SOPs,
 * growth learnings): call it after the edit has committed. When the brand keeps brand data in its
 * knowledge base, a `knowledge.brand-data-sync` job is queued BRAND_DATA_SYNC_DELAY_MS ahead under
 * one singleton key per brand, so a burst of edits makes one sync (the hourly tick stays the
 * backstop for an edit that lands while that sync is running). Never throws: the edit is saved
 * whatever happens here.
 */
export async function brandDataChanged(scope: BrandScope): Promise<void> {
  try {
    await withScope(scope, async (tx) => {
      const [keeps] = await tx
        .select({ id: knowledgeSources.id })
        .from(knowledgeSources)
        .where(and(eq(knowledgeSources.brandId, scope.brandId), eq(knowledgeSources.kind, "brand-data")))
        .limit(1);
      if (!keeps) return;
      await enqueueJob(tx, KNOWLEDGE_BRAND_DATA_SYNC_TASK, { brandId: scope.brandId, userId: scope.userId }, { brandId: scope.brandId, singletonKey: `brand-data:${scope.brandId}`, delayMs: BRAND_DATA_SYNC_DELAY_MS });
    });
  } catch (e) {
    console.error("[knowledge] could not queue the brand-data sync", e);
  }
}

/** Wraps an action handler that edits the brand's own data, so the knowledge base follows the edit. */
export function syncingBrandData<D, R>(handler: (scope: BrandScope, data: D) => Promise<R>): (scope: BrandScope, data: D) => Promise<R> {
  return async (scope, data) => {
    const result = await handler(scope, data);
    await brandDataChanged(scope);
    return result;
  };
}
