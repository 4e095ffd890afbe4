/**
 * The agency persona library: personas and briefs a brand publishes for every brand of the same owner
 * (brands.user_id) to reuse. Items belong to the owner, not a brand. RLS (0049) already hides other
 * owners' items from anyone who cannot open one of their brands; on top, every read and write here is
 * pinned to the owner of the brand in scope, so a person who works for two agencies never sees agency
 * B's library from a brand of agency A, and an item of another owner answers exactly like a missing one.
 *
 * A brand uses an item as an overlay: its persona keeps `library_item_id` + `library_version` and its own
 * fields in `overlay`; `profile` is always the merged result. A newer library version is never applied
 * silently: the persona shows it and "Update" re-merges (the previous state stays in persona_versions),
 * so focus-group results stay comparable over time.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import {
  brands,
  personaLibraryItems,
  personaLibraryVersions,
  personaVersions,
  personas,
  personasBriefs,
  type PersonaProfile,
} from "@/db/schema";
import type { Tx } from "@/db/client";
import type { Brief } from "../briefs/queries";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { readProfile, withOverlay } from "../profile";
import { libraryBase, loadPersona, writeVersion } from "../card/store";

export type LibraryPersonaContent = { kind: "persona"; name: string; profile: PersonaProfile; segmentKey: string | null; briefName: string | null };
/** A published brief: the brief's own fields (not its grounding collections, which are the publishing brand's). */
export type LibraryBriefContent = { kind: "brief"; requiredAttributes: string[] } & Pick<
  Brief,
  "name" | "audience" | "segments" | "constraints" | "decision" | "country" | "language" | "ageMin" | "ageMax" | "b2b"
>;

export type LibraryItemView = {
  id: string;
  kind: "persona" | "brief";
  name: string;
  industry: string | null;
  description: string;
  latestVersion: number;
  sourceBrandName: string | null;
  updatedAt: Date;
  /** The persona's summary or the brief's audience, for the list. */
  preview: string;
  /** Archived items stay in the library (and on the personas that use them) but are not offered for reuse. */
  archived: boolean;
  /** This brand's personas/briefs already on the item, with the version each sits on. */
  usedBy: { id: string; name: string; version: number | null }[];
};

/** The owner of the brand in scope: the library the brand reads and publishes to. */
async function ownerOf(tx: Tx, scope: BrandScope): Promise<string> {
  const [b] = await tx.select({ ownerId: brands.userId }).from(brands).where(eq(brands.id, scope.brandId));
  if (!b) throw new NotFoundError();
  return b.ownerId;
}

async function itemOfOwner(tx: Tx, ownerId: string, itemId: string) {
  const [item] = await tx
    .select()
    .from(personaLibraryItems)
    .where(and(eq(personaLibraryItems.id, itemId), eq(personaLibraryItems.ownerId, ownerId), eq(personaLibraryItems.archived, false)));
  if (!item) throw new NotFoundError();
  return item;
}

async function versionContent(tx: Tx, itemId: string, version: number): Promise<Record<string, unknown>> {
  const [v] = await tx
    .select({ content: personaLibraryVersions.content })
    .from(personaLibraryVersions)
    .where(and(eq(personaLibraryVersions.itemId, itemId), eq(personaLibraryVersions.version, version)));
  if (!v) throw new NotFoundError();
  return v.content;
}

