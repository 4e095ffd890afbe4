/** Value lists of the recurring-task tables, importable from client components (no drizzle here). */
export const RECURRENCE_FREQUENCIES = ["daily", "weekly", "monthly", "every_n_weeks"] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];
