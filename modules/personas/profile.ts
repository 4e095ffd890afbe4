/**
 * The persona as structured data: one zod schema serves the engine's structured output, the hand
 * editor, the CSV/JSON import and the library. `personas.profile` always holds the effective
 * profile (a library overlay merged in), so readers never merge.
 */
import { z } from "zod";
import type { PersonaProfile } from "@/db/schema";

const line = z.string().trim().max(600);
const list = z.array(z.string().trim().min(1).max(300)).max(12);

export const personaProfileSchema = z.object({
  summary: z.string().trim().min(1).max(1200),
  age: z.number().int().min(13).max(110).nullable(),
  gender: line.nullable(),
  location: line.nullable(),
  occupation: line.nullable(),
  company: z.object({ name: line.nullable(), industry: line.nullable(), size: line.nullable(), role: line.nullable() }).nullable(),
  income: line.nullable(),
  education: line.nullable(),
  goals: list,
  pains: list,
  objections: list,
  channels: list,
  buyingRole: line.nullable(),
  decisionCriteria: list,
  mediaHabits: list,
  values: list,
  backstory: z.string().trim().max(3000),
  quote: z.string().trim().max(400),
  attributes: z.record(z.string(), z.string().max(300)),
}) satisfies z.ZodType<PersonaProfile>;

/** A persona as the engine writes it: its name next to the profile. */
export const generatedPersonaSchema = z.object({ name: z.string().trim().min(1).max(120), profile: personaProfileSchema });
export type GeneratedPersona = z.infer<typeof generatedPersonaSchema>;

export const EMPTY_PROFILE: PersonaProfile = {
  summary: "",
  age: null,
  gender: null,
  location: null,
  occupation: null,
  company: null,
  income: null,
  education: null,
  goals: [],
  pains: [],
  objections: [],
  channels: [],
  buyingRole: null,
  decisionCriteria: [],
  mediaHabits: [],
  values: [],
  backstory: "",
  quote: "",
  attributes: {},
};

/** A stored profile (jsonb, possibly from an older shape) read as a full PersonaProfile. */
export function readProfile(stored: Record<string, unknown> | null | undefined): PersonaProfile {
  const merged = { ...EMPTY_PROFILE, ...(stored ?? {}) } as PersonaProfile;
  const arr = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
  return {
    ...merged,
    goals: arr(merged.goals),
    pains: arr(merged.pains),
    objections: arr(merged.objections),
    channels: arr(merged.channels),
    decisionCriteria: arr(merged.decisionCriteria),
    mediaHabits: arr(merged.mediaHabits),
    values: arr(merged.values),
    attributes: merged.attributes && typeof merged.attributes === "object" ? merged.attributes : {},
  };
}

/** A library persona with the brand's own fields on top (the overlay wins field by field). */
export function withOverlay(base: PersonaProfile, overlay: Partial<PersonaProfile>): PersonaProfile {
  const out = { ...base } as Record<string, unknown>;
  for (const [k, v] of Object.entries(overlay)) {
    if (v === undefined) continue;
    out[k] = k === "attributes" ? { ...base.attributes, ...(v as Record<string, string>) } : v;
  }
  return out as PersonaProfile;
}
