import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { profiles } from "./profiles";
// A cycle by design (tasks.ts re-exports sopTasks for its historical home); every use below is lazy.
import { foundationalTasks, growthSquad } from "./tasks";
import { createdAt, id, updatedAt } from "./_shared";
import { SOP_FREQUENCIES, TEMPLATE_TYPES, UPDATE_ITEM_KINDS, UPDATE_ITEM_STATUSES, type SopFrequency } from "./sop-enums";

export * from "./sop-enums";

/** The content of one template version, as validated by modules/sops/library/schema.ts. */
export type TemplateContent = {
  areas: {
    key: string;
    name: string;
    description: string;
    groups: {
      key: string;
      name: string;
      description: string;
      tasks: {
        key: string;
        title: string;
        description: string;
        checklist: string[];
        role: string;
        frequency: SopFrequency;
        effortHours: number;
        offsetDays: number;
        priority: "High" | "Medium" | "Low";
      }[];
    }[];
  }[];
};

export type TemplateStats = { areas: number; groups: number; tasks: number; effortHours: number };

// ---------------------------------------------------------------------------------------------
// The shared library: read-only for growth_app (RLS select-only policy), written by the loader.

/** A library template (industry or use case); not brand-scoped (schema allow-list). */
export const sopTemplates = pgTable(
  "sop_templates",
  {
    id: id(),
    type: text("type", { enum: TEMPLATE_TYPES }).notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    summary: text("summary").notNull().default(""),
    currentVersion: integer("current_version").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("sop_templates_type_slug_idx").on(t.type, t.slug),
    check("sop_templates_type", sql`${t.type} in ('industry','usecase')`),
  ],
);

/** Every published version of a template; content is immutable once written. */
export const sopTemplateVersions = pgTable(
  "sop_template_versions",
  {
    id: id(),
    templateId: uuid("template_id")
      .notNull()
      .references(() => sopTemplates.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    content: jsonb("content").$type<TemplateContent>().notNull(),
    contentHash: text("content_hash").notNull(),
    stats: jsonb("stats").$type<TemplateStats>().notNull(),
    changelog: text("changelog").notNull().default(""),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sop_template_versions_template_version_idx").on(t.templateId, t.version)],
);

// ---------------------------------------------------------------------------------------------
// A brand's SOPs: areas → task groups → SOP tasks.

export const sopAreas = pgTable(
  "sop_areas",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("sop_areas_brand_position_idx").on(t.brandId, t.position),
    check("sop_areas_name_not_blank", sql`btrim(${t.name}) <> ''`),
  ],
);

export const sopTaskGroups = pgTable(
  "sop_task_groups",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    areaId: uuid("area_id")
      .notNull()
      .references(() => sopAreas.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    position: integer("position").notNull().default(0),
    /** Origin when copied from a template: the library item's stable key (update diffs match on it). */
    templateId: uuid("template_id").references(() => sopTemplates.id, { onDelete: "set null" }),
    templateKey: text("template_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("sop_task_groups_brand_area_idx").on(t.brandId, t.areaId, t.position),
    index("sop_task_groups_area_idx").on(t.areaId),
    check("sop_task_groups_name_not_blank", sql`btrim(${t.name}) <> ''`),
  ],
);

/**
 * An SOP task. `foundational_task_id` is the spec §3 back-link: the latest task created from it
 * (spec §7 writes it right after the insert); sop_task_runs keeps every one of them.
 */
export const sopTasks = pgTable(
  "sop_tasks",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    foundationalTaskId: uuid("foundational_task_id").references(() => foundationalTasks.id, { onDelete: "set null" }),
    taskGroupId: uuid("task_group_id")
      .notNull()
      .references(() => sopTaskGroups.id, { onDelete: "cascade" }),
    checklist: jsonb("checklist").$type<string[]>().notNull().default([]),
    responsibleRole: text("responsible_role").notNull().default(""),
    frequency: text("frequency", { enum: SOP_FREQUENCIES }).notNull().default("once"),
    estimatedMinutes: integer("estimated_minutes").notNull().default(60),
    /** Due date of a task created from it = the assignment's start date + this many days. */
    dueOffsetDays: integer("due_offset_days").notNull().default(0),
    priority: text("priority", { enum: ["High", "Medium", "Low"] }).notNull().default("Medium"),
    position: integer("position").notNull().default(0),
    templateId: uuid("template_id").references(() => sopTemplates.id, { onDelete: "set null" }),
    templateKey: text("template_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("sop_tasks_brand_id_idx").on(t.brandId),
    index("sop_tasks_brand_group_idx").on(t.brandId, t.taskGroupId, t.position),
    index("sop_tasks_group_idx").on(t.taskGroupId),
    index("sop_tasks_foundational_task_idx").on(t.foundationalTaskId),
    check("sop_tasks_frequency", sql`${t.frequency} in ('once','daily','weekly','biweekly','monthly','quarterly','yearly')`),
    check("sop_tasks_priority", sql`${t.priority} in ('High','Medium','Low')`),
    check("sop_tasks_effort", sql`${t.estimatedMinutes} > 0`),
    check("sop_tasks_offset", sql`${t.dueOffsetDays} >= 0`),
  ],
);

/** Every foundational task ever created from an SOP task (the back-link keeps only the latest). */
export const sopTaskRuns = pgTable(
  "sop_task_runs",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    sopTaskId: uuid("sop_task_id")
      .notNull()
      .references(() => sopTasks.id, { onDelete: "cascade" }),
    foundationalTaskId: uuid("foundational_task_id")
      .notNull()
      .references(() => foundationalTasks.id, { onDelete: "cascade" }),
    /** The assignment's start date; the next run of a repeating SOP task counts from it. */
    startDate: date("start_date").notNull(),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("sop_task_runs_brand_task_idx").on(t.brandId, t.sopTaskId, t.createdAt),
    uniqueIndex("sop_task_runs_foundational_task_idx").on(t.foundationalTaskId),
  ],
);

/** Who usually does a responsible role in this brand: the assign form's default assignee. */
export const sopRoleAssignees = pgTable(
  "sop_role_assignees",
  {
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    squadMemberId: uuid("squad_member_id")
      .notNull()
      .references(() => growthSquad.id, { onDelete: "cascade" }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.role] })],
);

