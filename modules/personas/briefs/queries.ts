/**
 * Persona briefs and the brand's brief defaults: saving settings (one row per brand, upserted),
 * brief CRUD, and the list with how many personas each brief produced. Deleting a brief keeps its
 * personas (brief_id is set null by the foreign key), which then read as "Unknown Brief".
 */
import { and, count, desc, eq, inArray, max, sql } from "drizzle-orm";
import { knowledgeCollections, personas, personasBriefs, personasBriefSettings, profiles, type BriefSegment, type PersonaAttributeKey } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import type { Tx } from "@/db/client";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { listEngines } from "@/modules/ai/engines";
import { getBriefSettings, researchSpendUsd, type BriefSettings } from "../engine";
import type { BriefData, SaveBriefSettingsInput, saveBriefSettingsInput } from "./inputs";
import type { z } from "zod";

type SettingsData = z.output<typeof saveBriefSettingsInput>;
export type { SaveBriefSettingsInput };

/** Another brand's collection id is dropped, never stored: grounding must only read this brand. */
async function ownCollections(tx: Tx, scope: BrandScope, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select({ id: knowledgeCollections.id })
    .from(knowledgeCollections)
    .where(and(eq(knowledgeCollections.brandId, scope.brandId), inArray(knowledgeCollections.id, ids)));
  const own = new Set(rows.map((r) => r.id));
  return ids.filter((id) => own.has(id));
}

export async function saveBriefSettings(scope: BrandScope, d: SettingsData): Promise<BriefSettings> {
  if (d.engineKey) {
    const engines = await listEngines(scope);
    if (!engines.some((e) => e.key === d.engineKey)) throw new ActionError("That AI engine is no longer connected. Choose another, or connect one on /integrations.");
  }
  await withScope(scope, async (tx) => {
    const values = {
      country: d.country,
      language: d.language,
      ageMin: d.ageMin,
      ageMax: d.ageMax,
      b2b: d.b2b,
      requiredAttributes: d.requiredAttributes,
      collectionIds: await ownCollections(tx, scope, d.collectionIds),
      engineKey: d.engineKey,
      monthlyBudgetUsd: d.monthlyBudgetUsd === null ? null : d.monthlyBudgetUsd.toFixed(2),
      updatedBy: scope.userId,
      updatedAt: new Date(),
    };
    await tx.insert(personasBriefSettings).values({ brandId: scope.brandId, ...values }).onConflictDoUpdate({ target: personasBriefSettings.brandId, set: values });
    await logScopeActivity(tx, scope, "personas_brief_settings_saved", "Saved the personas brief settings", {});
  });
  return getBriefSettings(scope);
}

export type EngineOption = { key: string; label: string; detail: string; usable: boolean };
export type Collection = { id: string; name: string };

export async function listCollections(scope: BrandScope): Promise<Collection[]> {
  return withScope(scope, (tx) =>
    tx.select({ id: knowledgeCollections.id, name: knowledgeCollections.name }).from(knowledgeCollections).where(eq(knowledgeCollections.brandId, scope.brandId)).orderBy(knowledgeCollections.name),
  );
}

export async function listEngineOptions(scope: BrandScope): Promise<EngineOption[]> {
  return (await listEngines(scope)).map((e) => ({ key: e.key, label: e.label, detail: `${e.providerName} · ${e.model}${e.isDefault ? " · default" : ""}`, usable: e.enabled && !e.problem }));
}

export type BriefSettingsPage = { settings: BriefSettings; engines: EngineOption[]; collections: Collection[]; spendUsd: number };

export async function getBriefSettingsPage(scope: BrandScope): Promise<BriefSettingsPage> {
  const [settings, engines, collections, spendUsd] = await Promise.all([getBriefSettings(scope), listEngineOptions(scope), listCollections(scope), researchSpendUsd(scope)]);
  return { settings, engines, collections, spendUsd };
}

