import type { RecurrenceFrequency } from "@/db/schema/recurring-enums";

export const FREQUENCY_LABELS: Record<RecurrenceFrequency, string> = {
  daily: "Daily",
  weekly: "Weekly",
  monthly: "Monthly",
  every_n_weeks: "Every N weeks",
};
