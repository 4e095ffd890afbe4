/**
 * The prompt of one persona slot. The engine gets the brief's frame, the slot's segment and attribute
 * mix, the names already used (variety), and the brand's own material; a regeneration also gets the
 * issues its previous answer had, so it can fix exactly those.
 */
import type { BriefSegment, PlanSlot } from "@/db/schema";
import type { ConsistencyIssue } from "../consistency";
import type { EffectiveBrief } from "./start";

export const PERSONA_MAX_TOKENS = 2_000;

const ATTRIBUTE_WORDS: Record<string, string> = {
  demographics: "age, gender and location",
  job: "occupation",
  company: "company (name, industry, size, role)",
  goals: "goals",
  pains: "pains",
  objections: "objections",
  channels: "channels",
  buyingRole: "buying role",
  decisionCriteria: "decision criteria",
  mediaHabits: "media habits",
  values: "values",
};

export const PERSONA_SYSTEM =
  "You write one synthetic marketing persona: a fictional, plausible member of the audience described, never a real or famous person. " +
  "Give a realistic full name, a one-paragraph summary, a short backstory (3–5 sentences) and a quote in their own voice. " +
  "Lists hold 2–5 short items. Use null for a field that does not apply. Put every fixed attribute and every attribute of the mix in `attributes` with exactly the key and value given. " +
  "Keep the persona internally consistent (age, life stage, job, income).";

export function personaPrompt(input: {
  brief: EffectiveBrief;
  segment: BriefSegment | null;
  slot: PlanSlot;
  usedNames: string[];
  grounding: string;
  fix?: ConsistencyIssue[];
}): string {
  const { brief, segment, slot } = input;
  const lines: string[] = [];
  lines.push(brief.id ? `Brief: ${brief.name}` : "Audience (in the marketer's words):");
  if (brief.audience.trim()) lines.push(brief.audience.trim());
  if (segment && segment.key !== "general") {
    lines.push("", `Segment: ${segment.name}${segment.description ? ` — ${segment.description}` : ""}`);
  }
  const fixed = Object.entries(segment?.attributes ?? {}).filter(([k, v]) => k.trim() && v.trim());
  if (fixed.length) lines.push(`Fixed attributes (must be carried exactly): ${fixed.map(([k, v]) => `${k} = ${v}`).join("; ")}`);
  const mix = Object.entries(slot.attributes).filter(([k]) => !fixed.some(([f]) => f === k));
  if (mix.length) lines.push(`This persona's attribute mix: ${mix.map(([k, v]) => `${k} = ${v}`).join("; ")}`);
  lines.push("", `Age between ${brief.ageMin} and ${brief.ageMax}.`);
  if (brief.country) lines.push(`Market: ${brief.country}.`);
  if (brief.language) lines.push(`Write in the language with code "${brief.language}".`);
  if (brief.b2b) lines.push("B2B: the persona works at a company; give its name, industry, size and the persona's role and buying role.");
  if (brief.requiredAttributes.length) lines.push(`Never leave these empty: ${brief.requiredAttributes.map((k) => ATTRIBUTE_WORDS[k] ?? k).join(", ")}.`);
  if (brief.constraints.trim()) lines.push(`Constraints: ${brief.constraints.trim()}`);
  if (brief.decision.trim()) lines.push(`The decision they face: ${brief.decision.trim()}`);
  if (input.usedNames.length) lines.push("", `Names already used (choose a different one and a different life): ${input.usedNames.slice(-40).join(", ")}.`);
  if (input.fix?.length) lines.push("", "Your previous answer had these problems; fix them:", ...input.fix.map((i) => `- ${i.message}`));
  if (input.grounding) lines.push("", input.grounding);
  return lines.join("\n");
}
