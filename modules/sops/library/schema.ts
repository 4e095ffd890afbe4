/**
 * The shape of a library template file (modules/sops/library/{industries,usecases}/*.json).
 * Keys of groups and tasks are stable across versions: the update diff matches on them, so a
 * renamed task keeps its key and a task that moved group keeps its key too.
 */
import { z } from "zod";
import { SOP_FREQUENCIES, TEMPLATE_TYPES } from "@/db/schema/sop-enums";
import type { TemplateContent, TemplateStats } from "@/db/schema/sops";
import { SOP_ROLES } from "../roles";

export { SOP_ROLES, type SopRole } from "../roles";

export const MIN_GROUPS_OR_AREAS = 3;
export const MIN_TASKS = 12;

const key = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "keys are lowercase words joined by hyphens")
  .max(80);
const text = (max: number) => z.string().trim().min(1).max(max);

const libraryTask = z.object({
  key,
  title: text(160),
  description: text(2000),
  checklist: z.array(text(300)).min(2, "give every task at least two concrete checklist steps").max(20),
  role: z.enum(SOP_ROLES),
  frequency: z.enum(SOP_FREQUENCIES),
  /** Hours of work, in quarter hours. */
  effortHours: z
    .number()
    .positive()
    .max(80)
    .refine((h) => Number.isInteger(h * 4), "use quarter hours (0.25, 0.5, 0.75, …)"),
  /** Days after the assignment's start date that a created task is due. */
  offsetDays: z.number().int().min(0).max(365),
  priority: z.enum(["High", "Medium", "Low"]).default("Medium"),
});

const libraryGroup = z.object({
  key,
  name: text(120),
  description: text(600),
  tasks: z.array(libraryTask).min(1),
});

const libraryArea = z.object({
  key,
  name: text(80),
  description: text(600),
  groups: z.array(libraryGroup).min(1),
});

export const libraryTemplate = z
  .object({
    slug: key,
    type: z.enum(TEMPLATE_TYPES),
    name: text(120),
    summary: text(400),
    /** Bump it to publish a new version: adopting brands then see a proposed update. */
    version: z.number().int().positive(),
    /** What changed in this version (shown with the proposed update). */
    changelog: z.string().trim().max(1000).default(""),
    areas: z.array(libraryArea).min(1),
  })
  .superRefine((t, ctx) => {
    const seen = new Set<string>();
    const areaKeys = new Set<string>();
    for (const a of t.areas) {
      if (areaKeys.has(a.key)) ctx.addIssue({ code: "custom", message: `duplicate area key "${a.key}"` });
      areaKeys.add(a.key);
      for (const g of a.groups) {
        if (seen.has(g.key)) ctx.addIssue({ code: "custom", message: `duplicate group/task key "${g.key}"` });
        seen.add(g.key);
        for (const task of g.tasks) {
          if (seen.has(task.key)) ctx.addIssue({ code: "custom", message: `duplicate group/task key "${task.key}"` });
          seen.add(task.key);
        }
      }
    }
    const stats = templateStats(t);
    if (stats.areas < MIN_GROUPS_OR_AREAS && stats.groups < MIN_GROUPS_OR_AREAS) {
      ctx.addIssue({ code: "custom", message: `a template needs at least ${MIN_GROUPS_OR_AREAS} areas or task groups` });
    }
    if (stats.tasks < MIN_TASKS) {
      ctx.addIssue({ code: "custom", message: `a template needs at least ${MIN_TASKS} tasks (has ${stats.tasks})` });
    }
  });

export type LibraryTemplate = z.output<typeof libraryTemplate>;
export type LibraryTemplateInput = z.input<typeof libraryTemplate>;

export function templateStats(t: Pick<TemplateContent, "areas">): TemplateStats {
  let groups = 0;
  let tasks = 0;
  let effortHours = 0;
  for (const a of t.areas) {
    groups += a.groups.length;
    for (const g of a.groups) {
      tasks += g.tasks.length;
      for (const task of g.tasks) effortHours += task.effortHours;
    }
  }
  return { areas: t.areas.length, groups, tasks, effortHours };
}

/** The part of a template file stored as a version's content. */
export function contentOf(t: LibraryTemplate): TemplateContent {
  return { areas: t.areas };
}
