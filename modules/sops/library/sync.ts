/**
 * Loads the template library into the database (start script and test harness, after the
 * migrations). Idempotent: an unchanged library changes nothing. A new file becomes a template;
 * a bumped `version` becomes a new template version and a proposed update for every brand that
 * adopted an older one. Runs as the database owner — library tables are read-only for growth_app.
 */
import { createHash } from "node:crypto";
import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database, Tx } from "@/db/client";
import {
  sopAdoptions,
  sopTemplateUpdateItems,
  sopTemplateUpdates,
  sopTemplateVersions,
  sopTemplates,
  type TemplateContent,
} from "@/db/schema";
import { diffTemplateContent, sameProposal, stableJson } from "../diff";
import { readLibrary } from "./load";
import { contentOf, templateStats, type LibraryTemplate } from "./schema";

type PublishOutcome =
  | { status: "created"; templateId: string; version: number }
  | { status: "published"; templateId: string; version: number; proposals: number }
  | { status: "unchanged"; templateId: string; version: number }
  | { status: "conflict"; templateId: string; version: number; message: string };

export function contentHash(content: TemplateContent): string {
  return createHash("sha256").update(stableJson(content)).digest("hex");
}

// One lock id for every library writer, so a start script and a test setup never interleave.
const LIBRARY_LOCK = 0x50_50_7e_01;

