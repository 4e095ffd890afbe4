/**
 * The onboarding questionnaire (issue 5): eight steps about the business. Pure data + validation,
 * shared by the form (client) and the save action (server). Answers are text or lists of text.
 */
import type { QuestionnaireAnswers } from "@/db/schema/questionnaire";

type FieldType = "text" | "textarea" | "list" | "select" | "multiselect";

export type QuestionField = {
  key: string;
  label: string;
  help?: string;
  placeholder?: string;
  type: FieldType;
  required?: boolean;
  options?: readonly string[];
  maxLength?: number;
};

export type QuestionStep = { key: string; title: string; description: string; fields: readonly QuestionField[] };

export const QUESTIONNAIRE_STEPS = [
  {
    key: "offer",
    title: "Offer",
    description: "What the brand sells and why people buy it.",
    fields: [
      { key: "offer_summary", label: "What do you sell?", help: "Your products or services, in a few sentences.", type: "textarea", required: true },
      { key: "value_proposition", label: "Why do customers choose you?", type: "textarea" },
      { key: "business_model", label: "Business model", type: "select", options: ["B2B", "B2C", "B2B2C", "Marketplace", "Non-profit", "Other"] },
      { key: "price_range", label: "Typical price or contract size", placeholder: "e.g. €49/month, or €20k projects", type: "text" },
    ],
  },
  {
    key: "audience",
    title: "Audience",
    description: "Who the brand is for.",
    fields: [
      { key: "primary_audience", label: "Who is your ideal customer?", help: "Role, company or life situation, what they care about.", type: "textarea", required: true },
      { key: "pain_points", label: "Their main problems or needs", help: "One per line.", type: "list" },
      { key: "markets", label: "Where are they?", placeholder: "Countries, regions or cities", type: "text" },
    ],
  },
  {
    key: "positioning",
    title: "Positioning",
    description: "How the brand wants to be seen next to the alternatives.",
    fields: [
      { key: "positioning_statement", label: "How do you want to be seen?", placeholder: "For [audience] who [need], we are the [category] that [benefit].", type: "textarea", required: true },
      { key: "differentiators", label: "What sets you apart", help: "One per line.", type: "list" },
      { key: "brand_personality", label: "Three words for the brand's personality", placeholder: "e.g. expert, warm, direct", type: "text" },
    ],
  },
  {
    key: "goals",
    title: "Goals and KPIs",
    description: "What success looks like, and how it is measured.",
    fields: [
      { key: "goals", label: "Goals for the next 12 months", help: "One per line, as specific as you can.", type: "list", required: true },
      { key: "kpis", label: "KPIs you track", help: "One per line, e.g. organic sessions, qualified leads, CAC.", type: "list" },
      { key: "baseline", label: "Where are you today?", help: "Current traffic, leads, revenue or whatever you track.", type: "textarea" },
    ],
  },
  {
    key: "channels",
    title: "Channels",
    description: "Where the brand reaches people today.",
    fields: [
      {
        key: "current_channels",
        label: "Channels you use today",
        type: "multiselect",
        required: true,
        options: ["SEO", "Content marketing", "Paid search", "Paid social", "Organic social", "Email", "Events", "Partnerships", "PR", "Marketplaces", "Other"],
      },
      { key: "best_channel", label: "Which channel works best, and why?", type: "textarea" },
      { key: "channels_to_explore", label: "Channels you want to try", type: "text" },
    ],
  },
  {
    key: "budget",
    title: "Budget",
    description: "What the brand can spend, in money and time.",
    fields: [
      {
        key: "monthly_budget",
        label: "Monthly marketing budget",
        type: "select",
        required: true,
        options: ["Under 1,000", "1,000 – 5,000", "5,000 – 20,000", "20,000 – 100,000", "Over 100,000", "Not decided yet"],
      },
      { key: "budget_split", label: "How is it split across channels?", type: "textarea" },
      { key: "team_capacity", label: "Who works on marketing, and how many hours a week?", type: "textarea" },
    ],
  },
  {
    key: "competitors",
    title: "Competitors",
    description: "Who the brand competes with for attention and budget.",
    fields: [
      { key: "main_competitors", label: "Main competitors", help: "One per line. The list in Brand Basic Data is used for tracking; this is how you see them.", type: "list", required: true },
      { key: "competitor_strengths", label: "What do they do better?", type: "textarea" },
      { key: "competitor_weaknesses", label: "Where are they weak?", type: "textarea" },
    ],
  },
  {
    key: "constraints",
    title: "Constraints",
    description: "Rules every piece of work must respect.",
    fields: [
      { key: "legal_constraints", label: "Legal, regulatory or compliance rules", type: "textarea" },
      { key: "brand_rules", label: "Brand do's and don'ts", help: "Words to avoid, claims you may not make, visual rules.", type: "textarea" },
      { key: "other_constraints", label: "Anything else to respect?", help: "Timelines, approvals, tools, seasonality.", type: "textarea" },
    ],
  },
] as const satisfies readonly QuestionStep[];

