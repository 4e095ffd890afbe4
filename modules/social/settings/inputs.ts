import { z } from "zod";
import { SOCIAL_NETWORKS } from "@/db/schema/social";
import { isValidTimeZone, parseHhmm } from "./rules";

const hhmm = z.string().trim().refine((v) => parseHhmm(v) !== null, "Use a 24-hour time such as 09:00");

const postingWindow = z
  .object({
    network: z.enum(SOCIAL_NETWORKS, { message: "Pick Instagram or LinkedIn" }),
    weekday: z.coerce.number().int().min(0, "Pick a weekday").max(6, "Pick a weekday"),
    start: hhmm,
    end: hhmm,
  })
  .refine((w) => (parseHhmm(w.end) ?? 0) > (parseHhmm(w.start) ?? 0), { message: "A window must end after it starts", path: ["end"] });

/** One per line or comma-separated, trimmed; blanks and case-insensitive repeats dropped. */
const uniqueList = (max: number, maxLen: number, label: string) =>
  z
    .array(z.string().trim().max(maxLen, `Keep each ${label} under ${maxLen} characters`))
    .max(max, `At most ${max} ${label}s`)
    .transform((items) => {
      const seen = new Set<string>();
      return items.filter((i) => i && !seen.has(i.toLowerCase()) && seen.add(i.toLowerCase()));
    });

const hashtagSet = z.object({
  name: z.string().trim().min(1, "Name the hashtag set").max(60, "Keep the set's name under 60 characters"),
  tags: z
    .array(z.string().trim())
    .transform((tags) => tags.map((t) => t.replace(/^#+/, "")).filter(Boolean))
    .pipe(
      z
        .array(z.string().regex(/^[\p{L}\p{N}_]{1,100}$/u, "A hashtag is letters, digits and underscores only (no spaces)"))
        .min(1, "Add at least one hashtag to the set")
        .max(30, "Instagram allows at most 30 hashtags a post: keep a set to 30"),
    )
    .transform((tags) => {
      const seen = new Set<string>();
      return tags.filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
    }),
});

export const saveSocialSettingsInput = z
  .object({
    postingWindows: z.array(postingWindow).max(100, "At most 100 posting windows"),
    timeZone: z.string().trim().refine(isValidTimeZone, "Pick a time zone from the list (e.g. Europe/Berlin)"),
    approvalRequired: z.boolean(),
    hashtagSets: z
      .array(hashtagSet)
      .max(30, "At most 30 hashtag sets")
      .refine((sets) => new Set(sets.map((s) => s.name.toLowerCase())).size === sets.length, "Two hashtag sets have the same name"),
    bannedWords: uniqueList(300, 100, "banned word"),
    engine: z.enum(["ai", "agent"], { message: "Pick who writes: an AI engine or the external agent" }),
    /** An AI engine key, or "" for the brand's default engine. */
    engineKey: z
      .string()
      .trim()
      .max(100)
      .transform((v) => v || null),
    agentWebhookUrl: z
      .string()
      .trim()
      .max(2_000, "Keep the URL under 2,000 characters")
      .refine((v) => !v || /^https:\/\/[^\s/]+[^\s]*$/i.test(v), "The agent's webhook URL must be a full https:// address")
      .transform((v) => v || null),
  })
  .refine((d) => d.engine !== "agent" || d.agentWebhookUrl, { message: "Add the external agent's webhook URL to let the agent write", path: ["agentWebhookUrl"] });
export type SaveSocialSettingsInput = z.input<typeof saveSocialSettingsInput>;