/** Form segments (attributes as rows) to stored ones: keys kept stable so personas keep their segment. */
export function toSegments(input: BriefData["segments"]): BriefSegment[] {
  const used = new Set<string>();
  return input.map((s, i) => {
    let key = s.key && !used.has(s.key) ? s.key : "";
    if (!key) {
      const base =
        s.name
          .toLowerCase()
          .normalize("NFKD")
          .replace(/[^a-z0-9]+/g, "-")
          .replace(/^-+|-+$/g, "")
          .slice(0, 32) || `segment-${i + 1}`;
      key = base;
      for (let n = 2; used.has(key); n++) key = `${base}-${n}`;
    }
    used.add(key);
    const attributes: Record<string, string> = {};
    for (const a of s.attributes) if (a.key) attributes[a.key] = a.value;
    return { key, name: s.name, share: s.share, description: s.description, attributes };
  });
}

function briefValues(d: BriefData, collectionIds: string[]) {
  return {
    name: d.name,
    audience: d.audience,
    segments: toSegments(d.segments),
    constraints: d.constraints,
    decision: d.decision,
    country: d.country,
    language: d.language,
    ageMin: d.ageMin,
    ageMax: d.ageMax,
    b2b: d.b2b,
    requiredAttributes: d.requiredAttributes,
    collectionIds,
  };
}

export type Brief = {
  id: string;
  name: string;
  audience: string;
  segments: BriefSegment[];
  constraints: string;
  decision: string;
  country: string | null;
  language: string | null;
  ageMin: number | null;
  ageMax: number | null;
  b2b: boolean;
  requiredAttributes: PersonaAttributeKey[];
  collectionIds: string[];
  source: string;
  draftedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const briefColumns = {
  id: personasBriefs.id,
  name: personasBriefs.name,
  audience: personasBriefs.audience,
  segments: personasBriefs.segments,
  constraints: personasBriefs.constraints,
  decision: personasBriefs.decision,
  country: personasBriefs.country,
  language: personasBriefs.language,
  ageMin: personasBriefs.ageMin,
  ageMax: personasBriefs.ageMax,
  b2b: personasBriefs.b2b,
  requiredAttributes: personasBriefs.requiredAttributes,
  collectionIds: personasBriefs.collectionIds,
  source: personasBriefs.source,
  draftedBy: personasBriefs.draftedBy,
  createdAt: personasBriefs.createdAt,
  updatedAt: personasBriefs.updatedAt,
};

export async function getBrief(scope: BrandScope, id: string): Promise<Brief | null> {
  const [row] = await withScope(scope, (tx) => tx.select(briefColumns).from(personasBriefs).where(and(eq(personasBriefs.id, id), eq(personasBriefs.brandId, scope.brandId))));
  return row ? { ...row, requiredAttributes: row.requiredAttributes as PersonaAttributeKey[] } : null;
}

export async function createBrief(scope: BrandScope, d: BriefData): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    const values = briefValues(d, await ownCollections(tx, scope, d.collectionIds));
    const [row] = await tx
      .insert(personasBriefs)
      .values({ brandId: scope.brandId, ...values, source: d.source, draftedBy: d.source === "ai" ? (d.draftedBy ?? null) : null, createdBy: scope.userId })
      .returning({ id: personasBriefs.id });
    if (!row) throw new Error("insert returned no row");
    await logScopeActivity(tx, scope, "personas_brief_created", `Created the persona brief “${d.name}”`, { briefId: row.id });
    return row;
  });
}

export async function updateBrief(scope: BrandScope, id: string, d: BriefData): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    const values = briefValues(d, await ownCollections(tx, scope, d.collectionIds));
    // A fresh AI draft marks the brief as drafted; hand edits of a drafted brief keep its origin.
    const origin = d.source === "ai" ? { source: "ai", draftedBy: d.draftedBy ?? null } : {};
    const [row] = await tx
      .update(personasBriefs)
      .set({ ...values, ...origin, updatedAt: new Date() })
      .where(and(eq(personasBriefs.id, id), eq(personasBriefs.brandId, scope.brandId)))
      .returning({ id: personasBriefs.id });
    if (!row) throw new NotFoundError();
    await logScopeActivity(tx, scope, "personas_brief_updated", `Updated the persona brief “${d.name}”`, { briefId: id });
    return row;
  });
}