export type StepKey = (typeof QUESTIONNAIRE_STEPS)[number]["key"];

export const STEP_KEYS = QUESTIONNAIRE_STEPS.map((s) => s.key) as StepKey[];

export function getStep(key: string): QuestionStep | undefined {
  return QUESTIONNAIRE_STEPS.find((s) => s.key === key);
}

const DEFAULT_MAX: Record<FieldType, number> = { text: 300, textarea: 4000, list: 300, select: 100, multiselect: 100 };
const MAX_LIST_ITEMS = 50;

type StepValidation = { answers: QuestionnaireAnswers; errors: Record<string, string>; complete: boolean };

/**
 * Keeps only the step's fields, trims, caps lengths, checks options. `errors` lists what is wrong
 * (a bad option); missing required answers do not block saving a draft, they only keep the step
 * from counting as complete.
 */
export function cleanStepAnswers(step: QuestionStep, raw: Record<string, unknown>): StepValidation {
  const answers: QuestionnaireAnswers = {};
  const errors: Record<string, string> = {};
  for (const field of step.fields) {
    const value = raw[field.key];
    const max = field.maxLength ?? DEFAULT_MAX[field.type];
    if (field.type === "list" || field.type === "multiselect") {
      const list = (Array.isArray(value) ? value : typeof value === "string" ? value.split(/\r?\n/) : [])
        .filter((v): v is string => typeof v === "string")
        .map((v) => v.trim().slice(0, max))
        .filter(Boolean);
      const unique = [...new Set(list)].slice(0, MAX_LIST_ITEMS);
      if (field.type === "multiselect") {
        const bad = unique.filter((v) => !field.options?.includes(v));
        if (bad.length) errors[field.key] = `Choose from the options given.`;
        const ok = unique.filter((v) => field.options?.includes(v));
        if (ok.length) answers[field.key] = ok;
      } else if (unique.length) answers[field.key] = unique;
    } else {
      const text = typeof value === "string" ? value.trim() : "";
      if (text.length > max) errors[field.key] = `Keep this under ${max} characters.`;
      else if (field.type === "select" && text && !field.options?.includes(text)) errors[field.key] = "Choose one of the options.";
      else if (text) answers[field.key] = text;
    }
  }
  const complete = step.fields.every((f) => !f.required || answers[f.key] !== undefined);
  return { answers, errors, complete };
}

export function missingRequired(step: QuestionStep, answers: QuestionnaireAnswers): string[] {
  return step.fields.filter((f) => f.required && answers[f.key] === undefined).map((f) => f.label);
}

/** The first step not completed yet (where "resume" lands), or the last one when all are done. */
export function resumeStep(completed: ReadonlySet<string>): StepKey {
  return STEP_KEYS.find((k) => !completed.has(k)) ?? STEP_KEYS[STEP_KEYS.length - 1]!;
}

export function progressPercent(completed: ReadonlySet<string>): number {
  return Math.round((STEP_KEYS.filter((k) => completed.has(k)).length / STEP_KEYS.length) * 100);
}

/** The answers as plain text blocks, in step order (for AI prompts). */
export function answersAsText(byStep: ReadonlyMap<string, QuestionnaireAnswers>): string {
  const blocks: string[] = [];
  for (const step of QUESTIONNAIRE_STEPS) {
    const answers = byStep.get(step.key);
    if (!answers) continue;
    const lines: string[] = [];
    for (const field of step.fields as readonly QuestionField[]) {
      const v = answers[field.key];
      if (v === undefined) continue;
      lines.push(Array.isArray(v) ? `${field.label}:\n${v.map((x) => `- ${x}`).join("\n")}` : `${field.label}: ${v}`);
    }
    if (lines.length) blocks.push(`## ${step.title}\n${lines.join("\n")}`);
  }
  return blocks.join("\n\n");
}
