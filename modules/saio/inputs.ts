import { z } from "zod";
import { importSourceInput } from "@/lib/import/input";

const id = z.uuid("Not a valid id");
const ids = z.array(id).min(1, "Select at least one prompt").max(500, "Select at most 500 prompts at once");
const PROMPT_MAX = 500;
export const PROMPTS_PER_BRAND = 1_000;
export const CSV_MAX_BYTES = 512 * 1024;

const promptText = z.string().trim().min(3, "A prompt needs at least 3 characters").max(PROMPT_MAX, `Keep a prompt under ${PROMPT_MAX} characters`);
const topic = z.string().trim().max(80, "Keep the topic under 80 characters");
const tags = z
  .array(z.string().trim().toLowerCase().min(1).max(40, "Keep each tag under 40 characters"))
  .max(10, "At most 10 tags per prompt")
  .transform((t) => [...new Set(t)]);
const country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{2})?$/, "Use a two-letter country code such as US, or leave it empty for any");
const language = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, "Use a two-letter language code such as en");

export const createPromptsInput = z.object({
  texts: z.array(promptText).min(1, "Enter at least one prompt").max(200, "Add at most 200 prompts at once"),
  topic: topic.default(""),
  tags: tags.default([]),
  country: country.default(""),
  language: language.default("en"),
  source: z.enum(["manual", "suggestion"]).default("manual"),
});

export const updatePromptInput = z.object({ id, text: promptText, topic, tags, country, language, active: z.boolean() });
export const deletePromptsInput = z.object({ ids });
export const setPromptsActiveInput = z.object({ ids, active: z.boolean() });
/** Pasted text (`csv`) or a chosen file (`file`: CSV/TSV in any encoding, or .xlsx). */
export const importPromptsInput = importSourceInput(CSV_MAX_BYTES);
export const suggestPromptsInput = z.object({});

const engineKeys = z.array(z.string().min(1).max(64)).max(10, "Choose at most 10 engines");
export const startRunInput = z.object({
  promptIds: ids,
  engineKeys: engineKeys.min(1, "Choose at least one engine"),
  samples: z.number().int().min(1, "At least 1 sample").max(5, "At most 5 samples per prompt and engine"),
  panel: z.boolean().default(false),
});
export const cancelRunInput = z.object({ id });

export const FREQUENCIES = ["daily", "weekly", "monthly"] as const;
const scheduleInput = z
  .object({
    name: z.string().trim().min(1, "Name the schedule").max(100, "Keep the name under 100 characters"),
    frequency: z.enum(FREQUENCIES, "Choose daily, weekly or monthly"),
    hour: z.number().int().min(0).max(23),
    weekday: z.number().int().min(0).max(6).nullable().default(null),
    monthDay: z.number().int().min(1, "Use a day from 1 to 28").max(28, "Use a day from 1 to 28 (every month has it)").nullable().default(null),
    topic: z.string().trim().max(80).nullable().default(null),
    engineKeys: engineKeys.default([]),
    samples: z.number().int().min(1).max(5),
  })
  .refine((s) => s.frequency !== "weekly" || s.weekday !== null, { message: "Choose the weekday", path: ["weekday"] })
  .refine((s) => s.frequency !== "monthly" || s.monthDay !== null, { message: "Choose the day of the month", path: ["monthDay"] });
export const createScheduleInput = scheduleInput;
export const updateScheduleInput = z.object({ id, schedule: scheduleInput });
export const scheduleIdInput = z.object({ id });
export const setSchedulePausedInput = z.object({ id, paused: z.boolean() });

const nameList = z
  .array(z.string().trim().min(1).max(80, "Keep each name under 80 characters"))
  .max(20, "At most 20 names")
  .transform((t) => [...new Set(t)]);
export const updateSaioSettingsInput = z.object({
  aliases: nameList,
  domains: z.array(z.string().trim().min(3).max(253)).max(10, "At most 10 extra domains"),
  competitorAliases: z.record(z.string().max(200), nameList),
  monthlyBudgetUsd: z.number().min(0, "The budget cannot be negative").max(1_000_000).nullable(),
  aiSentiment: z.boolean(),
  panelOptIn: z.boolean().default(false),
});

export const candidateIdInput = z.object({ id });
export const classifyCandidatesInput = z.object({});

export type ScheduleInput = z.input<typeof scheduleInput>;
