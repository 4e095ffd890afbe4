import { PERSONA_ATTRIBUTE_KEYS, type PersonaAttributeKey } from "@/db/schema";

/** How the required persona attributes read on the settings form and the brief editor. */
export const ATTRIBUTE_LABELS: Record<PersonaAttributeKey, string> = {
  demographics: "Demographics (age, gender, location)",
  job: "Job and seniority",
  company: "Company (B2B)",
  goals: "Goals",
  pains: "Pains",
  objections: "Objections",
  channels: "Channels",
  buyingRole: "Buying role",
  decisionCriteria: "Decision criteria",
  mediaHabits: "Media habits",
  values: "Values",
};

export const ATTRIBUTE_OPTIONS = PERSONA_ATTRIBUTE_KEYS.map((key) => ({ key, label: ATTRIBUTE_LABELS[key] }));

/** A brief's source as its badge shows it; one tone per source everywhere. */
export const BRIEF_SOURCE_STATES = {
  manual: ["idle", "Written by hand"],
  ai: ["info", "Drafted with AI"],
  library: ["ok", "From the library"],
  sample: ["warn", "Sample"],
} as const;
