/**
 * One persona of a brand: its card and detail reads, hand edits, versions and status. Every change of
 * the profile is a new persona_versions row and version + 1, so an interview or a focus-group answer
 * can always be traced to the exact persona it came from. A persona created before versions were kept
 * (or by a job that wrote only the row) gets its current state saved as a version first, so an edit
 * never loses the state it replaces.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { personaLibraryItems, personaLibraryVersions, personaVersions, personas, personasBriefs, type PersonaConsistency, type PersonaGeneration, type PersonaProfile } from "@/db/schema";
import type { Tx } from "@/db/client";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { readProfile, withOverlay } from "../profile";

export type PersonaRecord = {
  id: string;
  name: string;
  profile: PersonaProfile;
  segmentKey: string | null;
  segmentName: string | null;
  source: string;
  status: "active" | "archived";
  flagged: boolean;
  consistency: PersonaConsistency | null;
  generation: PersonaGeneration;
  version: number;
  briefId: string | null;
  briefName: string | null;
  libraryItemId: string | null;
  libraryVersion: number | null;
  /** The library item's newest version when this persona sits on an older one. */
  libraryLatest: number | null;
  libraryName: string | null;
  overlay: Partial<PersonaProfile>;
  createdAt: Date;
  updatedAt: Date;
};

export type PersonaVersionRow = { id: string; version: number; name: string; profile: PersonaProfile; note: string | null; createdAt: Date; current: boolean };

