/**
 * Priority and difficulty: their order and display names, shared by the task pickers in
 * components/tasks and every module that shows them. Difficulty is stored Low/Medium/High and
 * shown Easy/Medium/Hard (spec §9).
 */
import type { TaskLevel } from "@/db/schema/task-enums";

export const PRIORITY_ORDER: readonly TaskLevel[] = ["High", "Medium", "Low"];

/** Spec §9: Easy ⇔ Low, Medium ⇔ Medium, Hard ⇔ High. */
export const DIFFICULTY_LABELS: Record<TaskLevel, string> = { Low: "Easy", Medium: "Medium", High: "Hard" };
export const DIFFICULTY_ORDER: readonly TaskLevel[] = ["Low", "Medium", "High"];
