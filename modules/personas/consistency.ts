/**
 * Consistency checks of one persona: its attributes against each other, against the brief it was
 * generated from, and against the brand's other personas (near-duplicates). Pure: the generation job
 * and the import call it with what they read. Rules are few and explainable on purpose — each issue
 * names the rule and says what is wrong in words a marketer reads on the persona's page.
 *
 * `error` issues make the job regenerate the slot once and, still failing, flag the persona;
 * `warning`s are shown and never block.
 */
import type { PersonaAttributeKey, PersonaConsistency, PersonaProfile } from "@/db/schema";
import { textFingerprint, tokenSimilarity } from "@/modules/content/similarity";

export type ConsistencyIssue = PersonaConsistency["issues"][number];

/** What a persona is checked against: the brief's frame and the slot's segment. All optional (a hand-written persona has no brief). */
export type ConsistencyBrief = {
  ageMin?: number | null;
  ageMax?: number | null;
  b2b?: boolean;
  requiredAttributes?: readonly PersonaAttributeKey[];
  /** The segment's fixed attributes: every persona of the segment carries these values. */
  segmentAttributes?: Record<string, string>;
  segmentName?: string | null;
  /** The plan's age band for the slot ("28–37"), a soft target. */
  ageBand?: string | null;
};

export type PersonaDraft = { name: string; profile: PersonaProfile };

const RETIRED = /\b(retired|retiree|pensioner|in retirement)\b/i;
const STUDENT = /\b(student|undergraduate|pupil|schoolboy|schoolgirl)\b/i;
const GRANDPARENT = /\b(grandmother|grandfather|grandparent|grandma|grandpa|grandchildren|grandkids)\b/i;
const NO_INCOME_OCCUPATION = /\b(student|unemployed|intern|between jobs|job seeker|job-seeker)\b/i;

/** Below this age, retirement is a contradiction (early retirement at 45+ is real). */
const RETIRED_BEFORE = 40;
/** From this age, a full-time student is a contradiction for a generated persona. */
const STUDENT_FROM = 60;
const GRANDPARENT_BEFORE = 35;
/** An income at or above this (a year, any currency) next to a no-income occupation is worth a look. */
const HIGH_INCOME = 150_000;

/** Token-set similarity (name + summary + goals + pains) at or above which two personas are near-duplicates. */
export const PERSONA_NEAR_DUPLICATE = 0.6;

function lifeStageText(p: PersonaProfile): string {
  return [p.summary, p.occupation ?? "", p.backstory, p.company?.role ?? ""].join(" \n ");
}

/** The largest yearly amount an income text names ("$85,000", "120k", "€1.2m"), or null. */
export function incomeAmount(income: string | null): number | null {
  if (!income) return null;
  let best: number | null = null;
  for (const m of income.matchAll(/(\d[\d,.\s]*\d|\d)\s*(k|m|thousand|million)?\b/gi)) {
    const raw = Number(m[1]!.replace(/[,\s]/g, ""));
    if (!Number.isFinite(raw)) continue;
    const unit = (m[2] ?? "").toLowerCase();
    const value = unit === "k" || unit === "thousand" ? raw * 1_000 : unit === "m" || unit === "million" ? raw * 1_000_000 : raw;
    best = best === null ? value : Math.max(best, value);
  }
  return best;
}

/** Attributes that contradict each other within the persona. */
export function internalIssues(p: PersonaDraft): ConsistencyIssue[] {
  const out: ConsistencyIssue[] = [];
  const { age } = p.profile;
  const text = lifeStageText(p.profile);
  if (age !== null && age < RETIRED_BEFORE && RETIRED.test(text)) {
    out.push({ rule: "age-life-stage", severity: "error", field: "age", message: `${p.name} is ${age} but described as retired.` });
  }
  if (age !== null && age >= STUDENT_FROM && STUDENT.test(p.profile.occupation ?? "")) {
    out.push({ rule: "age-life-stage", severity: "error", field: "occupation", message: `${p.name} is ${age} but their occupation is "${p.profile.occupation}".` });
  }
  if (age !== null && age < GRANDPARENT_BEFORE && GRANDPARENT.test(text)) {
    out.push({ rule: "age-life-stage", severity: "error", field: "age", message: `${p.name} is ${age} but described as a grandparent.` });
  }
  const income = incomeAmount(p.profile.income);
  if (income !== null && income >= HIGH_INCOME && NO_INCOME_OCCUPATION.test(p.profile.occupation ?? "")) {
    out.push({ rule: "income-occupation", severity: "warning", field: "income", message: `An income of ${p.profile.income} is unusual for "${p.profile.occupation}".` });
  }
  return out;
}

const LABELS: Record<PersonaAttributeKey, string> = {
  demographics: "demographics (age and gender or location)",
  job: "job (occupation)",
  company: "company",
  goals: "goals",
  pains: "pains",
  objections: "objections",
  channels: "channels",
  buyingRole: "buying role",
  decisionCriteria: "decision criteria",
  mediaHabits: "media habits",
  values: "values",
};