// ---------------------------------------------------------------------------------------------
// Adoptions and proposed updates.

/** A brand's adoption of a template; `version` is the version its SOP copy is in step with. */
export const sopAdoptions = pgTable(
  "sop_adoptions",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    templateId: uuid("template_id")
      .notNull()
      .references(() => sopTemplates.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    adoptedBy: uuid("adopted_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("sop_adoptions_brand_template_idx").on(t.brandId, t.templateId)],
);

/** A newer template version proposed to an adopting brand; resolved once every item is decided. */
export const sopTemplateUpdates = pgTable(
  "sop_template_updates",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    adoptionId: uuid("adoption_id")
      .notNull()
      .references(() => sopAdoptions.id, { onDelete: "cascade" }),
    fromVersion: integer("from_version").notNull(),
    toVersion: integer("to_version").notNull(),
    status: text("status", { enum: ["pending", "resolved", "superseded"] }).notNull().default("pending"),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    index("sop_template_updates_brand_status_idx").on(t.brandId, t.status),
    index("sop_template_updates_adoption_idx").on(t.adoptionId),
    check("sop_template_updates_status", sql`${t.status} in ('pending','resolved','superseded')`),
  ],
);

export type UpdateItemDetail = {
  /** The group the item lives in (tasks) or is (groups), in the new version when it still exists. */
  areaKey: string;
  areaName: string;
  groupKey: string;
  groupName: string;
  /** Field-level changes for *_changed items. */
  changes?: { field: string; before: unknown; after: unknown }[];
  /** The full new definition for *_added and *_changed items. */
  after?: unknown;
  before?: unknown;
};

export const sopTemplateUpdateItems = pgTable(
  "sop_template_update_items",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    updateId: uuid("update_id")
      .notNull()
      .references(() => sopTemplateUpdates.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: UPDATE_ITEM_KINDS }).notNull(),
    itemKey: text("item_key").notNull(),
    label: text("label").notNull(),
    detail: jsonb("detail").$type<UpdateItemDetail>().notNull(),
    position: integer("position").notNull().default(0),
    status: text("status", { enum: UPDATE_ITEM_STATUSES }).notNull().default("pending"),
    decidedBy: uuid("decided_by").references(() => profiles.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    index("sop_template_update_items_brand_update_idx").on(t.brandId, t.updateId, t.position),
    index("sop_template_update_items_update_idx").on(t.updateId),
    check("sop_template_update_items_status", sql`${t.status} in ('pending','accepted','dismissed')`),
  ],
);
