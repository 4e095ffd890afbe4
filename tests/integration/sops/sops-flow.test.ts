import { beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { activityLogs, foundationalTasks, growthSprints, sopAdoptions, sopTaskRuns, sopTasks, sopTemplates } from "@/db/schema";
import { NOT_FOUND_MESSAGE } from "@/lib/action";
import { scopeFor, withUserTx } from "@/lib/brand-scope";
import type { AuthUser } from "@/lib/auth/types";
import { addMember, createBrand, createSquadMember, createUser } from "../helpers/factories";
import { actAs } from "../helpers/session";
import { count, createCurrentSprint, day, groupByKey, ok, selectBrand, tasksOfGroup } from "./helpers";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const actions = await import("@/modules/sops/actions");
const { getAssignContext } = await import("@/modules/sops/assign");
const { getSopDashboard } = await import("@/modules/sops/dashboard");
const { getSopTree } = await import("@/modules/sops/queries/sop-tree");
const { listTemplates } = await import("@/modules/sops/queries/library");

let owner: AuthUser;
let brand: { id: string; name: string };
let ana: { id: string };
let ben: { id: string };
let sprint: { id: string };

beforeAll(async () => {
  owner = await createUser({ fullName: "Olive Owner" });
  brand = await createBrand(owner, "Flow Co");
  ana = await createSquadMember(brand.id, "Ana", owner);
  ben = await createSquadMember(brand.id, "Ben");
  sprint = await createCurrentSprint(brand.id);
  await selectBrand(owner.id, brand.id);
  actAs(owner);
});

describe("the template library", () => {
  it("is loaded by the harness and listed per type, with search text", async () => {
    const scope = await scopeFor(owner, brand.id);
    const industries = await listTemplates(scope, "industry");
    expect(industries.map((t) => t.slug)).toEqual(
      expect.arrayContaining(["e-commerce", "saas", "local-services", "healthcare", "real-estate", "hospitality", "education", "b2b-professional-services"]),
    );
    const ecommerce = industries.find((t) => t.slug === "e-commerce")!;
    expect(ecommerce.stats.tasks).toBeGreaterThanOrEqual(12);
    expect(ecommerce.searchText).toContain("merchant center");
    expect(ecommerce.adoptedVersion).toBeNull();
    expect((await listTemplates(scope, "usecase")).length).toBeGreaterThanOrEqual(8);
  });

  it("is read-only for the runtime role", async () => {
    const refused = await withUserTx(owner, (tx) =>
      tx.insert(sopTemplates).values({ type: "industry", slug: "injected", name: "Injected", currentVersion: 1 }),
    ).catch((e: Error & { cause?: Error }) => e);
    expect(String((refused as Error & { cause?: Error }).cause?.message ?? refused)).toMatch(/row-level security/);
    const updated = await withUserTx(owner, (tx) => tx.execute(sql`update sop_templates set name = 'pwned' returning id`));
    expect(updated.length).toBe(0);
  });
});

describe("adopting a template", () => {
  it("copies areas, groups and tasks into the brand's SOPs and remembers the version", async () => {
    const r = ok(await actions.adoptTemplateAction({ type: "industry", slug: "e-commerce" }));
    expect(r).toMatchObject({ version: 1, areas: 4, groups: 6, tasks: 15 });
    expect(await count("sop_areas", brand.id)).toBe(4);
    expect(await count("sop_task_groups", brand.id)).toBe(6);
    expect(await count("sop_tasks", brand.id)).toBe(15);
    const [adoption] = await getDb().select().from(sopAdoptions).where(eq(sopAdoptions.brandId, brand.id));
    expect(adoption).toMatchObject({ version: 1, adoptedBy: owner.id });

    const feed = await tasksOfGroup((await groupByKey(brand.id, "shopping")).id);
    expect(feed[0]).toMatchObject({
      title: "Check Merchant Center feed health",
      responsibleRole: "Paid Media Specialist",
      frequency: "weekly",
      estimatedMinutes: 90,
      dueOffsetDays: 2,
      priority: "High",
      templateKey: "merchant-center-feed-health",
    });
    expect(feed[0]!.checklist.length).toBeGreaterThanOrEqual(4);
    const [log] = await getDb().select().from(activityLogs).where(and(eq(activityLogs.brandId, brand.id), eq(activityLogs.actionType, "adopt_sop_template")));
    expect(log?.userAction).toBe('Adopted the template "E-commerce" (version 1)');
  });

  it("refuses a second adoption and unknown templates", async () => {
    const again = await actions.adoptTemplateAction({ type: "industry", slug: "e-commerce" });
    expect(again).toEqual({ ok: false, error: "E-commerce is already adopted by this brand (version 1)." });
    const unknown = await actions.adoptTemplateAction({ type: "industry", slug: "no-such-template" });
    expect(unknown.ok).toBe(false);
    expect(await count("sop_tasks", brand.id)).toBe(15);
  });

  it("shares an area between templates by name", async () => {
    ok(await actions.adoptTemplateAction({ type: "industry", slug: "education" }));
    ok(await actions.adoptTemplateAction({ type: "usecase", slug: "monthly-seo-retainer" }));
    const tree = await getSopTree(await scopeFor(owner, brand.id));
    expect(tree.areas.filter((a) => a.name === "Paid Media")).toHaveLength(1);
    expect(new Set(tree.areas.find((a) => a.name === "Paid Media")!.groups.map((g) => g.templateName))).toEqual(new Set(["E-commerce", "Education"]));
    expect(tree.adoptions.map((a) => a.name)).toEqual(["E-commerce", "Education", "Monthly SEO retainer"]);
  });
});

describe("assigning SOP tasks", () => {
  it("creates tasks with source data and due dates, then writes the back-links and history", async () => {
    const group = await groupByKey(brand.id, "shopping");
    const [feed, pmax] = await tasksOfGroup(group.id);
    const start = day(1);
    const result = ok(
      await actions.assignSopTasksAction({
        source: { kind: "group", taskGroupId: group.id },
        sprintId: sprint.id,
        startDate: start,
        items: [
          { sopTaskId: feed!.id, assignedTo: ana.id },
          { sopTaskId: pmax!.id, assignedTo: ben.id },
        ],
      }),
    );
    expect(result.status).toBe("created");
    if (result.status !== "created") return;
    expect(result.count).toBe(2);

    const tasks = await getDb().select().from(foundationalTasks).where(eq(foundationalTasks.brandId, brand.id)).orderBy(foundationalTasks.title);
    expect(tasks).toHaveLength(2);
    const byTitle = Object.fromEntries(tasks.map((t) => [t.title, t]));
    const feedTask = byTitle["Check Merchant Center feed health"]!;
    expect(feedTask).toMatchObject({
      assignedTo: ana.id,
      sprintId: sprint.id,
      status: "pending",
      priority: "High",
      difficulty: "Low",
      sourceType: "sop",
      dueDate: day(3),
      userId: owner.id,
    });
    expect(feedTask.sourceData).toEqual({ task_type: "sop", sprint_id: sprint.id, sop_task_id: feed!.id, template_name: "E-commerce" });
    expect(feedTask.description).toContain("- [ ] Open Merchant Center diagnostics");
    expect(byTitle["Review Performance Max and Shopping structure"]).toMatchObject({ assignedTo: ben.id, dueDate: day(8) });

    // Spec §3/§7: each SOP task points at the task created from it.
    const [feedAfter] = await getDb().select().from(sopTasks).where(eq(sopTasks.id, feed!.id));
    expect(feedAfter!.foundationalTaskId).toBe(feedTask.id);
    const runs = await getDb().select().from(sopTaskRuns).where(eq(sopTaskRuns.brandId, brand.id));
    expect(runs.map((r) => [r.sopTaskId, r.startDate]).sort()).toEqual([[feed!.id, start], [pmax!.id, start]].sort());

    // The role → member choice becomes the default next time.
    const scope = await scopeFor(owner, brand.id);
    const ctx = await getAssignContext(scope, { kind: "group", taskGroupId: group.id });
    expect(ctx.groups[0]!.tasks.find((t) => t.id === feed!.id)).toMatchObject({ defaultAssignee: ben.id, openTask: { id: feedTask.id, status: "pending" } });
    expect(ctx.currentSprintId).toBe(sprint.id);
    expect(ctx.sprints.map((s) => s.name)).toEqual(["Current sprint"]);
  });

  it("warns before re-assigning an SOP task that already has an open task", async () => {
    const group = await groupByKey(brand.id, "shopping");
    const [feed] = await tasksOfGroup(group.id);
    const input = { source: { kind: "group" as const, taskGroupId: group.id }, sprintId: null, startDate: day(0), items: [{ sopTaskId: feed!.id, assignedTo: ana.id }] };
    const warned = ok(await actions.assignSopTasksAction(input));
    expect(warned.status).toBe("needs_confirmation");
    if (warned.status === "needs_confirmation") expect(warned.open).toEqual([expect.objectContaining({ sopTaskId: feed!.id, title: "Check Merchant Center feed health" })]);
    expect(await count("foundational_tasks", brand.id)).toBe(2);

    const confirmed = ok(await actions.assignSopTasksAction({ ...input, confirmReassign: true }));
    expect(confirmed.status).toBe("created");
    expect(await count("foundational_tasks", brand.id)).toBe(3);
    const [after] = await getDb().select().from(sopTasks).where(eq(sopTasks.id, feed!.id));
    expect(await count("sop_task_runs", brand.id, sql`sop_task_id = ${feed!.id}::uuid`)).toBe(2);
    expect(after!.foundationalTaskId).toBe(confirmed.status === "created" ? confirmed.taskIds[0] : null);

    // A finished task no longer blocks: closing the open ones lets the next assignment through silently.
    await getDb().update(foundationalTasks).set({ status: "done" }).where(eq(foundationalTasks.brandId, brand.id));
    expect(ok(await actions.assignSopTasksAction(input)).status).toBe("created");
  });

  it("is one transaction: a failure after the task insert leaves no task and no back-link", async () => {
    const group = await groupByKey(brand.id, "catalog-seo");
    const [first, second] = await tasksOfGroup(group.id);
    const tasksBefore = await count("foundational_tasks", brand.id);
    const logsBefore = await count("activity_logs", brand.id);
    // Make the spec §7 back-link update of the second SOP task fail, after both tasks were inserted.
    await getDb().execute(sql.raw(`
      create or replace function test_fail_backlink() returns trigger language plpgsql as $$
      begin
        if new.id = '${second!.id}'::uuid and new.foundational_task_id is distinct from old.foundational_task_id then
          raise exception 'back-link write failed';
        end if;
        return new;
      end $$`));
    await getDb().execute(sql.raw(`create trigger test_fail_backlink before update on sop_tasks for each row execute function test_fail_backlink()`));
    try {
      const r = await actions.assignSopTasksAction({
        source: { kind: "group", taskGroupId: group.id },
        sprintId: sprint.id,
        startDate: day(0),
        items: [
          { sopTaskId: first!.id, assignedTo: ana.id },
          { sopTaskId: second!.id, assignedTo: ben.id },
        ],
      });
      expect(r).toEqual({ ok: false, error: "Failed to create task" });
    } finally {
      await getDb().execute(sql.raw(`drop trigger test_fail_backlink on sop_tasks; drop function test_fail_backlink()`));
    }
    expect(await count("foundational_tasks", brand.id)).toBe(tasksBefore);
    expect(await count("activity_logs", brand.id)).toBe(logsBefore);
    const rows = await getDb().select().from(sopTasks).where(eq(sopTasks.taskGroupId, group.id));
    expect(rows.every((t) => t.foundationalTaskId === null)).toBe(true);
    expect(await count("sop_task_runs", brand.id, sql`sop_task_id in (${first!.id}::uuid, ${second!.id}::uuid)`)).toBe(0);
  });

  it("rejects tasks outside the chosen group and assignees outside the squad", async () => {
    const group = await groupByKey(brand.id, "catalog-seo");
    const other = await tasksOfGroup((await groupByKey(brand.id, "retargeting")).id);
    const outside = await actions.assignSopTasksAction({
      source: { kind: "group", taskGroupId: group.id },
      sprintId: null,
      startDate: day(0),
      items: [{ sopTaskId: other[0]!.id, assignedTo: ana.id }],
    });
    expect(outside.ok).toBe(false);
    const stranger = await createSquadMember((await createBrand(await createUser())).id, "Stranger");
    const [t] = await tasksOfGroup(group.id);
    const notSquad = await actions.assignSopTasksAction({
      source: { kind: "group", taskGroupId: group.id },
      sprintId: null,
      startDate: day(0),
      items: [{ sopTaskId: t!.id, assignedTo: stranger.id }],
    });
    expect(notSquad).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
  });

  it("assigns from a template page with source type template, once the template is adopted", async () => {
    const notYet = await actions.assignSopTasksAction({
      source: { kind: "template", type: "industry", slug: "saas" },
      sprintId: null,
      startDate: day(0),
      items: [{ sopTaskId: (await tasksOfGroup((await groupByKey(brand.id, "catalog-seo")).id))[0]!.id, assignedTo: ana.id }],
    });
    expect(notYet).toEqual({ ok: false, error: "Adopt SaaS for this brand before assigning its tasks." });

    const scope = await scopeFor(owner, brand.id);
    const ctx = await getAssignContext(scope, { kind: "template", type: "usecase", slug: "monthly-seo-retainer" });
    expect(ctx.notAdopted).toBeNull();
    const picked = ctx.groups.flatMap((g) => g.tasks).slice(0, 3);
    const r = ok(
      await actions.assignSopTasksAction({
        source: { kind: "template", type: "usecase", slug: "monthly-seo-retainer" },
        sprintId: sprint.id,
        startDate: day(0),
        items: picked.map((t) => ({ sopTaskId: t.id, assignedTo: t.defaultAssignee ?? ana.id })),
      }),
    );
    expect(r.status).toBe("created");
    const created = await getDb()
      .select({ sourceType: foundationalTasks.sourceType, sourceData: foundationalTasks.sourceData })
      .from(foundationalTasks)
      .where(and(eq(foundationalTasks.brandId, brand.id), eq(foundationalTasks.sourceType, "template")));
    expect(created).toHaveLength(3);
    expect(created[0]!.sourceData).toMatchObject({ task_type: "template", sprint_id: sprint.id, template_name: "Monthly SEO retainer" });
  });
});

describe("the SOP dashboard", () => {
  it("reports coverage, completion, overdue, never-executed and recurring SOP tasks per area", async () => {
    const b = await createBrand(owner, "Dashboard Co");
    const m = await createSquadMember(b.id, "Dee", owner);
    const s = await createCurrentSprint(b.id);
    await selectBrand(owner.id, b.id);
    ok(await actions.adoptTemplateAction({ type: "usecase", slug: "quarterly-business-review" }));
    const scope = await scopeFor(owner, b.id);

    const empty = await getSopDashboard(scope, "sprint");
    expect(empty.period).toMatchObject({ label: "Current sprint", start: day(-3), end: day(10) });
    expect(empty.totals).toMatchObject({ tasks: 13, covered: 0, neverExecuted: 13, coverage: 0, completionRate: null });

    const collection = await groupByKey(b.id, "collection");
    const [schedule, pull, qa] = await tasksOfGroup(collection.id);
    ok(
      await actions.assignSopTasksAction({
        source: { kind: "group", taskGroupId: collection.id },
        sprintId: s.id,
        startDate: day(-3),
        items: [schedule!, pull!, qa!].map((t) => ({ sopTaskId: t.id, assignedTo: m.id })),
      }),
    );
    // One done, one still open past its due date (day(-3) + 0), one open and due later.
    await getDb().update(foundationalTasks).set({ status: "done" }).where(and(eq(foundationalTasks.brandId, b.id), eq(foundationalTasks.title, schedule!.title)));

    const d = await getSopDashboard(scope, "sprint");
    const area = d.areas.find((a) => a.name === "Data and Analysis")!;
    expect(area).toMatchObject({ tasks: 6, covered: 3, done: 1, open: 2, overdue: 1, completionRate: 1 / 3, coverage: 3 / 6 });
    expect(d.totals).toMatchObject({ tasks: 13, covered: 3, neverExecuted: 10, overdue: 1 });
    expect(d.overdue.map((o) => o.title)).toEqual([pull!.title]);
    expect(d.neverExecuted.map((n) => n.sopTaskId)).not.toContain(pull!.id);
    // Quarterly SOP tasks are not due again for months.
    expect(d.recurring).toEqual([]);

    // Twelve weeks later the quarterly one that was done is coming up again.
    const later = await getSopDashboard(scope, "30d", day(86));
    expect(later.recurring.map((r) => [r.title, r.state])).toEqual([[schedule!.title, "upcoming"]]);
    await selectBrand(owner.id, brand.id);
  });
});

describe("the SOP dashboard's current sprint", () => {
  it("counts the tasks assigned into the current sprint with the form's default start date (issue #16)", async () => {
    // The current sprint is the first open one, still ahead of today (spec §4 fallback); the
    // assign form offers it and today as the start date.
    const b = await createBrand(owner, "Ahead Co");
    const m = await createSquadMember(b.id, "Ada", owner);
    const [next] = await getDb()
      .insert(growthSprints)
      .values({ brandId: b.id, name: "Next sprint", startDate: day(5), endDate: day(18), status: "open" })
      .returning({ id: growthSprints.id });
    await selectBrand(owner.id, b.id);
    try {
      ok(await actions.adoptTemplateAction({ type: "usecase", slug: "quarterly-business-review" }));
      const scope = await scopeFor(owner, b.id);
      const collection = await groupByKey(b.id, "collection");
      const context = await getAssignContext(scope, { kind: "group", taskGroupId: collection.id });
      expect(context.currentSprintId).toBe(next!.id);
      const picked = await tasksOfGroup(collection.id);
      ok(
        await actions.assignSopTasksAction({
          source: { kind: "group", taskGroupId: collection.id },
          sprintId: context.currentSprintId,
          startDate: context.today,
          items: picked.map((t) => ({ sopTaskId: t.id, assignedTo: m.id })),
        }),
      );

      const sprintView = await getSopDashboard(scope, "sprint");
      expect(sprintView.period.label).toBe("Next sprint");
      expect(sprintView.totals.covered).toBe(picked.length);
      expect((await getSopDashboard(scope, "30d")).totals.covered).toBe(picked.length);
    } finally {
      await selectBrand(owner.id, brand.id);
    }
  });
});

describe("roles", () => {
  it("lets a viewer read SOPs but not change them", async () => {
    const viewer = await createUser();
    await addMember(brand.id, viewer, "viewer", owner);
    await selectBrand(viewer.id, brand.id);
    actAs(viewer);
    try {
      const tree = await getSopTree(await scopeFor(viewer, brand.id));
      expect(tree.counts.tasks).toBeGreaterThan(0);
      const r = await actions.createSopAreaAction({ name: "Viewer area" });
      expect(r).toEqual({ ok: false, error: "Your role in this brand can view this but not change it." });
    } finally {
      actAs(owner);
    }
  });
});
