import { describe, expect, it } from "vitest";
import type { TemplateContent } from "@/db/schema/sops";
import { diffTemplateContent, sameProposal, type TemplateTask } from "./diff";

const task = (key: string, over: Partial<TemplateTask> = {}): TemplateTask => ({
  key,
  title: `Task ${key}`,
  description: `Do ${key}`,
  checklist: ["step one", "step two"],
  role: "SEO Specialist",
  frequency: "monthly",
  effortHours: 2,
  offsetDays: 3,
  priority: "Medium",
  ...over,
});

function v1(): TemplateContent {
  return {
    areas: [
      {
        key: "seo",
        name: "SEO",
        description: "",
        groups: [
          { key: "tech", name: "Technical", description: "Tech", tasks: [task("crawl"), task("sitemaps")] },
          { key: "content", name: "Content", description: "Content", tasks: [task("briefs"), task("refresh")] },
        ],
      },
      {
        key: "paid",
        name: "Paid",
        description: "",
        groups: [{ key: "search", name: "Search", description: "Search", tasks: [task("negatives")] }],
      },
    ],
  };
}

describe("template update diff", () => {
  it("finds nothing between identical versions", () => {
    expect(diffTemplateContent(v1(), v1())).toEqual([]);
  });

  it("reports added, changed and removed tasks with field-level changes", () => {
    const next = v1();
    const tech = next.areas[0]!.groups[0]!;
    tech.tasks[0] = task("crawl", { checklist: ["step one", "step two", "compare with last month"], effortHours: 3 });
    tech.tasks.push(task("cwv", { title: "Check Core Web Vitals" }));
    next.areas[0]!.groups[1]!.tasks = next.areas[0]!.groups[1]!.tasks.filter((t) => t.key !== "refresh");

    const items = diffTemplateContent(v1(), next);
    expect(items.map((i) => [i.kind, i.itemKey])).toEqual([
      ["task_added", "cwv"],
      ["task_changed", "crawl"],
      ["task_removed", "refresh"],
    ]);
    const changed = items[1]!;
    expect(changed.detail.changes?.map((c) => c.field)).toEqual(["checklist", "effortHours"]);
    expect(changed.label).toBe("Task “Task crawl”: checklist and effort changed");
    expect(items[0]!.label).toBe("New task “Check Core Web Vitals” in Technical");
    expect(items[0]!.detail).toMatchObject({ areaName: "SEO", groupKey: "tech", groupName: "Technical" });
  });

  it("treats a new group as one item carrying its tasks, and a removed group likewise", () => {
    const next = v1();
    next.areas[1]!.groups = [{ key: "social", name: "Paid social", description: "Meta", tasks: [task("pixel"), task("creative")] }];

    const items = diffTemplateContent(v1(), next);
    expect(items.map((i) => [i.kind, i.itemKey])).toEqual([
      ["group_added", "social"],
      ["group_removed", "search"],
    ]);
    expect(items[0]!.label).toBe("New task group “Paid social” in Paid (2 tasks)");
    expect((items[0]!.detail.after as { tasks: TemplateTask[] }).tasks.map((t) => t.key)).toEqual(["pixel", "creative"]);
    expect(items[1]!.label).toBe("Removed task group “Search” from Paid (1 task)");
  });

  it("reports a renamed group, a group moved to another area and a task moved between groups", () => {
    const next = v1();
    const [tech, content] = next.areas[0]!.groups as [TemplateContent["areas"][0]["groups"][0], TemplateContent["areas"][0]["groups"][0]];
    tech.name = "Technical SEO";
    const moved = content.tasks.shift()!;
    tech.tasks.push(moved);
    next.areas[1]!.groups.push(content);
    next.areas[0]!.groups = [tech];

    const items = diffTemplateContent(v1(), next);
    expect(items.map((i) => [i.kind, i.itemKey])).toEqual([
      ["group_changed", "tech"],
      ["group_changed", "content"],
      ["task_changed", "briefs"],
    ]);
    expect(items[0]!.detail.changes).toEqual([{ field: "name", before: "Technical", after: "Technical SEO" }]);
    expect(items[1]!.detail.changes).toEqual([{ field: "area", before: "SEO", after: "Paid" }]);
    expect(items[2]!.detail.changes).toEqual([{ field: "group", before: "Content", after: "Technical SEO" }]);
  });

  it("lets a task moved into a new group arrive with that group, not twice", () => {
    const next = v1();
    const briefs = next.areas[0]!.groups[1]!.tasks.shift()!;
    next.areas[0]!.groups.push({ key: "planning", name: "Planning", description: "", tasks: [briefs] });
    const items = diffTemplateContent(v1(), next);
    expect(items.map((i) => [i.kind, i.itemKey])).toEqual([["group_added", "planning"]]);
  });

  it("recognises the same proposal across versions, so a decision can carry over", () => {
    const v2 = v1();
    v2.areas[0]!.groups[0]!.tasks.push(task("cwv"));
    const v3 = structuredClone(v2);
    v3.areas[1]!.groups[0]!.tasks[0]!.priority = "High";
    const a = diffTemplateContent(v1(), v2)[0]!;
    const b = diffTemplateContent(v1(), v3).find((i) => i.itemKey === "cwv")!;
    expect(sameProposal(a, b)).toBe(true);
    const v4 = structuredClone(v2);
    v4.areas[0]!.groups[0]!.tasks[2]!.offsetDays = 9;
    expect(sameProposal(a, diffTemplateContent(v1(), v4).find((i) => i.itemKey === "cwv")!)).toBe(false);
  });
});
