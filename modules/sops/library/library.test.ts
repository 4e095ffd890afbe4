import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LibraryFileError, readLibrary } from "./load";
import { MIN_GROUPS_OR_AREAS, MIN_TASKS, libraryTemplate, templateStats } from "./schema";

const library = readLibrary();

describe("the SOP template library", () => {
  it("ships at least 8 industries and 8 use cases", () => {
    expect(library.filter((t) => t.type === "industry").length).toBeGreaterThanOrEqual(8);
    expect(library.filter((t) => t.type === "usecase").length).toBeGreaterThanOrEqual(8);
  });

  it.each(library.map((t) => [`${t.type}/${t.slug}`, t] as const))("%s has ≥ 3 areas or groups and ≥ 12 tasks", (_id, t) => {
    const s = templateStats(t);
    expect(Math.max(s.areas, s.groups)).toBeGreaterThanOrEqual(MIN_GROUPS_OR_AREAS);
    expect(s.tasks).toBeGreaterThanOrEqual(MIN_TASKS);
  });

  it("gives every task concrete steps, an owner and a realistic schedule", () => {
    for (const t of library) {
      for (const a of t.areas) {
        for (const g of a.groups) {
          for (const task of g.tasks) {
            const where = `${t.slug}/${task.key}`;
            expect(task.checklist.length, where).toBeGreaterThanOrEqual(2);
            expect(task.description.length, where).toBeGreaterThan(40);
            expect(task.effortHours, where).toBeLessThanOrEqual(40);
            // One-off project steps are scheduled within a quarter of the start.
            if (task.frequency === "once") expect(task.offsetDays, where).toBeLessThanOrEqual(90);
          }
        }
      }
    }
  });

  it("has no duplicated task titles inside a template", () => {
    for (const t of library) {
      const titles = t.areas.flatMap((a) => a.groups.flatMap((g) => g.tasks.map((task) => task.title.toLowerCase())));
      expect(new Set(titles).size, t.slug).toBe(titles.length);
    }
  });
});

describe("the library schema", () => {
  const base = library[0]!;

  it("rejects a template below the minimum size", () => {
    const small = { ...base, areas: [{ ...base.areas[0]!, groups: [{ ...base.areas[0]!.groups[0]!, tasks: base.areas[0]!.groups[0]!.tasks.slice(0, 2) }] }] };
    const r = libraryTemplate.safeParse(small);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message).join(" ")).toMatch(/at least 3 areas or task groups/);
  });

  it("rejects duplicate keys, unknown roles and non-quarter-hour effort", () => {
    const task = base.areas[0]!.groups[0]!.tasks[0]!;
    const dup = structuredClone(base);
    dup.areas[0]!.groups[0]!.tasks.push({ ...task });
    expect(libraryTemplate.safeParse(dup).error?.issues.some((i) => /duplicate/.test(i.message))).toBe(true);

    const role = structuredClone(base);
    (role.areas[0]!.groups[0]!.tasks[0] as { role: string }).role = "Wizard";
    expect(libraryTemplate.safeParse(role).success).toBe(false);

    const effort = structuredClone(base);
    effort.areas[0]!.groups[0]!.tasks[0]!.effortHours = 1.1;
    expect(libraryTemplate.safeParse(effort).success).toBe(false);
  });

  it("names the file and the field of an invalid library file", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sops-lib-"));
    fs.mkdirSync(path.join(dir, "usecases"));
    fs.writeFileSync(path.join(dir, "usecases", "broken.json"), JSON.stringify({ ...base, slug: "broken", type: "usecase", version: 0 }));
    expect(() => readLibrary(dir)).toThrow(LibraryFileError);
    expect(() => readLibrary(dir)).toThrow(/usecases\/broken\.json: version/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
