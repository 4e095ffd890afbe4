import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { currentNavigation, growthSprints, sopTaskGroups, sopTasks, sopTemplates } from "@/db/schema";
import type { LibraryTemplateInput } from "@/modules/sops/library/schema";
import { libraryTemplate } from "@/modules/sops/library/schema";
import { publishTemplateVersion } from "@/modules/sops/library/sync";
import { today as currentDay } from "@/lib/calendar-day";

export const day = (offset: number) => currentDay(new Date(Date.now() + offset * 86_400_000));

export async function selectBrand(userId: string, brandId: string): Promise<void> {
  await getDb().insert(currentNavigation).values({ userId, brandId }).onConflictDoUpdate({ target: currentNavigation.userId, set: { brandId } });
}

/** A current sprint around today (and a closed old one, which the form must not offer). */
export async function createCurrentSprint(brandId: string): Promise<{ id: string }> {
  const rows = await getDb()
    .insert(growthSprints)
    .values([
      { brandId, name: "Old sprint", startDate: day(-40), endDate: day(-27), status: "closed" },
      { brandId, name: "Current sprint", startDate: day(-3), endDate: day(10), status: "open" },
    ])
    .returning({ id: growthSprints.id, name: growthSprints.name });
  return rows.find((r) => r.name === "Current sprint")!;
}

export function ok<T>(r: { ok: true; data: T } | { ok: false; error: string }): T {
  if (!r.ok) throw new Error(`action failed: ${r.error}`);
  return r.data;
}

/** The brand's group copied from a template group key. */
export async function groupByKey(brandId: string, key: string) {
  const [g] = await getDb()
    .select()
    .from(sopTaskGroups)
    .where(and(eq(sopTaskGroups.brandId, brandId), eq(sopTaskGroups.templateKey, key)));
  if (!g) throw new Error(`no group ${key} in brand`);
  return g;
}

export async function tasksOfGroup(groupId: string) {
  return getDb().select().from(sopTasks).where(eq(sopTasks.taskGroupId, groupId)).orderBy(sopTasks.position);
}

const task = (key: string, title: string, over: Partial<LibraryTemplateInput["areas"][0]["groups"][0]["tasks"][0]> = {}) => ({
  key,
  title,
  description: `${title}: a test SOP task with enough words to be meaningful.`,
  checklist: [`${title} step one`, `${title} step two`],
  role: "SEO Specialist" as const,
  frequency: "monthly" as const,
  effortHours: 1,
  offsetDays: 2,
  priority: "Medium" as const,
  ...over,
});

/** A test-only template (its own slug, so the shipped library stays untouched). */
export function testTemplate(slug: string): LibraryTemplateInput {
  return {
    slug,
    type: "usecase",
    name: `Test template ${slug}`,
    summary: "A template used by the integration tests.",
    version: 1,
    changelog: "First version.",
    areas: [
      {
        key: "seo",
        name: "SEO",
        description: "Search",
        groups: [
          { key: "tech", name: "Technical", description: "Technical work", tasks: [task("crawl", "Crawl the site"), task("sitemaps", "Check sitemaps"), task("cwv", "Check vitals")] },
          { key: "content", name: "Content", description: "Content work", tasks: [task("briefs", "Write briefs"), task("refresh", "Refresh pages"), task("links", "Internal links")] },
        ],
      },
      {
        key: "reporting",
        name: "Reporting",
        description: "Reports",
        groups: [
          {
            key: "monthly",
            name: "Monthly report",
            description: "Monthly",
            tasks: [task("pull", "Pull data"), task("write", "Write report"), task("call", "Hold the call"), task("qa", "QA numbers"), task("send", "Send report"), task("log", "Log decisions")],
          },
        ],
      },
    ],
  };
}

export async function publish(def: LibraryTemplateInput) {
  return publishTemplateVersion(getDb(), libraryTemplate.parse(def));
}

export async function templateId(slug: string): Promise<string> {
  const [t] = await getDb().select({ id: sopTemplates.id }).from(sopTemplates).where(eq(sopTemplates.slug, slug));
  return t!.id;
}

export async function count(table: string, brandId: string, where = sql`true`): Promise<number> {
  const [r] = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where brand_id = ${brandId}::uuid and ${where}`);
  return r!.n;
}
