import { beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { sopAdoptions, sopTaskGroups, sopTasks, sopTemplateUpdateItems, sopTemplateUpdates, sopTemplateVersions } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import type { AuthUser } from "@/lib/auth/types";
import { syncTemplateLibrary } from "@/modules/sops/library/sync";
import { createBrand, createUser } from "../helpers/factories";
import { actAs } from "../helpers/session";
import { groupByKey, ok, publish, selectBrand, templateId, testTemplate } from "./helpers";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const actions = await import("@/modules/sops/actions");
const { getSopTree } = await import("@/modules/sops/queries/sop-tree");

const SLUG = "test-updates";
let owner: AuthUser;
let brand: { id: string };
let other: { id: string };

async function pendingUpdate(brandId: string) {
  const scope = await scopeFor(owner, brandId);
  const tree = await getSopTree(scope);
  return tree.pendingUpdates.find((u) => u.templateSlug === SLUG) ?? null;
}

async function taskByKey(brandId: string, key: string) {
  const [t] = await getDb().select().from(sopTasks).where(and(eq(sopTasks.brandId, brandId), eq(sopTasks.templateKey, key)));
  return t ?? null;
}

function v2Def() {
  const v2 = testTemplate(SLUG);
  v2.version = 2;
  v2.changelog = "Vitals moved to their own group; report QA tightened.";
  const [tech, content] = v2.areas[0]!.groups;
  tech!.tasks[0]!.checklist.push("Compare with last month's crawl");
  tech!.tasks[0]!.effortHours = 3;
  tech!.tasks.push({ ...tech!.tasks[1]!, key: "robots", title: "Check robots.txt" });
  content!.tasks = content!.tasks.filter((t) => t.key !== "links");
  content!.name = "Content and on-page";
  v2.areas[1]!.groups.push({
    key: "dashboards",
    name: "Dashboards",
    description: "Live dashboards",
    tasks: [{ ...tech!.tasks[1]!, key: "looker", title: "Maintain the dashboard" }],
  });

  return v2;
}

beforeAll(async () => {
  owner = await createUser();
  brand = await createBrand(owner, "Follower Co");
  other = await createBrand(owner, "Second Co");
  expect((await publish(testTemplate(SLUG))).status).toBe("created");
  await selectBrand(owner.id, brand.id);
  actAs(owner);
  ok(await actions.adoptTemplateAction({ type: "usecase", slug: SLUG }));
  await selectBrand(owner.id, other.id);
  ok(await actions.adoptTemplateAction({ type: "usecase", slug: SLUG }));
  await selectBrand(owner.id, brand.id);
});

describe("library sync", () => {
  it("is idempotent: loading the unchanged library again changes nothing", async () => {
    const before = await getDb().execute(sql`select count(*)::int as n from sop_template_versions`);
    const report = await syncTemplateLibrary(getDb());
    expect(report).toMatchObject({ created: 0, published: 0, warnings: [] });
    expect(report.unchanged).toBeGreaterThanOrEqual(16);
    expect(await getDb().execute(sql`select count(*)::int as n from sop_template_versions`)).toEqual(before);
  });

  it("refuses to republish changed content under the same version number", async () => {
    const def = testTemplate(SLUG);
    def.areas[0]!.groups[0]!.tasks[0]!.title = "Silently changed";
    const r = await publish(def);
    expect(r.status).toBe("conflict");
    expect(r.status === "conflict" && r.message).toMatch(/raise "version"/);
  });
});

describe("a new template version", () => {
  it("becomes a proposed update for every adopting brand, item by item", async () => {
    const v2 = v2Def();
    const r = await publish(v2);
    expect(r).toMatchObject({ status: "published", version: 2, proposals: 2 });

    const update = (await pendingUpdate(brand.id))!;
    expect(update).toMatchObject({ fromVersion: 1, toVersion: 2, changelog: "v2: Vitals moved to their own group; report QA tightened." });
    expect(update.items.map((i) => [i.kind, i.status])).toEqual([
      ["group_added", "pending"],
      ["group_changed", "pending"],
      ["task_added", "pending"],
      ["task_changed", "pending"],
      ["task_removed", "pending"],
    ]);
    expect(await pendingUpdate(other.id)).not.toBeNull();
  });

  it("applies accepted items to the brand's SOPs and keeps the brand's own edits to other fields", async () => {
    // The brand edited its copy of "Crawl the site" (title and offset) before the update arrived.
    const crawl = (await taskByKey(brand.id, "crawl"))!;
    await getDb().update(sopTasks).set({ title: "Crawl the shop", dueOffsetDays: 9 }).where(eq(sopTasks.id, crawl.id));

    const update = (await pendingUpdate(brand.id))!;
    const item = (kind: string) => update.items.find((i) => i.kind === kind)!;

    ok(await actions.decideTemplateUpdateItemAction({ itemId: item("task_changed").id, decision: "accept" }));
    const changed = (await taskByKey(brand.id, "crawl"))!;
    expect(changed).toMatchObject({ title: "Crawl the shop", dueOffsetDays: 9, estimatedMinutes: 180 });
    expect(changed.checklist).toContain("Compare with last month's crawl");

    ok(await actions.decideTemplateUpdateItemAction({ itemId: item("task_added").id, decision: "accept" }));
    const robots = (await taskByKey(brand.id, "robots"))!;
    expect(robots.taskGroupId).toBe((await groupByKey(brand.id, "tech")).id);

    ok(await actions.decideTemplateUpdateItemAction({ itemId: item("group_added").id, decision: "accept" }));
    const dashboards = await groupByKey(brand.id, "dashboards");
    const [reporting] = await getDb().execute<{ name: string }>(sql`select name from sop_areas where id = ${dashboards.areaId}::uuid`);
    expect(reporting!.name).toBe("Reporting");
    expect((await taskByKey(brand.id, "looker"))!.taskGroupId).toBe(dashboards.id);

    ok(await actions.decideTemplateUpdateItemAction({ itemId: item("group_changed").id, decision: "dismiss" }));
    expect((await groupByKey(brand.id, "content")).name).toBe("Content");

    const again = await actions.decideTemplateUpdateItemAction({ itemId: item("group_changed").id, decision: "accept" });
    expect(again).toEqual({ ok: false, error: "This change was already decided." });

    // Still pending: the adoption keeps following version 1.
    const [adoption] = await getDb().select().from(sopAdoptions).where(and(eq(sopAdoptions.brandId, brand.id), eq(sopAdoptions.templateId, await templateId(SLUG))));
    expect(adoption!.version).toBe(1);

    const last = ok(await actions.decideTemplateUpdateItemAction({ itemId: item("task_removed").id, decision: "accept" }));
    expect(last).toEqual({ decided: 1, resolved: true });
    expect(await taskByKey(brand.id, "links")).toBeNull();
    const [after] = await getDb().select().from(sopAdoptions).where(eq(sopAdoptions.id, adoption!.id));
    expect(after!.version).toBe(2);
    expect(await pendingUpdate(brand.id)).toBeNull();
    const [u] = await getDb().select().from(sopTemplateUpdates).where(eq(sopTemplateUpdates.id, update.id));
    expect(u!.status).toBe("resolved");
  });

  it("lets a brand accept or dismiss everything at once, and other brands are untouched meanwhile", async () => {
    // The second brand has not decided anything: its copy is still version 1.
    expect(await taskByKey(other.id, "links")).not.toBeNull();
    expect(await taskByKey(other.id, "robots")).toBeNull();
    await selectBrand(owner.id, other.id);
    const update = (await pendingUpdate(other.id))!;
    const r = ok(await actions.decideTemplateUpdateAction({ updateId: update.id, decision: "accept" }));
    expect(r).toEqual({ decided: 5, resolved: true });
    expect(await taskByKey(other.id, "robots")).not.toBeNull();
    expect((await groupByKey(other.id, "content")).name).toBe("Content and on-page");
    const stale = await actions.decideTemplateUpdateAction({ updateId: update.id, decision: "dismiss" });
    expect(stale.ok).toBe(false);
    await selectBrand(owner.id, brand.id);
  });

  it("supersedes an undecided proposal when a newer version arrives, carrying decisions over", async () => {
    const third = await createBrand(owner, "Late Co");
    await selectBrand(owner.id, third.id);
    ok(await actions.adoptTemplateAction({ type: "usecase", slug: SLUG }));
    await selectBrand(owner.id, brand.id);

    const v3 = v2Def();
    v3.version = 3;
    v3.changelog = "Report priorities and offsets adjusted.";
    v3.areas[1]!.groups[0]!.tasks[0]!.priority = "High";
    v3.areas[1]!.groups[0]!.tasks[1]!.offsetDays = 6;
    expect(await publish(v3)).toMatchObject({ status: "published", version: 3, proposals: 3 });

    // Follower accepts one of the two changes and leaves the other undecided.
    const followerV3 = (await pendingUpdate(brand.id))!;
    expect(followerV3).toMatchObject({ fromVersion: 2, toVersion: 3 });
    expect(followerV3.items.map((i) => i.itemKey)).toEqual(["pull", "write"]);
    ok(await actions.decideTemplateUpdateItemAction({ itemId: followerV3.items[0]!.id, decision: "accept" }));
    expect((await taskByKey(brand.id, "pull"))!.priority).toBe("High");

    // The late brand dismisses the whole of v3: it now follows v3 without its changes.
    await selectBrand(owner.id, third.id);
    const thirdV3 = (await pendingUpdate(third.id))!;
    expect(ok(await actions.decideTemplateUpdateAction({ updateId: thirdV3.id, decision: "dismiss" }))).toEqual({ decided: 2, resolved: true });
    expect((await taskByKey(third.id, "pull"))!.priority).toBe("Medium");
    await selectBrand(owner.id, brand.id);

    const v4 = structuredClone(v3);
    v4.version = 4;
    v4.changelog = "Brief effort raised.";
    v4.areas[0]!.groups[1]!.tasks[0]!.effortHours = 4;
    await publish(v4);

    const follower = (await pendingUpdate(brand.id))!;
    expect(follower).toMatchObject({ fromVersion: 2, toVersion: 4 });
    expect(follower.changelog).toBe("v4: Brief effort raised.\nv3: Report priorities and offsets adjusted.");
    expect(follower.items.map((i) => [i.itemKey, i.status])).toEqual([
      ["briefs", "pending"],
      ["pull", "accepted"],
      ["write", "pending"],
    ]);
    const [superseded] = await getDb().select().from(sopTemplateUpdates).where(eq(sopTemplateUpdates.id, followerV3.id));
    expect(superseded!.status).toBe("superseded");

    const late = (await pendingUpdate(third.id))!;
    expect(late).toMatchObject({ fromVersion: 3, toVersion: 4 });
    expect(late.items.map((i) => i.itemKey)).toEqual(["briefs"]);

    const versions = await getDb().select().from(sopTemplateVersions).where(eq(sopTemplateVersions.templateId, await templateId(SLUG)));
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2, 3, 4]);
  });

  it("re-creates a group the brand deleted when an accepted task needs it", async () => {
    const update = (await pendingUpdate(brand.id))!;
    const write = update.items.find((i) => i.itemKey === "write")!;
    await getDb().delete(sopTaskGroups).where(and(eq(sopTaskGroups.brandId, brand.id), eq(sopTaskGroups.templateKey, "monthly")));
    ok(await actions.decideTemplateUpdateItemAction({ itemId: write.id, decision: "accept" }));
    const group = await groupByKey(brand.id, "monthly");
    expect(group.name).toBe("Monthly report");
    const [t] = await getDb().select().from(sopTasks).where(eq(sopTasks.taskGroupId, group.id));
    expect(t).toMatchObject({ templateKey: "write", dueOffsetDays: 6 });

    ok(await actions.decideTemplateUpdateItemAction({ itemId: update.items.find((i) => i.itemKey === "briefs")!.id, decision: "accept" }));
    const [items] = await getDb().execute<{ n: number }>(
      sql`select count(*)::int as n from ${sopTemplateUpdateItems} where update_id = ${update.id}::uuid and status = 'pending'`,
    );
    expect(items!.n).toBe(0);
    const [adoption] = await getDb().select().from(sopAdoptions).where(and(eq(sopAdoptions.brandId, brand.id), eq(sopAdoptions.templateId, await templateId(SLUG))));
    expect(adoption!.version).toBe(4);
  });
});