/** Publishes one template definition (from a library file, or a test) in its own transaction. */
export async function publishTemplateVersion(db: Database, def: LibraryTemplate): Promise<PublishOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LIBRARY_LOCK})`);
    return publishIn(tx, def);
  });
}

async function publishIn(tx: Tx, def: LibraryTemplate): Promise<PublishOutcome> {
  const content = contentOf(def);
  const hash = contentHash(content);
  const [existing] = await tx
    .select()
    .from(sopTemplates)
    .where(and(eq(sopTemplates.type, def.type), eq(sopTemplates.slug, def.slug)));

  if (!existing) {
    const [t] = await tx
      .insert(sopTemplates)
      .values({ type: def.type, slug: def.slug, name: def.name, summary: def.summary, currentVersion: def.version })
      .returning({ id: sopTemplates.id });
    await tx.insert(sopTemplateVersions).values({
      templateId: t!.id,
      version: def.version,
      content,
      contentHash: hash,
      stats: templateStats(content),
      changelog: def.changelog,
    });
    return { status: "created", templateId: t!.id, version: def.version };
  }

  const [latest] = await tx
    .select({ version: sopTemplateVersions.version, contentHash: sopTemplateVersions.contentHash })
    .from(sopTemplateVersions)
    .where(eq(sopTemplateVersions.templateId, existing.id))
    .orderBy(desc(sopTemplateVersions.version))
    .limit(1);
  const current = latest?.version ?? 0;

  if (def.version < current) {
    return {
      status: "conflict",
      templateId: existing.id,
      version: current,
      message: `${def.type}/${def.slug}: the file says version ${def.version} but version ${current} is already published; raise the version to publish changes.`,
    };
  }
  if (def.version === current) {
    // Names and summaries are presentation, not versioned content: keep them in step with the file.
    if (existing.name !== def.name || existing.summary !== def.summary) {
      await tx.update(sopTemplates).set({ name: def.name, summary: def.summary }).where(eq(sopTemplates.id, existing.id));
    }
    if (latest!.contentHash !== hash) {
      return {
        status: "conflict",
        templateId: existing.id,
        version: current,
        message: `${def.type}/${def.slug}: the content changed but the version is still ${current}; raise "version" to publish the change to adopting brands.`,
      };
    }
    return { status: "unchanged", templateId: existing.id, version: current };
  }

  await tx.insert(sopTemplateVersions).values({
    templateId: existing.id,
    version: def.version,
    content,
    contentHash: hash,
    stats: templateStats(content),
    changelog: def.changelog,
  });
  await tx
    .update(sopTemplates)
    .set({ name: def.name, summary: def.summary, currentVersion: def.version })
    .where(eq(sopTemplates.id, existing.id));
  const proposals = await proposeUpdates(tx, existing.id, def.version, content);
  return { status: "published", templateId: existing.id, version: def.version, proposals };
}

/**
 * Gives every adoption behind `toVersion` a pending proposal (diff from the version it follows).
 * An older pending proposal is superseded; decisions on items that reappear unchanged carry over.
 */
async function proposeUpdates(tx: Tx, templateId: string, toVersion: number, content: TemplateContent): Promise<number> {
  const adoptions = await tx
    .select()
    .from(sopAdoptions)
    .where(and(eq(sopAdoptions.templateId, templateId), lt(sopAdoptions.version, toVersion)));
  if (!adoptions.length) return 0;
  const baseVersions = [...new Set(adoptions.map((a) => a.version))];
  const bases = await tx
    .select({ version: sopTemplateVersions.version, content: sopTemplateVersions.content })
    .from(sopTemplateVersions)
    .where(and(eq(sopTemplateVersions.templateId, templateId), inArray(sopTemplateVersions.version, baseVersions)));
  const baseByVersion = new Map(bases.map((b) => [b.version, b.content]));

  let created = 0;
  for (const adoption of adoptions) {
    const base = baseByVersion.get(adoption.version);
    if (!base) continue;
    const items = diffTemplateContent(base, content);

    const previous = await tx
      .select({ id: sopTemplateUpdates.id })
      .from(sopTemplateUpdates)
      .where(and(eq(sopTemplateUpdates.adoptionId, adoption.id), eq(sopTemplateUpdates.status, "pending")));
    const previousItems = previous.length
      ? await tx
          .select()
          .from(sopTemplateUpdateItems)
          .where(
            inArray(
              sopTemplateUpdateItems.updateId,
              previous.map((p) => p.id),
            ),
          )
          .orderBy(asc(sopTemplateUpdateItems.position))
      : [];
    if (previous.length) {
      await tx
        .update(sopTemplateUpdates)
        .set({ status: "superseded", resolvedAt: new Date() })
        .where(
          and(
            eq(sopTemplateUpdates.brandId, adoption.brandId),
            inArray(
              sopTemplateUpdates.id,
              previous.map((p) => p.id),
            ),
          ),
        );
    }

    if (!items.length) {
      await tx.update(sopAdoptions).set({ version: toVersion }).where(and(eq(sopAdoptions.id, adoption.id), eq(sopAdoptions.brandId, adoption.brandId)));
      continue;
    }
    const decided = (item: (typeof items)[number]) =>
      previousItems.find((p) => p.status !== "pending" && sameProposal(p, item));
    const rows = items.map((item, position) => {
      const carried = decided(item);
      return {
        brandId: adoption.brandId,
        kind: item.kind,
        itemKey: item.itemKey,
        label: item.label,
        detail: item.detail,
        position,
        status: carried?.status ?? ("pending" as const),
        decidedBy: carried?.decidedBy ?? null,
        decidedAt: carried?.decidedAt ?? null,
      };
    });
    const allDecided = rows.every((r) => r.status !== "pending");
    const [update] = await tx
      .insert(sopTemplateUpdates)
      .values({
        brandId: adoption.brandId,
        adoptionId: adoption.id,
        fromVersion: adoption.version,
        toVersion,
        status: allDecided ? "resolved" : "pending",
        resolvedAt: allDecided ? new Date() : null,
      })
      .returning({ id: sopTemplateUpdates.id });
    await tx.insert(sopTemplateUpdateItems).values(rows.map((r) => ({ ...r, updateId: update!.id })));
    if (allDecided) await tx.update(sopAdoptions).set({ version: toVersion }).where(and(eq(sopAdoptions.id, adoption.id), eq(sopAdoptions.brandId, adoption.brandId)));
    else created++;
  }
  return created;
}

type SyncReport = { created: number; published: number; unchanged: number; warnings: string[] };

/**
 * Loads every library file. Call after migrateDatabase() wherever a database is prepared (start
 * script, test harness). Invalid files throw (with file and field); version conflicts only warn,
 * so an edited-but-not-bumped file never stops the app from starting.
 */
export async function syncTemplateLibrary(db: Database, opts: { dir?: string; log?: (msg: string) => void } = {}): Promise<SyncReport> {
  const log = opts.log ?? ((m: string) => console.warn(`[sops library] ${m}`));
  const report: SyncReport = { created: 0, published: 0, unchanged: 0, warnings: [] };
  const templates = readLibrary(opts.dir);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LIBRARY_LOCK})`);
    for (const def of templates) {
      const outcome = await publishIn(tx, def);
      if (outcome.status === "created") report.created++;
      else if (outcome.status === "published") report.published++;
      else if (outcome.status === "unchanged") report.unchanged++;
      else {
        report.warnings.push(outcome.message);
        log(outcome.message);
      }
    }
  });
  return report;
}
