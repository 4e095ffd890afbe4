import { z } from "zod";
import { dayField } from "@/lib/calendar-day";
import {
  CHANGE_UNITS,
  CHANNEL_KEYS,
  CHANNEL_RINGS,
  FUNNEL_STAGES,
  IDEA_STATUSES,
  LEARNING_OUTCOMES,
  METRIC_DIRECTIONS,
  METRIC_STAGES,
  RICE_CONFIDENCES,
  RICE_IMPACTS,
  SCORING_MODELS,
} from "@/db/schema/growth-enums";
import { TASK_LEVELS } from "@/db/schema";
import { importSourceInput } from "@/lib/import/input";
import { CSV_MAX_BYTES } from "./csv";

const id = z.uuid("Not a valid id");
const text = (max: number, what: string) => z.string().trim().max(max, `Keep ${what} under ${max.toLocaleString("en")} characters`);
const name = (what: string) => z.string().trim().min(1, `${what} is required`).max(200, `Keep the ${what.toLowerCase()} under 200 characters`);
const isoDate = dayField("Use a date like 2025-03-31");
const finite = z.number().finite("Enter a number").gte(-1e15).lte(1e15);
const nonNegative = z.number().finite("Enter a number").gte(0, "Must be 0 or more").lte(1e15);
/** Person-months: positive, at most two decimals (RICE is computed exactly in hundredths). */
const effort = z
  .number()
  .finite()
  .gt(0, "Effort must be more than 0 person-months")
  .lte(1000, "Effort is at most 1,000 person-months")
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, "Use at most two decimals, e.g. 0.25");
const iceValue = z.number().int("Use a whole number from 1 to 10").min(1, "From 1 to 10").max(10, "From 1 to 10");

export const setScoringModelInput = z.object({ model: z.enum(SCORING_MODELS) });

const keyResultInput = z.object({
  id: id.optional(),
  title: name("Key result"),
  current: finite.nullable().default(null),
  target: finite.nullable().default(null),
  unit: text(40, "the unit").default(""),
});

const objectiveInput = z.object({
  id: id.optional(),
  title: name("Objective"),
  keyResults: z.array(keyResultInput).max(10, "At most 10 key results per objective").default([]),
});

const northStarInput = z.object({
  name: name("North Star Metric name"),
  definition: text(2000, "the definition").default(""),
  unit: text(40, "the unit").default(""),
  direction: z.enum(METRIC_DIRECTIONS).default("increase"),
  current: finite.nullable().default(null),
  /** Date of the current value; defaults to today on the server. */
  currentDate: isoDate.nullable().default(null),
  target: finite.nullable().default(null),
  targetDate: isoDate.nullable().default(null),
});

export const saveOnePagerInput = z.object({
  mission: text(4000, "the mission").default(""),
  targetCustomer: text(4000, "the target customer").default(""),
  valueProposition: text(4000, "the value proposition").default(""),
  constraints: text(4000, "the constraints").default(""),
  currentFocus: text(4000, "the current focus").default(""),
  northStar: northStarInput.nullable().default(null),
  objectives: z.array(objectiveInput).max(10, "At most 10 objectives").default([]),
});

export const createPillarInput = z.object({
  name: name("Name"),
  objective: text(2000, "the objective").default(""),
  description: text(4000, "the description").default(""),
  ownerId: id.nullable().default(null),
  metricIds: z.array(id).max(50).default([]),
});
export const updatePillarInput = createPillarInput.extend({ id });
export const deleteByIdInput = z.object({ id });

export const createMetricInput = z.object({
  name: name("Name"),
  definition: text(2000, "the definition").default(""),
  stage: z.enum(METRIC_STAGES),
  unit: text(40, "the unit").default(""),
  direction: z.enum(METRIC_DIRECTIONS).default("increase"),
  target: finite.nullable().default(null),
  targetDate: isoDate.nullable().default(null),
  inFunnel: z.boolean().default(false),
});
export const updateMetricInput = createMetricInput.extend({ id });

export const recordMetricValueInput = z.object({ metricId: id, date: isoDate, value: finite });
/** Pasted text (`csv`) or a chosen file (`file`: CSV/TSV in any encoding, or .xlsx). */
export const importMetricValuesInput = importSourceInput(CSV_MAX_BYTES);

