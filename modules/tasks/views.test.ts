import { describe, expect, it } from "vitest";
import { parseAgingFilters, parseJournalFilters, parsePlanningFilters, parseTaskFilters } from "./inputs";
import { difficultyLabel, sourceLabel } from "./labels";
import { statusLabel } from "@/lib/task-status";
import type { TaskRow } from "./queries";
import { groupByUrgency } from "./urgency";
import { hasFilters, journalToSearch, SORT_PRESETS, sortLabel, TASK_TABLE, taskFiltersToSearch } from "./view-params";
import { TASK_SORT_SQL } from "./queries";
import { sortToParam } from "@/lib/table/state";
import { weekOf } from "./week";

const uuid = "3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";

describe("/tasks URL filters", () => {
  const newest = { id: "created", desc: true };

  it("parses every filter and ignores malformed values instead of failing", () => {
    expect(parseTaskFilters({})).toEqual({ view: "list", sort: newest, page: 1, size: 50 });
    expect(
      parseTaskFilters({ view: "board", q: "  launch ", status: "blocked", assignee: uuid, priority: "High", difficulty: "Low", sprint: "none", source: "sop", due: "overdue", sort: "due", page: "3", size: "100" }),
    ).toEqual({ view: "board", q: "launch", status: "blocked", assignee: uuid, priority: "High", difficulty: "Low", sprint: "none", source: "sop", due: "overdue", sort: { id: "due", desc: false }, page: 3, size: 100 });
    expect(parseTaskFilters({ view: "grid", status: "open", assignee: "bob", priority: "urgent", sprint: "1", due: "soon", sort: "random", page: "-2", source: "x y", size: "1000" })).toEqual({
      view: "list",
      sort: newest,
      page: 1,
      size: 50,
    });
    expect(parseTaskFilters({ q: "   " }).q).toBeUndefined();
    expect(parseTaskFilters({ status: ["done", "pending"] }).status).toBe("done");
  });

  it("keeps the sort values of links saved before the list became a table", () => {
    expect(parseTaskFilters({ sort: "newest" }).sort).toEqual(newest);
    expect(parseTaskFilters({ sort: "oldest" }).sort).toEqual({ id: "created", desc: false });
    expect(parseTaskFilters({ sort: "priority" }).sort).toEqual({ id: "priority", desc: false });
    expect(parseTaskFilters({ sort: "-updated" }).sort).toEqual({ id: "updated", desc: true });
  });

  it("writes back only what differs from the defaults, and round-trips", () => {
    expect(taskFiltersToSearch({ view: "list", sort: newest, page: 1, size: 50 })).toBe("");
    const f = parseTaskFilters({ view: "board", q: "a&b", assignee: "none", sort: "-priority", page: "2", size: "25" });
    const search = taskFiltersToSearch(f);
    expect(search).toBe("?view=board&q=a%26b&assignee=none&sort=-priority&size=25&page=2");
    expect(parseTaskFilters(Object.fromEntries(new URLSearchParams(search)))).toEqual(f);
    expect(hasFilters(f)).toBe(true);
    expect(hasFilters(parseTaskFilters({ view: "board", sort: "due" }))).toBe(false);
  });

  it("has SQL for every sortable column and labels every sort", () => {
    expect(Object.keys(TASK_SORT_SQL).sort()).toEqual(Object.keys(TASK_TABLE.sorts).sort());
    expect(sortLabel(newest)).toBe("Newest first");
    expect(sortLabel({ id: "assignee", desc: true })).toBe("Assignee, descending");
    for (const p of SORT_PRESETS) expect(sortToParam(parseTaskFilters({ sort: p.value }).sort)).toBe(p.value);
  });

  it("parses the aging and planning filters", () => {
    expect(parseAgingFilters({ status: "done", assignee: "none", page: "2" })).toEqual({ assignee: "none", page: 2 });
    expect(parsePlanningFilters({ q: " seo ", page: "x" })).toEqual({ q: "seo", page: 1 });
  });
});

describe("journal period", () => {
  it("defaults to the 30 days up to today", () => {
    expect(parseJournalFilters({}, "2026-03-31")).toEqual({ from: "2026-03-02", to: "2026-03-31", by: "day" });
  });

  it("swaps a reversed period, caps it at a year and keeps the person", () => {
    expect(parseJournalFilters({ from: "2026-03-10", to: "2026-03-01", by: "week", assignee: uuid }, "2026-04-01")).toEqual({
      from: "2026-03-01",
      to: "2026-03-10",
      by: "week",
      assignee: uuid,
    });
    expect(parseJournalFilters({ from: "2020-01-01", to: "2026-03-31" }, "2026-04-01").from).toBe("2025-03-31");
    // Not a calendar day: ignored, so the default period applies.
    expect(parseJournalFilters({ from: "2026-02-31" }, "2026-03-31").from).toBe("2026-03-02");
    expect(journalToSearch({ from: "2026-03-01", to: "2026-03-10", by: "day" })).toBe("?from=2026-03-01&to=2026-03-10");
  });
});

describe("weeks and urgency", () => {
  it("runs weeks Monday to Sunday", () => {
    expect(weekOf("2026-03-04")).toEqual({ start: "2026-03-02", end: "2026-03-08" });
    expect(weekOf("2026-03-08")).toEqual({ start: "2026-03-02", end: "2026-03-08" });
    expect(weekOf("2026-03-09")).toEqual({ start: "2026-03-09", end: "2026-03-15" });
    expect(weekOf("2024-12-31")).toEqual({ start: "2024-12-30", end: "2025-01-05" });
  });

  it("groups my tasks: overdue, this week, later, no date, then done", () => {
    const row = (title: string, status: TaskRow["status"], dueDate: string | null) => ({ title, status, dueDate }) as TaskRow;
    const groups = groupByUrgency(
      [
        row("late", "pending", "2026-03-03"),
        row("friday", "in_progress", "2026-03-06"),
        row("sunday", "blocked", "2026-03-08"),
        row("next week", "pending", "2026-03-09"),
        row("whenever", "pending", null),
        row("finished", "done", "2026-03-01"),
        row("dropped", "cancelled", null),
      ],
      "2026-03-04",
    );
    expect(groups.map((g) => [g.key, g.rows.map((r) => r.title)])).toEqual([
      ["overdue", ["late"]],
      ["week", ["friday", "sunday"]],
      ["later", ["next week"]],
      ["none", ["whenever"]],
      ["done", ["finished", "dropped"]],
    ]);
    expect(groupByUrgency([], "2026-03-04")).toEqual([]);
  });
});

describe("labels", () => {
  it("shows difficulty as Easy/Medium/Hard (spec §9) and names statuses and sources", () => {
    expect(["Low", "Medium", "High"].map(difficultyLabel)).toEqual(["Easy", "Medium", "Hard"]);
    expect(statusLabel("in_progress")).toBe("In progress");
    expect(sourceLabel("my_own_initiative")).toBe("My own initiative");
    expect(sourceLabel("some_new_source")).toBe("Some new source");
  });
});
