import { z } from "zod";
import { COUNTRY_CODE_SET, LANGUAGE_CODE_SET } from "./locales";
import { LIST_LIMITS, normalizeDomain } from "./lists";

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${label} under ${max} characters`)
    .transform((v) => v || null);

const website = z
  .string()
  .trim()
  .max(500, "Keep the website address under 500 characters")
  .transform((v, ctx) => {
    if (!v) return null;
    const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `https://${v}`;
    try {
      const url = new URL(withScheme);
      if ((url.protocol !== "https:" && url.protocol !== "http:") || !normalizeDomain(url.hostname)) throw new Error();
      return url.toString().replace(/\/$/, "");
    } catch {
      ctx.addIssue({ code: "custom", message: "Enter a website address like https://example.com" });
      return z.NEVER;
    }
  });

export const updateBrandDetailsInput = z.object({
  website,
  industry: optionalText(120, "industry"),
  country: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase() || null)
    .refine((v) => v === null || COUNTRY_CODE_SET.has(v), "Choose a country from the list"),
  languages: z
    .array(z.string().trim().toLowerCase())
    .max(20, "Choose at most 20 languages")
    .refine((l) => l.every((c) => LANGUAGE_CODE_SET.has(c)), "Choose languages from the list")
    .transform((l) => [...new Set(l)]),
  description: optionalText(4000, "description"),
  toneOfVoice: optionalText(2000, "tone of voice"),
});

const textList = (kind: "keywords" | "personas" | "prompts") =>
  z.array(z.string().max(LIST_LIMITS[kind].maxLength * 2, `An entry is too long (limit ${LIST_LIMITS[kind].maxLength} characters)`)).max(LIST_LIMITS[kind].maxItems * 2);

export const updateBrandListInput = z.discriminatedUnion("list", [
  z.object({ list: z.literal("keywords"), items: textList("keywords") }),
  z.object({ list: z.literal("personas"), items: textList("personas") }),
  z.object({ list: z.literal("prompts"), items: textList("prompts") }),
  z.object({
    list: z.literal("competitors"),
    items: z
      .array(z.object({ name: z.string().max(240), domain: z.string().max(500).default("") }))
      .max(LIST_LIMITS.competitors.maxItems * 2)
      .refine((c) => c.every((x) => !x.domain.trim() || normalizeDomain(x.domain)), "One of the competitor domains is not a valid domain (e.g. acme.com)"),
  }),
]);

export const uploadBrandLogoInput = z.object({
  file: z.instanceof(Blob, { message: "Choose an image file" }),
});

export const removeBrandLogoInput = z.object({});