const columns = {
  id: personas.id,
  name: personas.name,
  profile: personas.profile,
  segmentKey: personas.segmentKey,
  source: personas.source,
  status: personas.status,
  flagged: personas.flagged,
  consistency: personas.consistency,
  generation: personas.generation,
  version: personas.version,
  briefId: personas.briefId,
  briefName: personasBriefs.name,
  briefSegments: personasBriefs.segments,
  libraryItemId: personas.libraryItemId,
  libraryVersion: personas.libraryVersion,
  libraryLatest: personaLibraryItems.latestVersion,
  libraryName: personaLibraryItems.name,
  overlay: personas.overlay,
  createdAt: personas.createdAt,
  updatedAt: personas.updatedAt,
  // created_at with all six fractional digits (a Date keeps three): the API's page cursor.
  createdKey: sql<string>`to_char(${personas.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};


type Row = Awaited<ReturnType<typeof selectPersonas>>[number];

function toRecord(r: Row): PersonaRecord {
  const segmentName = r.segmentKey ? ((r.briefSegments ?? []).find((s) => s.key === r.segmentKey)?.name ?? null) : null;
  return {
    id: r.id,
    name: r.name,
    profile: readProfile(r.profile),
    segmentKey: r.segmentKey,
    segmentName,
    source: r.source,
    status: r.status === "archived" ? "archived" : "active",
    flagged: !!r.flagged,
    consistency: r.consistency ?? null,
    generation: r.generation ?? {},
    version: r.version ?? 1,
    briefId: r.briefId,
    briefName: r.briefName,
    libraryItemId: r.libraryItemId,
    libraryVersion: r.libraryVersion,
    libraryLatest: r.libraryItemId ? (r.libraryLatest ?? null) : null,
    libraryName: r.libraryItemId ? (r.libraryName ?? null) : null,
    overlay: r.overlay ?? {},
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

function selectPersonas(tx: Tx) {
  return tx
    .select(columns)
    .from(personas)
    // A brief of this brand only: the join never reaches another brand's brief name.
    .leftJoin(personasBriefs, and(eq(personasBriefs.id, personas.briefId), eq(personasBriefs.brandId, personas.brandId)))
    .leftJoin(personaLibraryItems, eq(personaLibraryItems.id, personas.libraryItemId));
}

export async function loadPersona(tx: Tx, scope: BrandScope, id: string): Promise<PersonaRecord> {
  const [row] = await selectPersonas(tx).where(and(eq(personas.id, id), eq(personas.brandId, scope.brandId)));
  if (!row) throw new NotFoundError();
  return toRecord(row);
}

/** The persona, or null when it does not exist in this brand (pages answer with the standard 404). */
export async function getPersona(scope: BrandScope, id: string): Promise<PersonaRecord | null> {
  try {
    return await withScope(scope, (tx) => loadPersona(tx, scope, id));
  } catch (e) {
    if (e instanceof NotFoundError) return null;
    throw e;
  }
}

/** Every persona of the brand with its brief, newest first (spec §7). */
export async function listPersonaRecords(scope: BrandScope): Promise<PersonaRecord[]> {
  const rows = await withScope(scope, (tx) => selectPersonas(tx).where(eq(personas.brandId, scope.brandId)).orderBy(desc(personas.createdAt), desc(personas.id)));
  return rows.map(toRecord);
}

/**
 * A page of the brand's personas for the public REST API, newest first: keyset on (created_at, id),
 * the index personas_brand_id_created_idx. One row more than `limit` tells there is a next page.
 */
export async function listPersonaRecordsPage(
  scope: BrandScope,
  filter: { status?: "active" | "archived"; briefId?: string; source?: string },
  page: { limit: number; after: { value: string; id: string } | null },
): Promise<{ rows: PersonaRecord[]; keys: { value: string; id: string }[] }> {
  const where = [eq(personas.brandId, scope.brandId)];
  if (filter.status) where.push(eq(personas.status, filter.status));
  if (filter.briefId) where.push(eq(personas.briefId, filter.briefId));
  if (filter.source) where.push(eq(personas.source, filter.source));
  if (page.after) where.push(sql`(${personas.createdAt}, ${personas.id}) < (${page.after.value}::timestamptz, ${page.after.id}::uuid)`);
  const rows = await withScope(scope, (tx) =>
    selectPersonas(tx)
      .where(and(...where))
      .orderBy(desc(personas.createdAt), desc(personas.id))
      .limit(page.limit + 1),
  );
  return { rows: rows.map(toRecord), keys: rows.map((r) => ({ value: r.createdKey, id: r.id })) };
}

export async function listVersions(scope: BrandScope, personaId: string): Promise<PersonaVersionRow[]> {
  return withScope(scope, async (tx) => {
    const current = await loadPersona(tx, scope, personaId);
    const rows = await tx
      .select()
      .from(personaVersions)
      .where(and(eq(personaVersions.brandId, scope.brandId), eq(personaVersions.personaId, personaId)))
      .orderBy(desc(personaVersions.version));
    const list: PersonaVersionRow[] = rows.map((v) => ({ id: v.id, version: v.version, name: v.name, profile: readProfile(v.profile), note: v.note, createdAt: v.createdAt, current: v.version === current.version }));
    // The current state is always listed, even before its first saved version row.
    if (!list.some((v) => v.current)) {
      list.unshift({ id: `current-${current.id}`, version: current.version, name: current.name, profile: current.profile, note: null, createdAt: current.updatedAt, current: true });
    }
    return list;
  });
}

/** Saves the current state as its version row when no row holds it yet. */
async function ensureCurrentVersionSaved(tx: Tx, scope: BrandScope, p: PersonaRecord): Promise<void> {
  await tx
    .insert(personaVersions)
    .values({ brandId: scope.brandId, personaId: p.id, version: p.version, name: p.name, profile: p.profile as unknown as Record<string, unknown>, note: "Saved before the next change", changedBy: scope.userId, createdAt: p.updatedAt })
    .onConflictDoNothing({ target: [personaVersions.personaId, personaVersions.version] });
}

/**
 * Writes a new version: the row's name/profile (and overlay for a library persona) change, version + 1,
 * and the new state is kept in persona_versions with `note`.
 */
export async function writeVersion(
  tx: Tx,
  scope: BrandScope,
  p: PersonaRecord,
  next: { name: string; profile: PersonaProfile; overlay?: Partial<PersonaProfile>; libraryVersion?: number },
  note: string,
): Promise<number> {
  await ensureCurrentVersionSaved(tx, scope, p);
  const version = p.version + 1;
  const updated = await tx
    .update(personas)
    .set({
      name: next.name,
      profile: next.profile as unknown as Record<string, unknown>,
      version,
      ...(next.overlay ? { overlay: next.overlay } : {}),
      ...(next.libraryVersion ? { libraryVersion: next.libraryVersion } : {}),
      updatedAt: new Date(),
    })
    // Compare-and-set on the version: two editors saving at once cannot both become "version n + 1".
    .where(and(eq(personas.id, p.id), eq(personas.brandId, scope.brandId), eq(personas.version, p.version)))
    .returning({ id: personas.id });
  if (!updated.length) throw new ActionError("Someone else saved this persona a moment ago. Reload the page to see their version, then edit again.");
  await tx.insert(personaVersions).values({ brandId: scope.brandId, personaId: p.id, version, name: next.name, profile: next.profile as unknown as Record<string, unknown>, note, changedBy: scope.userId });
  return version;
}

/** The library content a library persona sits on (its pinned version), or null for a brand's own persona. */
export async function libraryBase(tx: Tx, p: Pick<PersonaRecord, "source" | "libraryItemId" | "libraryVersion">, version?: number): Promise<PersonaProfile | null> {
  if (p.source !== "library" || !p.libraryItemId) return null;
  const [v] = await tx
    .select({ content: personaLibraryVersions.content })
    .from(personaLibraryVersions)
    .where(and(eq(personaLibraryVersions.itemId, p.libraryItemId), eq(personaLibraryVersions.version, version ?? p.libraryVersion ?? 1)));
  if (!v) return null;
  return readProfile((v.content as { profile?: Record<string, unknown> }).profile);
}

/** The fields of `profile` that differ from `base`: what a brand changed on top of a library persona. */
export function overlayOf(base: PersonaProfile, profile: PersonaProfile): Partial<PersonaProfile> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(profile) as (keyof PersonaProfile)[]) {
    if (key === "attributes") {
      const changed = Object.fromEntries(Object.entries(profile.attributes).filter(([k, v]) => base.attributes[k] !== v));
      if (Object.keys(changed).length) out.attributes = changed;
      continue;
    }
    if (JSON.stringify(profile[key]) !== JSON.stringify(base[key])) out[key] = profile[key];
  }
  return out as Partial<PersonaProfile>;
}

/** A hand edit of the full profile. A library persona keeps its base: the change lands in its overlay. */
export async function savePersonaProfile(scope: BrandScope, id: string, name: string, profile: PersonaProfile, note?: string): Promise<{ version: number }> {
  return withScope(scope, async (tx) => {
    const p = await loadPersona(tx, scope, id);
    const base = await libraryBase(tx, p);
    let next: { name: string; profile: PersonaProfile; overlay?: Partial<PersonaProfile> };
    if (base) {
      // Attributes removed by hand cannot be expressed as an overlay on top of the base's, so they stay.
      const overlay = overlayOf(base, profile);
      next = { name, profile: withOverlay(base, overlay), overlay };
    } else next = { name, profile };
    const version = await writeVersion(tx, scope, p, next, note?.trim() || "Edited by hand");
    await logScopeActivity(tx, scope, "persona_edited", `Edited persona ${name} (version ${version})`, { personaId: id, version });
    return { version };
  });
}

/** Restores an old version as a new one (history is never rewritten). */
export async function restorePersonaVersion(scope: BrandScope, id: string, version: number): Promise<{ version: number }> {
  return withScope(scope, async (tx) => {
    const p = await loadPersona(tx, scope, id);
    const [old] = await tx
      .select()
      .from(personaVersions)
      .where(and(eq(personaVersions.brandId, scope.brandId), eq(personaVersions.personaId, id), eq(personaVersions.version, version)));
    if (!old) throw new ActionError(`Version ${version} of this persona no longer exists. Reload the page to see its versions.`);
    if (version === p.version) throw new ActionError(`Version ${version} is already the current version.`);
    const profile = readProfile(old.profile);
    const base = await libraryBase(tx, p);
    const next = base ? { name: old.name, profile: withOverlay(base, overlayOf(base, profile)), overlay: overlayOf(base, profile) } : { name: old.name, profile };
    const saved = await writeVersion(tx, scope, p, next, `Restored version ${version}`);
    await logScopeActivity(tx, scope, "persona_version_restored", `Restored version ${version} of persona ${old.name}`, { personaId: id, version: saved });
    return { version: saved };
  });
}

/** Archive or restore personas; ids of another brand or none answer "not found" and nothing changes. */
export async function setPersonasStatus(scope: BrandScope, ids: string[], status: "active" | "archived"): Promise<{ changed: number }> {
  return withScope(scope, async (tx) => {
    const unique = [...new Set(ids)];
    const found = await tx.select({ id: personas.id }).from(personas).where(and(eq(personas.brandId, scope.brandId), inArray(personas.id, unique)));
    if (found.length !== unique.length) throw new NotFoundError();
    const changed = await tx
      .update(personas)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(personas.brandId, scope.brandId), inArray(personas.id, unique)))
      .returning({ id: personas.id });
    const verb = status === "archived" ? "Archived" : "Restored";
    await logScopeActivity(tx, scope, status === "archived" ? "personas_archived" : "personas_restored", `${verb} ${changed.length} persona${changed.length === 1 ? "" : "s"}`, { ids: unique });
    return { changed: changed.length };
  });
}
