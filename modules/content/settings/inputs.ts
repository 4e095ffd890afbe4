import { z } from "zod";
import { CONTENT_POST_KINDS } from "@/db/schema/content";

const words = (label: string) =>
  z.coerce
    .number({ message: `Enter the ${label} length in words` })
    .int(`The ${label} length is a whole number of words`)
    .min(20, `The ${label} length must be at least 20 words`)
    .max(20_000, `Keep the ${label} length under 20,000 words`);

/** One item a line (or comma-separated); blanks and repeats dropped, case-insensitively. */
const list = (max: number, label: string) =>
  z
    .array(z.string().trim().max(200, `Keep each ${label} under 200 characters`))
    .max(max, `At most ${max} ${label}s`)
    .transform((items) => {
      const seen = new Set<string>();
      return items.filter((i) => i && !seen.has(i.toLowerCase()) && seen.add(i.toLowerCase()));
    });

export const saveContentSettingsInput = z.object({
  toneOfVoice: z.string().trim().max(2_000, "Keep the tone of voice under 2,000 characters"),
  bannedWords: list(200, "banned word"),
  defaultLengths: z.object({ article: words("article"), newsletter: words("newsletter"), social: words("social post") }),
  defaultCtas: list(20, "call to action"),
  collectionIds: z.array(z.string().uuid()).max(100),
  /** An AI engine key, "external-agent", or "" for the brand's default engine. */
  engineKey: z
    .string()
    .trim()
    .max(100)
    .transform((v) => v || null),
  monthlyBudgetUsd: z
    .union([z.literal(""), z.null(), z.coerce.number().min(0, "The budget cannot be negative").max(1_000_000, "Keep the budget under $1,000,000")])
    .transform((v) => (v === "" || v === null ? null : Math.round(v * 100) / 100)),
  agentWebhookUrl: z
    .string()
    .trim()
    .max(2_000, "Keep the URL under 2,000 characters")
    .refine((v) => !v || /^https?:\/\/[^\s]+$/i.test(v), "The agent's webhook URL must be a full address starting with https:// or http://")
    .transform((v) => v || null),
});
export type SaveContentSettingsInput = z.input<typeof saveContentSettingsInput>;

export const CONTENT_KIND_LABEL: Record<(typeof CONTENT_POST_KINDS)[number], string> = { article: "Article", newsletter: "Newsletter", social: "Social cut-downs" };
