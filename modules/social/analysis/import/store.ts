/**
 * Stores a read social import: picks or creates the tracked profile, then upserts its posts by
 * external id (or the stable hash of a post the file gives no id for) and its follower readings by
 * day. All or nothing: a file with a problem stores nothing. A count the file does not have never
 * erases one we know, so importing the same file twice — or a poorer export after a richer one —
 * changes nothing.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { socialMedia, socialProfiles, socialProfileSnapshots, type SocialNetwork } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import type { Tx } from "@/db/client";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { countNoun, problemsMessage, type ImportOutcome } from "@/lib/import";
import { extractHashtags, normaliseHandle, stablePostKey } from "./text";
import { POST_COUNTS, type ImportedPost, type ParsedSocialImport } from "./types";
import { POST_NOUN } from "./read";

/** Which profile the file is about: an existing one by id, or one by handle (created when new). */
export type ImportTarget = { profileId: string } | { handle: string; isOwn: boolean; network: SocialNetwork };

export type SocialImportOutcome = ImportOutcome & { profileId: string; followerDays: number };

type Row = typeof socialMedia.$inferInsert;

async function resolveProfile(tx: Tx, scope: BrandScope, target: ImportTarget, parsed: ParsedSocialImport) {
  if ("profileId" in target) {
    const [p] = await tx
      .select({ id: socialProfiles.id, network: socialProfiles.network, followers: socialProfiles.followers, lastSource: socialProfiles.lastSource })
      .from(socialProfiles)
      .where(and(eq(socialProfiles.id, target.profileId), eq(socialProfiles.brandId, scope.brandId)));
    if (!p) throw new ActionError("That profile is not tracked by this brand. Choose another or add it by handle.");
    if (parsed.network && parsed.network !== p.network) throw new ActionError(`This file is a ${parsed.label} (${parsed.network}), but the profile is on ${p.network}. Choose a ${parsed.network} profile.`);
    return { ...p, created: false };
  }
  const network = parsed.network ?? target.network;
  const handle = normaliseHandle(target.handle || parsed.handle || "");
  if (!handle) throw new ActionError("Say whose posts these are: type the account's handle.");
  if (!/^[a-z0-9._-]{1,100}$/.test(handle)) throw new ActionError(`"${target.handle}" is not a handle. Use the account's name as in its URL, e.g. northwind.coffee.`);
  const [existing] = await tx
    .select({ id: socialProfiles.id, network: socialProfiles.network, followers: socialProfiles.followers, lastSource: socialProfiles.lastSource })
    .from(socialProfiles)
    .where(and(eq(socialProfiles.brandId, scope.brandId), eq(socialProfiles.network, network), eq(socialProfiles.handle, handle)));
  if (existing) return { ...existing, created: false };
  const [p] = await tx
    .insert(socialProfiles)
    .values({ brandId: scope.brandId, network, handle, displayName: handle, isOwn: target.isOwn, refreshSchedule: "manual", lastSource: "import", lastStatus: "ok", lastFetchedAt: new Date(), createdBy: scope.userId })
    .returning({ id: socialProfiles.id, network: socialProfiles.network, followers: socialProfiles.followers, lastSource: socialProfiles.lastSource });
  return { ...p!, created: true };
}

const sameTime = (a: Date, b: Date) => a.getTime() === b.getTime();

/** The update a stored post needs for `p`, or null when it has it all already. Known counts are never replaced by unknown. */
export function postChanges(old: Pick<Row, "permalink" | "mediaType" | "caption" | "hashtags" | "publishedAt" | (typeof POST_COUNTS)[number]>, p: ImportedPost): Partial<Row> | null {
  const set: Partial<Row> = {};
  if (p.permalink && p.permalink !== old.permalink) set.permalink = p.permalink;
  if (p.mediaType !== old.mediaType) set.mediaType = p.mediaType;
  if (p.caption && p.caption !== old.caption) {
    set.caption = p.caption;
    set.hashtags = extractHashtags(p.caption);
  }
  if (old.publishedAt && !sameTime(old.publishedAt, p.publishedAt)) set.publishedAt = p.publishedAt;
  for (const k of POST_COUNTS) if (p[k] !== null && p[k] !== old[k]) set[k] = p[k];
  return Object.keys(set).length ? set : null;
}

