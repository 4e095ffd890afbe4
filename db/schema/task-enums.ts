/** Task, sprint and history enums without drizzle imports, so client components can use them. */
export const TASK_LEVELS = ["High", "Medium", "Low"] as const;
export const TASK_STATUSES = ["pending", "in_progress", "blocked", "done", "cancelled"] as const;
export const SPRINT_FREQUENCIES = ["bi-weekly", "tri-weekly", "monthly"] as const;
export const SPRINT_STATUSES = ["open", "active", "closed"] as const;
export const TASK_EVENT_KINDS = ["created", "changed", "commented"] as const;

export type TaskLevel = (typeof TASK_LEVELS)[number];
export type TaskStatus = (typeof TASK_STATUSES)[number];
export type SprintFrequency = (typeof SPRINT_FREQUENCIES)[number];
export type TaskEventKind = (typeof TASK_EVENT_KINDS)[number];
