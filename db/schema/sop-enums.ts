/** Value lists of the SOP tables, free of drizzle imports so client components can use them too. */
export const TEMPLATE_TYPES = ["industry", "usecase"] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export const SOP_FREQUENCIES = ["once", "daily", "weekly", "biweekly", "monthly", "quarterly", "yearly"] as const;
export type SopFrequency = (typeof SOP_FREQUENCIES)[number];

export const UPDATE_ITEM_KINDS = ["group_added", "group_removed", "group_changed", "task_added", "task_removed", "task_changed"] as const;
export type UpdateItemKind = (typeof UPDATE_ITEM_KINDS)[number];

export const UPDATE_ITEM_STATUSES = ["pending", "accepted", "dismissed"] as const;
export type UpdateItemStatus = (typeof UPDATE_ITEM_STATUSES)[number];