function hasAttribute(p: PersonaProfile, key: PersonaAttributeKey): boolean {
  const s = (v: string | null | undefined) => !!v && v.trim().length > 0;
  switch (key) {
    case "demographics":
      return p.age !== null && (s(p.gender) || s(p.location));
    case "job":
      return s(p.occupation) || s(p.company?.role);
    case "company":
      return s(p.company?.name) || s(p.company?.industry);
    case "buyingRole":
      return s(p.buyingRole);
    default:
      return p[key].length > 0;
  }
}

const norm = (v: string) => v.trim().toLowerCase().replace(/\s+/g, " ");

/** The value a persona carries for a fixed attribute key: its attributes map, else a profile field of that name. */
function carried(p: PersonaProfile, key: string): string | null {
  const k = norm(key);
  for (const [ak, av] of Object.entries(p.attributes)) if (norm(ak) === k) return av;
  const field = (p as unknown as Record<string, unknown>)[key.trim()];
  return typeof field === "string" || typeof field === "number" ? String(field) : null;
}

function parseBand(band: string): { min: number; max: number } | null {
  const m = /^(\d+)\s*[–-]\s*(\d+)$/.exec(band.trim());
  if (m) return { min: Number(m[1]), max: Number(m[2]) };
  const single = /^(\d+)$/.exec(band.trim());
  return single ? { min: Number(single[1]), max: Number(single[1]) } : null;
}

/** What contradicts the brief: age outside its range, a segment's fixed attribute not honoured, a required attribute empty, B2B without company. */
export function briefIssues(p: PersonaDraft, brief: ConsistencyBrief): ConsistencyIssue[] {
  const out: ConsistencyIssue[] = [];
  const { age } = p.profile;
  const min = brief.ageMin ?? null;
  const max = brief.ageMax ?? null;
  if (age !== null && ((min !== null && age < min) || (max !== null && age > max))) {
    out.push({ rule: "brief-age-range", severity: "error", field: "age", message: `${p.name} is ${age}, outside the brief's age range ${min ?? "…"}–${max ?? "…"}.` });
  }
  if (brief.b2b && (!p.profile.company || !(p.profile.company.name || p.profile.company.industry) || !(p.profile.company.role || p.profile.occupation))) {
    out.push({ rule: "b2b-company", severity: "error", field: "company", message: "The brief is B2B but the persona has no company or no role in it." });
  }
  for (const key of brief.requiredAttributes ?? []) {
    if (key === "company" && !brief.b2b && !hasAttribute(p.profile, key)) continue;
    if (!hasAttribute(p.profile, key)) out.push({ rule: "required-attribute", severity: "error", field: key, message: `The brief requires ${LABELS[key]}, which is empty.` });
  }
  for (const [key, value] of Object.entries(brief.segmentAttributes ?? {})) {
    if (!key.trim() || !value.trim()) continue;
    const has = carried(p.profile, key);
    if (has === null || norm(has) !== norm(value)) {
      const segment = brief.segmentName ? `The segment "${brief.segmentName}"` : "The segment";
      out.push({ rule: "segment-attribute", severity: "error", field: `attributes.${key}`, message: `${segment} fixes ${key} = "${value}", but the persona has ${has === null ? "none" : `"${has}"`}.` });
    }
  }
  const band = brief.ageBand ? parseBand(brief.ageBand) : null;
  if (band && age !== null && (age < band.min || age > band.max) && !out.some((i) => i.rule === "brief-age-range")) {
    out.push({ rule: "plan-age-band", severity: "warning", field: "age", message: `The plan asked for age ${brief.ageBand}; ${p.name} is ${age}.` });
  }
  return out;
}

/** The words two personas are compared by: name, summary, goals and pains. */
export function personaTokens(p: { name: string; profile: Pick<PersonaProfile, "summary" | "goals" | "pains"> }): string[] {
  return textFingerprint([p.name, p.profile.summary, ...p.profile.goals, ...p.profile.pains].join(" \n ")).tokens;
}

export type ComparablePersona = { id: string; name: string; tokens: string[] };

/** The most similar other persona at or above the threshold, as an error issue (none below it). */
export function nearDuplicateIssues(p: PersonaDraft, others: readonly ComparablePersona[], threshold = PERSONA_NEAR_DUPLICATE): ConsistencyIssue[] {
  const mine = personaTokens(p);
  let best: { other: ComparablePersona; similarity: number } | null = null;
  for (const other of others) {
    const similarity = tokenSimilarity(mine, other.tokens);
    if (similarity >= threshold && (!best || similarity > best.similarity)) best = { other, similarity };
  }
  if (!best) return [];
  return [
    {
      rule: "near-duplicate",
      severity: "error",
      otherPersonaId: best.other.id,
      message: `Too similar to ${best.other.name} (${Math.round(best.similarity * 100)} % of the same words in name, summary, goals and pains).`,
    },
  ];
}

/** Every check at once, as stored on the persona. */
export function checkPersona(p: PersonaDraft, brief: ConsistencyBrief | null, others: readonly ComparablePersona[], now = new Date()): PersonaConsistency {
  return { checkedAt: now.toISOString(), issues: [...internalIssues(p), ...(brief ? briefIssues(p, brief) : []), ...nearDuplicateIssues(p, others)] };
}

export function hasErrors(c: Pick<PersonaConsistency, "issues">): boolean {
  return c.issues.some((i) => i.severity === "error");
}