/** Adds a version to `itemId` (when given and still the owner's) or creates a new item. */
async function publish(
  tx: Tx,
  scope: BrandScope,
  ownerId: string,
  kind: "persona" | "brief",
  itemId: string | null,
  meta: { name: string; industry: string | null; description: string; note: string | null },
  content: LibraryPersonaContent | LibraryBriefContent,
): Promise<{ itemId: string; version: number; created: boolean }> {
  if (itemId) {
    const [item] = await tx
      .select()
      .from(personaLibraryItems)
      .where(and(eq(personaLibraryItems.id, itemId), eq(personaLibraryItems.ownerId, ownerId), eq(personaLibraryItems.kind, kind), eq(personaLibraryItems.archived, false)));
    if (item) {
      const version = item.latestVersion + 1;
      const bumped = await tx
        .update(personaLibraryItems)
        .set({ latestVersion: version, name: meta.name, industry: meta.industry ?? item.industry, description: meta.description || item.description, updatedAt: new Date() })
        .where(and(eq(personaLibraryItems.id, item.id), eq(personaLibraryItems.latestVersion, item.latestVersion)))
        .returning({ id: personaLibraryItems.id });
      if (!bumped.length) throw new ActionError("Someone else published to this library item a moment ago. Try again.");
      await tx.insert(personaLibraryVersions).values({ itemId: item.id, ownerId, version, content, note: meta.note, publishedBy: scope.userId });
      return { itemId: item.id, version, created: false };
    }
  }
  const [item] = await tx
    .insert(personaLibraryItems)
    .values({ ownerId, kind, name: meta.name, industry: meta.industry, description: meta.description, latestVersion: 1, sourceBrandId: scope.brandId, publishedBy: scope.userId })
    .returning({ id: personaLibraryItems.id });
  await tx.insert(personaLibraryVersions).values({ itemId: item!.id, ownerId, version: 1, content, note: meta.note, publishedBy: scope.userId });
  return { itemId: item!.id, version: 1, created: true };
}

type PublishMeta = { industry?: string | null; description?: string; note?: string | null };

/**
 * Publishes a persona: a new version of the item it came from (or was published to before), else a
 * new item. The persona is linked to the item so the next publish adds a version instead of a copy.
 */
export async function publishPersona(scope: BrandScope, personaId: string, meta: PublishMeta): Promise<{ itemId: string; version: number; created: boolean }> {
  return withScope(scope, async (tx) => {
    const ownerId = await ownerOf(tx, scope);
    const p = await loadPersona(tx, scope, personaId);
    const content: LibraryPersonaContent = { kind: "persona", name: p.name, profile: p.profile, segmentKey: p.segmentKey, briefName: p.briefName };
    const out = await publish(tx, scope, ownerId, "persona", p.libraryItemId, { name: p.name, industry: meta.industry?.trim() || null, description: meta.description?.trim() || p.profile.summary.slice(0, 300), note: meta.note?.trim() || null }, content);
    if (p.source === "library") {
      // An overlay persona published back: its merged profile is now the library's newest version, so
      // it sits on that version with nothing left on top.
      await tx.update(personas).set({ libraryItemId: out.itemId, libraryVersion: out.version, overlay: {}, updatedAt: new Date() }).where(and(eq(personas.id, p.id), eq(personas.brandId, scope.brandId)));
    } else {
      await tx.update(personas).set({ libraryItemId: out.itemId, libraryVersion: out.version, updatedAt: new Date() }).where(and(eq(personas.id, p.id), eq(personas.brandId, scope.brandId)));
    }
    await logScopeActivity(tx, scope, "persona_published", `Published persona ${p.name} to the library (version ${out.version})`, { personaId, itemId: out.itemId, version: out.version });
    return out;
  });
}

export async function publishBrief(scope: BrandScope, briefId: string, meta: PublishMeta): Promise<{ itemId: string; version: number; created: boolean }> {
  return withScope(scope, async (tx) => {
    const ownerId = await ownerOf(tx, scope);
    const [b] = await tx.select().from(personasBriefs).where(and(eq(personasBriefs.id, briefId), eq(personasBriefs.brandId, scope.brandId)));
    if (!b) throw new NotFoundError();
    const content: LibraryBriefContent = {
      kind: "brief",
      name: b.name,
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
    };
    const out = await publish(tx, scope, ownerId, "brief", b.libraryItemId, { name: b.name, industry: meta.industry?.trim() || null, description: meta.description?.trim() || b.audience.slice(0, 300), note: meta.note?.trim() || null }, content);
    await tx.update(personasBriefs).set({ libraryItemId: out.itemId, libraryVersion: out.version, updatedAt: new Date() }).where(and(eq(personasBriefs.id, b.id), eq(personasBriefs.brandId, scope.brandId)));
    await logScopeActivity(tx, scope, "persona_brief_published", `Published brief ${b.name} to the library (version ${out.version})`, { briefId, itemId: out.itemId, version: out.version });
    return out;
  });
}