export const updateChannelInput = z.object({
  channel: z.enum(CHANNEL_KEYS),
  ring: z.enum(CHANNEL_RINGS).optional(),
  ideas: text(4000, "the ideas").optional(),
  testCost: nonNegative.nullable().optional(),
  testResults: text(4000, "the test results").optional(),
  cac: nonNegative.nullable().optional(),
});
export const rankChannelsInput = z.object({
  ring: z.enum(CHANNEL_RINGS),
  order: z
    .array(z.enum(CHANNEL_KEYS))
    .min(1)
    .max(CHANNEL_KEYS.length)
    .refine((a) => new Set(a).size === a.length, "A channel appears twice"),
});

const ideaFields = {
  hypothesisChange: text(2000, "the change").default(""),
  hypothesisOutcome: text(2000, "the expected result").default(""),
  hypothesisMeasure: text(2000, "the measure").default(""),
  pillarId: id.nullable().default(null),
  stage: z.enum(FUNNEL_STAGES).nullable().default(null),
  channel: z.enum(CHANNEL_KEYS).nullable().default(null),
  ownerId: id.nullable().default(null),
  effort: effort.nullable().default(null),
};

export const captureIdeaInput = z.object({ title: name("Title"), ...ideaFields });
export const updateIdeaInput = z.object({ id, title: name("Title"), ...ideaFields });
export const setIdeaStatusInput = z.object({ id, status: z.enum(IDEA_STATUSES) });

export const scoreIdeaInput = z.object({
  id,
  iceImpact: iceValue.nullable().default(null),
  iceConfidence: iceValue.nullable().default(null),
  iceEase: iceValue.nullable().default(null),
  riceReach: z.number().int("Reach is a whole number").min(0, "Reach is 0 or more").max(1_000_000_000).nullable().default(null),
  riceImpact: z
    .number()
    .refine((v) => (RICE_IMPACTS as readonly number[]).includes(v), "Impact is 3, 2, 1, 0.5 or 0.25")
    .nullable()
    .default(null),
  riceConfidence: z
    .number()
    .refine((v) => (RICE_CONFIDENCES as readonly number[]).includes(v), "Confidence is 100, 80 or 50 %")
    .nullable()
    .default(null),
  effort: effort.nullable().default(null),
});

export const planIdeaInput = z.object({ id, sprintId: id, ownerId: id, effort: effort.nullable().default(null) });
export const unplanIdeaInput = z.object({ id });
export const setCapacityInput = z.object({
  sprintId: id,
  memberId: id,
  capacity: z.number().finite().min(0, "Capacity is 0 or more").max(100, "At most 100 person-months"),
});

const experimentTaskInput = z.object({
  title: z.string().trim().min(1, "Title is required").max(500, "Keep the title under 500 characters"),
  description: text(20_000, "the description").default(""),
  assignedTo: id.nullable().default(null),
  priority: z.enum(TASK_LEVELS).default("Medium"),
  difficulty: z.enum(TASK_LEVELS).default("Medium"),
});
export const createExperimentTasksInput = z.object({
  ideaId: id,
  tasks: z.array(experimentTaskInput).min(1, "Add at least one task").max(30, "At most 30 tasks at once"),
});

const evidenceLink = z
  .string()
  .trim()
  .max(2000)
  .refine((s) => {
    try {
      const u = new URL(s);
      return u.protocol === "https:" || u.protocol === "http:";
    } catch {
      return false;
    }
  }, "Evidence links must be http(s) addresses");

export const recordLearningInput = z.object({
  ideaId: id,
  outcome: z.enum(LEARNING_OUTCOMES),
  metricId: id.nullable().default(null),
  metricChange: finite.nullable().default(null),
  changeUnit: z.enum(CHANGE_UNITS).default("percent"),
  learned: z.string().trim().min(1, "Write down what was learned").max(10_000, "Keep it under 10,000 characters"),
  evidenceLinks: z.array(evidenceLink).max(20, "At most 20 links").default([]),
});
export const updateLearningInput = recordLearningInput.omit({ ideaId: true }).extend({ id });

export type CaptureIdeaInput = z.input<typeof captureIdeaInput>;
