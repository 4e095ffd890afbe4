import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { brandRoles } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { parseJournalFilters, parseTaskFilters } from "@/modules/tasks/inputs";
import { getPlanningView, getTaskPage, getTasksView } from "@/modules/tasks/queries";
import { getAging, getJournal, getMonitoring, getMonitoringAllBrands, getMyTasks, getMyTasksAllBrands, periodBuckets } from "@/modules/tasks/reports";
import { today as currentDay } from "@/lib/calendar-day";
import { actAs } from "../helpers/session";
import { addMember, createBrand, createSquadMember, createUser } from "../helpers/factories";
import { ago, day, ownerWithBrand, seedSprint, seedTasks } from "./helpers";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

beforeEach(() => actAs(null));

const f = (params: Record<string, string> = {}) => parseTaskFilters(params);

describe("/tasks list and board", () => {
  it("filters, searches, sorts and pages in SQL", async () => {
    const { brand, me, scope } = await ownerWithBrand();
    const maya = await createSquadMember(brand.id, "Maya");
    const sprint = await seedSprint(brand.id, "Sprint 1", -3, 10);
    await seedTasks(brand.id, [
      { title: "Write the launch post", priority: "High", difficulty: "Low", assignedTo: me.id, dueDate: day(-2), sprintId: sprint.id, createdAt: ago(3) },
      { title: "Audit 100% of titles_meta", description: "the SEO audit", priority: "Low", assignedTo: maya.id, status: "in_progress", createdAt: ago(2) },
      { title: "Plan webinar", priority: "Medium", difficulty: "High", status: "done", dueDate: day(1), sourceType: "sop", createdAt: ago(1) },
      { title: "Old cancelled", status: "cancelled", createdAt: ago(10) },
    ]);
    const other = await createBrand(await createUser());
    await seedTasks(other.id, [{ title: "Write the other brand's post" }]);

    const all = await getTasksView(scope, f());
    expect(all.total).toBe(4);
    expect(all.rows.map((r) => r.title)).toEqual(["Plan webinar", "Audit 100% of titles_meta", "Write the launch post", "Old cancelled"]);
    expect(all.byStatus).toEqual({ pending: 1, in_progress: 1, blocked: 0, done: 1, cancelled: 1 });
    expect(all.squad.map((m) => m.name)).toEqual(["Maya", "Me"]);
    expect(all.sprints.map((s) => s.name)).toEqual(["Sprint 1"]);
    expect(all.sources).toEqual(["my_own_initiative", "sop"]);
    const launch = all.rows.find((r) => r.title === "Write the launch post")!;
    expect(launch).toMatchObject({ assigneeName: "Me", sprintName: "Sprint 1", dueDate: day(-2), priority: "High", difficulty: "Low", comments: 0 });
    expect(launch.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    expect((await getTasksView(scope, f({ q: "write" }))).rows.map((r) => r.title)).toEqual(["Write the launch post"]);
    // LIKE wildcards in the search are literal.
    expect((await getTasksView(scope, f({ q: "100%" }))).rows.map((r) => r.title)).toEqual(["Audit 100% of titles_meta"]);
    expect((await getTasksView(scope, f({ q: "s_meta" }))).total).toBe(1);
    expect((await getTasksView(scope, f({ q: "seo audit" }))).total).toBe(1);
    expect((await getTasksView(scope, f({ assignee: maya.id }))).rows.map((r) => r.title)).toEqual(["Audit 100% of titles_meta"]);
    expect((await getTasksView(scope, f({ assignee: "none" }))).total).toBe(2);
    expect((await getTasksView(scope, f({ priority: "High" }))).total).toBe(1);
    expect((await getTasksView(scope, f({ difficulty: "High" }))).rows.map((r) => r.title)).toEqual(["Plan webinar"]);
    expect((await getTasksView(scope, f({ sprint: sprint.id }))).total).toBe(1);
    expect((await getTasksView(scope, f({ sprint: "none" }))).total).toBe(3);
    expect((await getTasksView(scope, f({ source: "sop" }))).total).toBe(1);
    // Overdue: open and due before today (the done task due tomorrow is neither).
    expect((await getTasksView(scope, f({ due: "overdue" }))).rows.map((r) => r.title)).toEqual(["Write the launch post"]);
    expect((await getTasksView(scope, f({ due: "none" }))).total).toBe(2);
    const status = await getTasksView(scope, f({ status: "done" }));
    expect(status.total).toBe(1);
    // Per-status counts ignore the status filter (they label the tabs and columns).
    expect(status.byStatus.pending).toBe(1);

    expect((await getTasksView(scope, f({ sort: "oldest" }))).rows[0]!.title).toBe("Old cancelled");
    expect((await getTasksView(scope, f({ sort: "priority" }))).rows[0]!.title).toBe("Write the launch post");
    expect((await getTasksView(scope, f({ sort: "due" }))).rows.map((r) => r.dueDate)).toEqual([day(-2), day(1), null, null]);
    expect((await getTasksView(scope, f({ sort: "title" }))).rows[0]!.title).toBe("Audit 100% of titles_meta");

    const board = await getTasksView(scope, f({ view: "board" }));
    expect(board.rows).toHaveLength(4);
    expect(new Set(board.rows.map((r) => r.status))).toEqual(new Set(["pending", "in_progress", "done", "cancelled"]));
  });

  it("pages 50 at a time and keeps each board column to 50 cards", async () => {
    const { brand, scope } = await ownerWithBrand();
    await seedTasks(
      brand.id,
      Array.from({ length: 120 }, (_, i) => ({ title: `Task ${String(i).padStart(3, "0")}`, createdAt: ago(120 - i), status: i % 2 ? "pending" : "done" }) as const),
    );
    const p1 = await getTasksView(scope, f());
    expect(p1).toMatchObject({ total: 120, page: 1, pageCount: 3 });
    expect(p1.rows).toHaveLength(50);
    expect(p1.rows[0]!.title).toBe("Task 119");
    const p3 = await getTasksView(scope, f({ page: "3" }));
    expect(p3.rows).toHaveLength(20);
    expect(p3.rows.at(-1)!.title).toBe("Task 000");
    const board = await getTasksView(scope, f({ view: "board" }));
    expect(board.rows.filter((r) => r.status === "pending")).toHaveLength(50);
    expect(board.rows.filter((r) => r.status === "done")).toHaveLength(50);
    expect(board.byStatus).toMatchObject({ pending: 60, done: 60 });
  });
});

describe("task page data", () => {
  it("answers null for a task of another brand", async () => {
    const { brand, scope } = await ownerWithBrand();
    const [mine] = await seedTasks(brand.id, [{ title: "Mine", description: "Details" }]);
    const other = await createBrand(await createUser());
    const [theirs] = await seedTasks(other.id, [{ title: "Theirs" }]);
    const page = await getTaskPage(scope, mine!.id);
    expect(page?.task).toMatchObject({ title: "Mine", description: "Details", sourceData: {} });
    expect(page?.events).toEqual([]);
    expect(await getTaskPage(scope, theirs!.id)).toBeNull();
  });
});

describe("my tasks", () => {
  it("lists the caller's squad tasks, in one brand and grouped across brands", async () => {
    const { user, brand, me, scope } = await ownerWithBrand("Alpha");
    const maya = await createSquadMember(brand.id, "Maya");
    await seedTasks(brand.id, [
      { title: "Mine overdue", assignedTo: me.id, dueDate: day(-1) },
      { title: "Mine done lately", assignedTo: me.id, status: "done", completedAt: ago(1) },
      { title: "Mine done long ago", assignedTo: me.id, status: "done", completedAt: ago(40) },
      { title: "Maya's", assignedTo: maya.id },
    ]);
    const second = await createBrand(await createUser(), "Beta");
    await addMember(second.id, user, "viewer");
    const meInSecond = await createSquadMember(second.id, "Me too", user);
    await seedTasks(second.id, [{ title: "Second brand task", assignedTo: meInSecond.id, status: "in_progress" }]);
    const third = await createBrand(await createUser(), "Gamma (not mine)");
    const stranger = await createSquadMember(third.id, "Me elsewhere", user);
    await seedTasks(third.id, [{ title: "Invisible", assignedTo: stranger.id }]);

    const mine = await getMyTasks(scope);
    expect(mine.rows.map((r) => r.title)).toEqual(["Mine overdue", "Mine done lately"]);
    expect(mine.counts).toMatchObject({ open: 1, overdue: 1 });
    expect(mine.memberIds).toEqual([me.id]);

    const all = await getMyTasksAllBrands(user);
    expect(all.brands.map((b) => b.name)).toEqual(["Alpha", "Beta"]);
    expect(all.brands[0]!.rows.map((r) => r.title)).toEqual(["Mine overdue", "Mine done lately"]);
    expect(all.brands[1]).toMatchObject({ role: "viewer", member: true, counts: { open: 1 } });
    expect(all.brands[1]!.rows.map((r) => [r.title, r.brandName])).toEqual([["Second brand task", "Beta"]]);
    expect(all.totals.open).toBe(2);
    expect(JSON.stringify(all)).not.toContain("Invisible");
  });
});

describe("role names across brands", () => {
  it("shows a custom role's name exactly as typed on the all-brands pages (issue #16)", async () => {
    const { user } = await ownerWithBrand("Role Home");
    const other = await createBrand(await createUser(), "Role Guest");
    await getDb().insert(brandRoles).values({ brandId: other.id, key: "qa-limited", name: "QA Limited", permissions: { tasks: "view" } });
    await addMember(other.id, user, "qa-limited");
    await createSquadMember(other.id, "Me as guest", user);
    const mine = await getMyTasksAllBrands(user);
    expect(mine.brands.map((b) => [b.name, b.roleName])).toEqual([
      ["Role Home", "Owner"],
      ["Role Guest", "QA Limited"],
    ]);
    const monitoring = await getMonitoringAllBrands(user);
    expect(monitoring.brands.map((b) => [b.name, b.roleName])).toEqual([
      ["Role Home", "Owner"],
      ["Role Guest", "QA Limited"],
    ]);
  });
});

describe("monitoring, aging, journal, planning", () => {
  it("counts per assignee and status, overdue and done this week", async () => {
    const { user, brand, me, scope } = await ownerWithBrand("Mon A");
    const maya = await createSquadMember(brand.id, "Maya");
    await seedTasks(brand.id, [
      { title: "a", assignedTo: me.id, status: "blocked" },
      { title: "b", assignedTo: me.id, dueDate: day(-3) },
      { title: "c", assignedTo: maya.id, status: "done", completedAt: new Date() },
      { title: "d", status: "pending" },
    ]);
    const m = await getMonitoring(scope);
    expect(m.people.map((p) => [p.name, p.total, p.blocked, p.overdue, p.doneThisWeek])).toEqual([
      ["Maya", 1, 0, 0, 1],
      ["Me", 2, 1, 1, 0],
      [null, 1, 0, 0, 0],
    ]);
    expect(m.totals).toMatchObject({ total: 4, pending: 2, blocked: 1, done: 1, overdue: 1, doneThisWeek: 1 });

    const second = await createBrand(user, "Mon B");
    const meB = await createSquadMember(second.id, "Me (B)", user);
    await seedTasks(second.id, [{ title: "e", assignedTo: meB.id, status: "in_progress" }]);
    const all = await getMonitoringAllBrands(user);
    expect(all.brands.map((b) => [b.name, b.total])).toEqual([
      ["Mon A", 4],
      ["Mon B", 1],
    ]);
    const person = all.people.find((p) => p.key === `user:${user.id}`)!;
    expect(person.totals).toMatchObject({ total: 3, blocked: 1, in_progress: 1 });
    expect(person.brands.map((b) => b.brandName).sort()).toEqual(["Mon A", "Mon B"]);
  });

  it("buckets open tasks by age and lists the oldest first", async () => {
    const { brand, me, scope } = await ownerWithBrand();
    await seedTasks(brand.id, [
      { title: "fresh", createdAt: ago(2), assignedTo: me.id },
      { title: "two weeks", createdAt: ago(10), status: "blocked", statusChangedAt: ago(3) },
      { title: "month", createdAt: ago(20), status: "in_progress" },
      { title: "old", createdAt: ago(45) },
      { title: "ancient", createdAt: ago(90), assignedTo: me.id },
      { title: "done is not aging", createdAt: ago(90), status: "done" },
    ]);
    const a = await getAging(scope, { page: 1 });
    expect(a.total).toBe(5);
    expect(a.oldest.map((r) => [r.title, r.ageDays])).toEqual([
      ["ancient", 90],
      ["old", 45],
      ["month", 20],
      ["two weeks", 10],
      ["fresh", 2],
    ]);
    expect(a.oldest.find((r) => r.title === "two weeks")!.daysInStatus).toBe(3);
    const cell = (bucket: string, status: string) => a.byStatus.find((c) => c.bucket === bucket && c.status === status)?.count ?? 0;
    expect([cell("0–7", "pending"), cell("8–14", "blocked"), cell("15–30", "in_progress"), cell("31–60", "pending"), cell("60+", "pending")]).toEqual([1, 1, 1, 1, 1]);
    expect(a.byAssignee.filter((c) => c.assigneeId === me.id).map((c) => c.bucket).sort()).toEqual(["0–7", "60+"]);
    expect((await getAging(scope, { page: 1, assignee: me.id })).total).toBe(2);
  });

  it("reports created, started and completed per day, week and person", async () => {
    const { brand, me, scope } = await ownerWithBrand();
    const today = currentDay(new Date());
    await seedTasks(brand.id, [
      { title: "created today", assignedTo: me.id },
      { title: "started today", createdAt: ago(40), startedAt: new Date(), status: "in_progress" },
      { title: "finished", createdAt: ago(3), startedAt: ago(2), completedAt: new Date(), status: "done", assignedTo: me.id },
    ]);
    const j = await getJournal(scope, parseJournalFilters({}, today));
    expect(j.buckets).toHaveLength(30);
    expect(j.totals).toEqual({ created: 2, started: 2, completed: 1 });
    expect(j.people.find((p) => p.assigneeId === me.id)).toMatchObject({ created: 2, started: 1, completed: 1 });
    expect(j.lines.map((l) => `${l.kind}:${l.title}`)).toContain("completed:finished");
    const weekly = await getJournal(scope, parseJournalFilters({ by: "week", from: today, to: today }, today));
    expect(weekly.buckets).toHaveLength(1);
    expect(periodBuckets({ from: "2026-03-04", to: "2026-03-16", by: "week" })).toEqual(["2026-03-02", "2026-03-09", "2026-03-16"]);
  });

  it("plans: the backlog is open tasks without a sprint; sprints show their load per person", async () => {
    const { brand, me, scope } = await ownerWithBrand();
    const sprint = await seedSprint(brand.id, "Now", -2, 12);
    await seedSprint(brand.id, "Past", -30, -16);
    await seedTasks(brand.id, [
      { title: "backlog high", priority: "High" },
      { title: "backlog low", priority: "Low" },
      { title: "planned", sprintId: sprint.id, assignedTo: me.id, difficulty: "High" },
      { title: "planned done", sprintId: sprint.id, assignedTo: me.id, status: "done", difficulty: "Low" },
      { title: "done without sprint", status: "done" },
    ]);
    const p = await getPlanningView(scope, { page: 1 });
    expect(p.backlog.map((r) => r.title)).toEqual(["backlog high", "backlog low"]);
    expect(p.backlogTotal).toBe(2);
    expect(p.sprints.map((s) => s.name)).toEqual(["Now"]);
    expect(p.sprints[0]!.people).toEqual([{ assigneeId: me.id, name: "Me", tasks: 2, open: 1, points: 4 }]);
  });

  it("shows nothing of a brand the caller cannot see", async () => {
    const { brand } = await ownerWithBrand();
    await seedTasks(brand.id, [{ title: "Secret" }]);
    const stranger = await createUser();
    const strangerBrand = await createBrand(stranger);
    const scope = await scopeFor(stranger, strangerBrand.id);
    expect(JSON.stringify(await getTasksView(scope, f()))).not.toContain("Secret");
    expect(JSON.stringify(await getMyTasksAllBrands(stranger))).not.toContain("Secret");
    expect(JSON.stringify(await getMonitoringAllBrands(stranger))).not.toContain(brand.id);
  });
});