/** The owner's library items, newest first (archived ones included and marked), with which of this brand's rows use each. */
export async function listLibraryItems(scope: BrandScope): Promise<LibraryItemView[]> {
  return withScope(scope, async (tx) => {
    const ownerId = await ownerOf(tx, scope);
    const items = await tx
      .select({
        id: personaLibraryItems.id,
        kind: personaLibraryItems.kind,
        name: personaLibraryItems.name,
        industry: personaLibraryItems.industry,
        description: personaLibraryItems.description,
        latestVersion: personaLibraryItems.latestVersion,
        updatedAt: personaLibraryItems.updatedAt,
        archived: personaLibraryItems.archived,
        // Only a brand of the same owner can be the source; its name is the owner's to see.
        sourceBrandName: sql<string | null>`(select b.name from brands b where b.id = ${personaLibraryItems.sourceBrandId} and b.user_id = ${ownerId}::uuid)`,
        content: personaLibraryVersions.content,
      })
      .from(personaLibraryItems)
      .innerJoin(personaLibraryVersions, and(eq(personaLibraryVersions.itemId, personaLibraryItems.id), eq(personaLibraryVersions.version, personaLibraryItems.latestVersion)))
      .where(eq(personaLibraryItems.ownerId, ownerId))
      .orderBy(desc(personaLibraryItems.updatedAt));
    const usedPersonas = await tx
      .select({ id: personas.id, name: personas.name, itemId: personas.libraryItemId, version: personas.libraryVersion })
      .from(personas)
      .where(and(eq(personas.brandId, scope.brandId), sql`${personas.libraryItemId} is not null`, eq(personas.status, "active")));
    const usedBriefs = await tx
      .select({ id: personasBriefs.id, name: personasBriefs.name, itemId: personasBriefs.libraryItemId, version: personasBriefs.libraryVersion })
      .from(personasBriefs)
      .where(and(eq(personasBriefs.brandId, scope.brandId), sql`${personasBriefs.libraryItemId} is not null`));
    return items.map((i) => {
      const c = i.content as { profile?: Record<string, unknown>; audience?: string };
      const kind = i.kind === "brief" ? "brief" : "persona";
      const used = (kind === "persona" ? usedPersonas : usedBriefs).filter((u) => u.itemId === i.id).map((u) => ({ id: u.id, name: u.name, version: u.version }));
      return {
        id: i.id,
        kind,
        name: i.name,
        industry: i.industry,
        description: i.description,
        latestVersion: i.latestVersion,
        sourceBrandName: i.sourceBrandName,
        updatedAt: i.updatedAt,
        archived: i.archived,
        preview: kind === "persona" ? readProfile(c.profile).summary : (c.audience ?? ""),
        usedBy: used,
      };
    });
  });
}

/**
 * Archives (or restores) a library item of the brand's owner. Archived items are not offered for
 * reuse (addLibraryItemToBrand refuses them, publishing starts a new item); personas already on one
 * keep it. Another owner's item answers exactly like a missing one.
 */
export async function setLibraryItemArchived(scope: BrandScope, itemId: string, archived: boolean): Promise<{ id: string; archived: boolean }> {
  return withScope(scope, async (tx) => {
    const ownerId = await ownerOf(tx, scope);
    const [row] = await tx
      .update(personaLibraryItems)
      .set({ archived, updatedAt: new Date() })
      .where(and(eq(personaLibraryItems.id, itemId), eq(personaLibraryItems.ownerId, ownerId)))
      .returning({ id: personaLibraryItems.id, name: personaLibraryItems.name });
    if (!row) throw new NotFoundError();
    await logScopeActivity(tx, scope, archived ? "persona_library_archived" : "persona_library_restored", `${archived ? "Archived" : "Restored"} library item ${row.name}`, { itemId });
    return { id: row.id, archived };
  });
}