export async function storeSocialImport(scope: BrandScope, target: ImportTarget, parsed: ParsedSocialImport): Promise<SocialImportOutcome> {
  if (parsed.errors.length) throw new ActionError(problemsMessage(parsed.errors));
  if (!parsed.posts.length && !parsed.followers.length) throw new ActionError("Nothing was imported: the file has no posts.");
  return withScope(scope, async (tx) => {
    const profile = await resolveProfile(tx, scope, target, parsed);
    const prefix = parsed.kind === "instagram-export" ? "igexport" : parsed.kind;
    const keyed = new Map<string, ImportedPost>();
    for (const p of parsed.posts) keyed.set(p.externalId ?? stablePostKey(prefix, p.publishedAt, p.caption), p);
    const ids = [...keyed.keys()];
    const existing = new Map<string, Row & { id: string }>();
    for (let i = 0; i < ids.length; i += 1000) {
      const rows = await tx
        .select()
        .from(socialMedia)
        .where(and(eq(socialMedia.brandId, scope.brandId), eq(socialMedia.profileId, profile.id), inArray(socialMedia.externalId, ids.slice(i, i + 1000))));
      for (const r of rows) existing.set(r.externalId, r);
    }
    const fresh: Row[] = [];
    let updated = 0;
    for (const [externalId, p] of keyed) {
      const old = existing.get(externalId);
      if (!old) {
        fresh.push({
          brandId: scope.brandId,
          profileId: profile.id,
          network: profile.network,
          externalId,
          permalink: p.permalink,
          mediaType: p.mediaType,
          caption: p.caption,
          hashtags: extractHashtags(p.caption),
          publishedAt: p.publishedAt,
          ...Object.fromEntries(POST_COUNTS.map((k) => [k, p[k]])),
          source: "import",
          sourceLabel: parsed.label,
        });
        continue;
      }
      const set = postChanges(old, p);
      if (!set) continue;
      updated++;
      await tx
        .update(socialMedia)
        .set({ ...set, sourceLabel: old.source === "import" ? parsed.label : old.sourceLabel, fetchedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(socialMedia.id, old.id), eq(socialMedia.brandId, scope.brandId)));
    }
    for (let i = 0; i < fresh.length; i += 500) await tx.insert(socialMedia).values(fresh.slice(i, i + 500));

    let followerDays = 0;
    if (parsed.followers.length) {
      const inserted = await tx
        .insert(socialProfileSnapshots)
        .values(parsed.followers.map((f) => ({ brandId: scope.brandId, profileId: profile.id, takenOn: f.takenOn, followers: f.followers })))
        .onConflictDoNothing()
        .returning({ id: socialProfileSnapshots.id });
      followerDays = inserted.length;
    }
    const outcome: SocialImportOutcome = { added: fresh.length, updated, unchanged: keyed.size - fresh.length - updated, profileId: profile.id, followerDays };
    const latest = parsed.followers.at(-1)?.followers ?? null;
    if (outcome.added || outcome.updated || followerDays || profile.created) {
      // The API's reading of the follower count wins over an import's; an imported profile takes the file's.
      const followers = profile.lastSource === "api" || latest === null || latest === profile.followers ? {} : { followers: latest };
      await tx
        .update(socialProfiles)
        .set({
          ...followers,
          ...(profile.lastSource === "api" ? {} : { lastSource: "import" as const, lastStatus: "ok" as const, lastError: null, lastFetchedAt: new Date() }),
          mediaCount: sql`greatest(coalesce(${socialProfiles.mediaCount}, 0), (select count(*)::int from ${socialMedia} where ${socialMedia.profileId} = ${profile.id}))`,
          updatedAt: new Date(),
        })
        .where(and(eq(socialProfiles.id, profile.id), eq(socialProfiles.brandId, scope.brandId)));
      await logScopeActivity(
        tx,
        scope,
        "social_posts_imported",
        `Imported ${countNoun(keyed.size, POST_NOUN)} from a ${parsed.label} (${outcome.added} added, ${outcome.updated} updated, ${outcome.unchanged} unchanged)`,
        { ...outcome, source: parsed.kind },
      );
    }
    return outcome;
  });
}
