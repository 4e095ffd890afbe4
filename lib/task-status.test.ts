import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TASK_STATUSES } from "@/db/schema/task-enums";
import { CLOSED_STATUSES, OPEN_STATUSES, STATUS_FILLS, STATUS_LABELS, STATUS_ORDER, STATUS_TEXT, STATUS_TONES, isOpenStatus, statusLabel } from "./task-status";

const root = path.resolve(import.meta.dirname, "..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe("task statuses", () => {
  it("gives every stored status one label and one colour of each kind", () => {
    expect([...STATUS_ORDER]).toEqual([...TASK_STATUSES]);
    for (const map of [STATUS_LABELS, STATUS_TONES, STATUS_FILLS, STATUS_TEXT]) expect(Object.keys(map).sort()).toEqual([...TASK_STATUSES].sort());
    expect(new Set(Object.values(STATUS_LABELS)).size).toBe(TASK_STATUSES.length);
    expect(statusLabel("in_progress")).toBe("In progress");
    expect(statusLabel("archived")).toBe("archived");
  });

  it("splits the statuses into open and closed, once", () => {
    expect([...OPEN_STATUSES, ...CLOSED_STATUSES].sort()).toEqual([...TASK_STATUSES].sort());
    expect(OPEN_STATUSES.filter((s) => CLOSED_STATUSES.includes(s))).toEqual([]);
    expect(TASK_STATUSES.filter(isOpenStatus)).toEqual(["pending", "in_progress", "blocked"]);
  });

  it("colours blocked red and in progress blue on both themes", () => {
    expect(STATUS_TONES.blocked).toMatch(/text-red-700.*dark:text-red-300/);
    expect(STATUS_TONES.in_progress).toMatch(/text-blue-700.*dark:text-blue-300/);
    expect(STATUS_TONES.done).toMatch(/text-emerald-700.*dark:text-emerald-300/);
    expect(STATUS_TONES.cancelled).toContain("line-through");
  });

  // The vocabulary lives here only: a module-local map keyed by task status (labels or colours),
  // its own open-status list or a hard-coded SQL list brings back "Blocked" in three colours.
  it("is not redefined by any module", () => {
    const offenders = [...sources(path.join(root, "modules")), ...sources(path.join(root, "components"))]
      .filter((file) => {
        const text = readFileSync(file, "utf8");
        return (
          /\bin_progress\s*:\s*["'`]/.test(text) ||
          /\b(OPEN|CLOSED)(_STATUSES)?\s*=\s*(\[|sql`)/.test(text) ||
          /'pending'\s*,\s*'in_progress'/.test(text) ||
          /\bstatus\s*===\s*"pending"\s*\|\|\s*status\s*===\s*"in_progress"/.test(text)
        );
      })
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