/**
 * "Use in this brand": a persona (or brief) of the brand on the item's newest version, pinned to it,
 * with an empty overlay (the brand's own fields arrive with its first edit).
 */
export async function addLibraryItemToBrand(scope: BrandScope, itemId: string): Promise<{ kind: "persona" | "brief"; id: string; version: number }> {
  return withScope(scope, async (tx) => {
    const ownerId = await ownerOf(tx, scope);
    const item = await itemOfOwner(tx, ownerId, itemId);
    const content = await versionContent(tx, item.id, item.latestVersion);
    if (item.kind === "brief") {
      const c = content as Partial<LibraryBriefContent>;
      const [b] = await tx
        .insert(personasBriefs)
        .values({
          brandId: scope.brandId,
          name: c.name ?? item.name,
          audience: c.audience ?? "",
          segments: c.segments ?? [],
          constraints: c.constraints ?? "",
          decision: c.decision ?? "",
          country: c.country ?? null,
          language: c.language ?? null,
          ageMin: c.ageMin ?? null,
          ageMax: c.ageMax ?? null,
          b2b: c.b2b ?? false,
          requiredAttributes: c.requiredAttributes ?? [],
          source: "library",
          libraryItemId: item.id,
          libraryVersion: item.latestVersion,
          createdBy: scope.userId,
        })
        .returning({ id: personasBriefs.id });
      await logScopeActivity(tx, scope, "persona_brief_from_library", `Added brief ${item.name} from the library (version ${item.latestVersion})`, { briefId: b!.id, itemId });
      return { kind: "brief", id: b!.id, version: item.latestVersion };
    }
    const c = content as Partial<LibraryPersonaContent>;
    const profile = withOverlay(readProfile(c.profile as Record<string, unknown> | undefined), {});
    const name = c.name ?? item.name;
    const [p] = await tx
      .insert(personas)
      .values({
        brandId: scope.brandId,
        name,
        profile: profile as unknown as Record<string, unknown>,
        segmentKey: c.segmentKey ?? null,
        source: "library",
        libraryItemId: item.id,
        libraryVersion: item.latestVersion,
        overlay: {},
        version: 1,
        generation: { importedFrom: `Library: ${item.name} v${item.latestVersion}` },
        createdBy: scope.userId,
      })
      .returning({ id: personas.id });
    await tx.insert(personaVersions).values({ brandId: scope.brandId, personaId: p!.id, version: 1, name, profile: profile as unknown as Record<string, unknown>, note: `From library v${item.latestVersion}`, changedBy: scope.userId });
    await logScopeActivity(tx, scope, "persona_from_library", `Added persona ${name} from the library (version ${item.latestVersion})`, { personaId: p!.id, itemId });
    return { kind: "persona", id: p!.id, version: item.latestVersion };
  });
}

/** Re-merges a library persona's overlay onto the item's newest version, as a new persona version. */
export async function updatePersonaFromLibrary(scope: BrandScope, personaId: string): Promise<{ version: number; libraryVersion: number }> {
  return withScope(scope, async (tx) => {
    const ownerId = await ownerOf(tx, scope);
    const p = await loadPersona(tx, scope, personaId);
    if (p.source !== "library" || !p.libraryItemId) throw new ActionError("This persona is the brand's own, not a library persona, so there is nothing to update.");
    const item = await itemOfOwner(tx, ownerId, p.libraryItemId);
    if ((p.libraryVersion ?? 0) >= item.latestVersion) throw new ActionError(`This persona is already on the library's newest version (v${item.latestVersion}).`);
    const base = await libraryBase(tx, p, item.latestVersion);
    if (!base) throw new NotFoundError();
    const profile = withOverlay(base, p.overlay);
    const version = await writeVersion(tx, scope, p, { name: p.name, profile, libraryVersion: item.latestVersion }, `Updated to library v${item.latestVersion}`);
    await logScopeActivity(tx, scope, "persona_library_updated", `Updated persona ${p.name} to library version ${item.latestVersion}`, { personaId, itemId: item.id, version });
    return { version, libraryVersion: item.latestVersion };
  });
}