export async function duplicateBrief(scope: BrandScope, id: string): Promise<{ id: string; name: string }> {
  return withScope(scope, async (tx) => {
    const [b] = await tx.select().from(personasBriefs).where(and(eq(personasBriefs.id, id), eq(personasBriefs.brandId, scope.brandId)));
    if (!b) throw new NotFoundError();
    const name = `${b.name} (copy)`.slice(0, 120);
    const [row] = await tx
      .insert(personasBriefs)
      .values({
        brandId: scope.brandId,
        name,
        settings: b.settings,
        audience: b.audience,
        segments: b.segments,
        constraints: b.constraints,
        decision: b.decision,
        country: b.country,
        language: b.language,
        ageMin: b.ageMin,
        ageMax: b.ageMax,
        b2b: b.b2b,
        requiredAttributes: b.requiredAttributes,
        collectionIds: b.collectionIds,
        // A copy is the brand's own brief: no longer tied to a library version.
        source: b.source === "library" ? "manual" : b.source,
        draftedBy: b.draftedBy,
        createdBy: scope.userId,
      })
      .returning({ id: personasBriefs.id });
    if (!row) throw new Error("insert returned no row");
    await logScopeActivity(tx, scope, "personas_brief_duplicated", `Duplicated the persona brief “${b.name}”`, { briefId: row.id, from: id });
    return { id: row.id, name };
  });
}

export async function deleteBrief(scope: BrandScope, id: string): Promise<{ name: string; personas: number }> {
  return withScope(scope, async (tx) => {
    const [n] = await tx.select({ n: count() }).from(personas).where(and(eq(personas.brandId, scope.brandId), eq(personas.briefId, id)));
    const [row] = await tx.delete(personasBriefs).where(and(eq(personasBriefs.id, id), eq(personasBriefs.brandId, scope.brandId))).returning({ name: personasBriefs.name });
    if (!row) throw new NotFoundError();
    await logScopeActivity(tx, scope, "personas_brief_deleted", `Deleted the persona brief “${row.name}”`, { briefId: id, personas: n?.n ?? 0 });
    return { name: row.name, personas: n?.n ?? 0 };
  });
}

export type BriefListRow = Brief & { personas: number; latestPersonaAt: Date | null; createdByName: string | null };

/** The brand's briefs, newest first, with the personas each produced (archived ones included: they were produced). */
export async function listBriefs(scope: BrandScope): Promise<BriefListRow[]> {
  return withScope(scope, async (tx) => {
    const produced = tx
      .select({ briefId: personas.briefId, n: count().as("n"), latest: max(personas.createdAt).as("latest") })
      .from(personas)
      .where(eq(personas.brandId, scope.brandId))
      .groupBy(personas.briefId)
      .as("produced");
    const rows = await tx
      .select({
        ...briefColumns,
        personas: sql<number>`coalesce(${produced.n}, 0)::int`,
        latestPersonaAt: produced.latest,
        createdByName: sql<string | null>`coalesce(${profiles.fullName}, ${profiles.email})`,
      })
      .from(personasBriefs)
      .leftJoin(produced, eq(produced.briefId, personasBriefs.id))
      .leftJoin(profiles, eq(profiles.id, personasBriefs.createdBy))
      .where(eq(personasBriefs.brandId, scope.brandId))
      .orderBy(desc(personasBriefs.createdAt), desc(personasBriefs.id));
    return rows.map((r) => ({
      ...r,
      requiredAttributes: r.requiredAttributes as PersonaAttributeKey[],
      personas: Number(r.personas),
      latestPersonaAt: r.latestPersonaAt ? new Date(r.latestPersonaAt) : null,
    }));
  });
}
