/**
 * The SOP template library: shared, read-only rows, still read as growth_app so the select-only policy
 * applies. Adoption, assignment, proposed updates and the dashboard live in their own files of the module.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import {
  sopAdoptions,
  sopTemplateUpdates,
  sopTemplateVersions,
  sopTemplates,
  type TemplateContent,
  type TemplateStats,
  type TemplateType,
} from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";

export type TemplateListItem = {
  id: string;
  type: TemplateType;
  slug: string;
  name: string;
  summary: string;
  version: number;
  stats: TemplateStats;
  /** Areas → groups → task titles: the quick preview of the library pages. */
  outline: { name: string; groups: { name: string; tasks: string[] }[] }[];
  /** Lower-case text of names, groups, task titles and roles for the page's search box. */
  searchText: string;
  adoptedVersion: number | null;
  updatePending: boolean;
};

export async function listTemplates(scope: BrandScope, type: TemplateType): Promise<TemplateListItem[]> {
  return withScope(scope, async (tx) => {
    const rows = await tx
      .select({
        id: sopTemplates.id,
        type: sopTemplates.type,
        slug: sopTemplates.slug,
        name: sopTemplates.name,
        summary: sopTemplates.summary,
        version: sopTemplates.currentVersion,
        stats: sopTemplateVersions.stats,
        content: sopTemplateVersions.content,
      })
      .from(sopTemplates)
      .innerJoin(
        sopTemplateVersions,
        and(eq(sopTemplateVersions.templateId, sopTemplates.id), eq(sopTemplateVersions.version, sopTemplates.currentVersion)),
      )
      .where(eq(sopTemplates.type, type))
      .orderBy(asc(sopTemplates.name));
    const adoption = await adoptionsByTemplate(tx, scope);
    return rows.map((r) => ({
      id: r.id,
      type: r.type,
      slug: r.slug,
      name: r.name,
      summary: r.summary,
      version: r.version,
      stats: r.stats,
      outline: r.content.areas.map((a) => ({ name: a.name, groups: a.groups.map((g) => ({ name: g.name, tasks: g.tasks.map((t) => t.title) })) })),
      searchText: searchTextOf(r.name, r.summary, r.content),
      adoptedVersion: adoption.get(r.id)?.version ?? null,
      updatePending: adoption.get(r.id)?.pending ?? false,
    }));
  });
}

function searchTextOf(name: string, summary: string, content: TemplateContent): string {
  const parts = [name, summary];
  for (const a of content.areas) {
    parts.push(a.name);
    for (const g of a.groups) {
      parts.push(g.name);
      for (const t of g.tasks) parts.push(t.title, t.role);
    }
  }
  return parts.join(" \u2022 ").toLowerCase();
}

async function adoptionsByTemplate(tx: Tx, scope: BrandScope) {
  const rows = await tx
    .select({
      templateId: sopAdoptions.templateId,
      version: sopAdoptions.version,
      pending: sql<boolean>`exists (select 1 from ${sopTemplateUpdates} u where u.adoption_id = ${sopAdoptions.id} and u.status = 'pending')`,
    })
    .from(sopAdoptions)
    .where(eq(sopAdoptions.brandId, scope.brandId));
  return new Map(rows.map((r) => [r.templateId, r]));
}

export type TemplateDetail = {
  id: string;
  type: TemplateType;
  slug: string;
  name: string;
  summary: string;
  version: number;
  changelog: string;
  publishedAt: Date;
  content: TemplateContent;
  stats: TemplateStats;
  versions: { version: number; changelog: string; publishedAt: Date }[];
  adoption: { id: string; version: number; adoptedAt: Date; updatePending: boolean } | null;
};

export async function getTemplate(scope: BrandScope, type: TemplateType, slug: string, tx?: Tx): Promise<TemplateDetail | null> {
  const run = async (t: Tx): Promise<TemplateDetail | null> => {
    const [template] = await t
      .select()
      .from(sopTemplates)
      .where(and(eq(sopTemplates.type, type), eq(sopTemplates.slug, slug)));
    if (!template) return null;
    const versions = await t
      .select({
        version: sopTemplateVersions.version,
        changelog: sopTemplateVersions.changelog,
        publishedAt: sopTemplateVersions.publishedAt,
        content: sopTemplateVersions.content,
        stats: sopTemplateVersions.stats,
      })
      .from(sopTemplateVersions)
      .where(eq(sopTemplateVersions.templateId, template.id))
      .orderBy(desc(sopTemplateVersions.version));
    const current = versions.find((v) => v.version === template.currentVersion) ?? versions[0];
    if (!current) return null;
    const [adoption] = await t
      .select({
        id: sopAdoptions.id,
        version: sopAdoptions.version,
        adoptedAt: sopAdoptions.createdAt,
        updatePending: sql<boolean>`exists (select 1 from ${sopTemplateUpdates} u where u.adoption_id = ${sopAdoptions.id} and u.status = 'pending')`,
      })
      .from(sopAdoptions)
      .where(and(eq(sopAdoptions.brandId, scope.brandId), eq(sopAdoptions.templateId, template.id)));
    return {
      id: template.id,
      type: template.type,
      slug: template.slug,
      name: template.name,
      summary: template.summary,
      version: current.version,
      changelog: current.changelog,
      publishedAt: current.publishedAt,
      content: current.content,
      stats: current.stats,
      versions: versions.map(({ version, changelog, publishedAt }) => ({ version, changelog, publishedAt })),
      adoption: adoption ?? null,
    };
  };
  return tx ? run(tx) : withScope(scope, run);
}
