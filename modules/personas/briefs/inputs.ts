import { z } from "zod";
import { PERSONA_ATTRIBUTE_KEYS } from "@/db/schema";
import { COUNTRY_CODE_SET, LANGUAGE_CODE_SET } from "@/modules/brand-setup/locales";

const country = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => !v || COUNTRY_CODE_SET.has(v), "Choose the market from the list of countries")
  .transform((v) => v || null);
const language = z
  .string()
  .trim()
  .refine((v) => !v || LANGUAGE_CODE_SET.has(v), "Choose the language from the list")
  .transform((v) => v || null);
const age = (label: string) =>
  z.coerce.number({ message: `Enter the ${label} age` }).int(`The ${label} age is a whole number`).min(13, `The ${label} age must be at least 13`).max(110, `The ${label} age must be at most 110`);
const requiredAttributes = z.array(z.enum(PERSONA_ATTRIBUTE_KEYS)).max(PERSONA_ATTRIBUTE_KEYS.length).transform((keys) => [...new Set(keys)]);
const collectionIds = z.array(z.string().uuid("Choose collections from the list")).max(100).transform((ids) => [...new Set(ids)]);

export const saveBriefSettingsInput = z
  .object({
    country,
    language,
    ageMin: age("youngest"),
    ageMax: age("oldest"),
    b2b: z.boolean(),
    requiredAttributes,
    collectionIds,
    /** An AI engine key, or "" for the brand's default engine. */
    engineKey: z
      .string()
      .trim()
      .max(100)
      .transform((v) => v || null),
    monthlyBudgetUsd: z
      .union([z.literal(""), z.null(), z.coerce.number({ message: "Enter the budget as a number of dollars, e.g. 25" }).min(0, "The budget cannot be negative").max(1_000_000, "Keep the budget under $1,000,000")])
      .transform((v) => (v === "" || v === null ? null : Math.round(v * 100) / 100)),
  })
  .refine((d) => d.ageMin <= d.ageMax, { path: ["ageMax"], message: "The oldest age must be at least the youngest age" });
export type SaveBriefSettingsInput = z.input<typeof saveBriefSettingsInput>;

export const SEGMENT_KEY = /^[a-z0-9][a-z0-9-]{0,39}$/;

const segmentInput = z.object({
  key: z.string().trim().regex(SEGMENT_KEY, "A segment's key is lower-case letters, digits and dashes").or(z.literal("")),
  name: z.string().trim().min(1, "Name every segment").max(120, "Keep segment names under 120 characters"),
  share: z.coerce.number({ message: "Give every segment a share in per cent" }).int("Shares are whole per cents").min(1, "Each segment needs a share of at least 1 %").max(100, "A share cannot exceed 100 %"),
  description: z.string().trim().max(1_000, "Keep a segment's description under 1,000 characters").default(""),
  attributes: z
    .array(z.object({ key: z.string().trim().max(60, "Keep attribute names under 60 characters"), value: z.string().trim().max(300, "Keep attribute values under 300 characters") }))
    .max(20, "At most 20 fixed attributes per segment")
    .default([]),
});

export const briefInput = z
  .object({
    name: z.string().trim().min(1, "Give the brief a name").max(120, "Keep the name under 120 characters"),
    audience: z.string().trim().max(4_000, "Keep the audience under 4,000 characters").default(""),
    segments: z.array(segmentInput).max(12, "At most 12 segments per brief").default([]),
    constraints: z.string().trim().max(4_000, "Keep the constraints under 4,000 characters").default(""),
    decision: z.string().trim().max(2_000, "Keep the decision under 2,000 characters").default(""),
    country,
    language,
    ageMin: age("youngest"),
    ageMax: age("oldest"),
    b2b: z.boolean(),
    requiredAttributes,
    collectionIds,
    /** "ai" when the person saved a draft of "Draft with AI" (still editable before saving). */
    source: z.enum(["manual", "ai"]).default("manual"),
    draftedBy: z.string().trim().max(120).nullish(),
  })
  .superRefine((d, ctx) => {
    if (d.ageMin > d.ageMax) ctx.addIssue({ code: "custom", path: ["ageMax"], message: "The oldest age must be at least the youngest age" });
    if (d.segments.length) {
      const sum = d.segments.reduce((a, s) => a + s.share, 0);
      if (sum !== 100) ctx.addIssue({ code: "custom", path: ["segments"], message: `The segments' shares add up to ${sum} %; they must add up to exactly 100 %. Adjust them or use “Even out”.` });
    }
    const seen = new Set<string>();
    d.segments.forEach((s, i) => {
      const name = s.name.toLowerCase();
      if (seen.has(name)) ctx.addIssue({ code: "custom", path: ["segments", i, "name"], message: `Two segments are called “${s.name}”: give each a different name` });
      seen.add(name);
      s.attributes.forEach((a, j) => {
        if (!a.key && a.value) ctx.addIssue({ code: "custom", path: ["segments", i, "attributes", j, "key"], message: `Name the attribute whose value is “${a.value}” in segment “${s.name}”` });
      });
    });
  });
export type BriefInput = z.input<typeof briefInput>;
export type BriefData = z.output<typeof briefInput>;

export const createBriefInput = briefInput;
export const updateBriefInput = z.object({ id: z.string().uuid("This brief no longer exists. Reload the page."), brief: briefInput });
export const briefIdInput = z.object({ id: z.string().uuid("This brief no longer exists. Reload the page.") });
