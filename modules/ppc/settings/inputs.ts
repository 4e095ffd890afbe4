import { z } from "zod";
import { COUNTRY_CODE_SET } from "@/modules/brand-setup/locales";

/** ISO 4217 codes this runtime can format; a code outside it would print as "XYZ 12.00" at best. */
export const CURRENCY_CODES: string[] = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("currency") : [];
const CURRENCIES: ReadonlySet<string> = new Set(CURRENCY_CODES);

export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && (CURRENCIES.size === 0 || CURRENCIES.has(code));
}

const MAX_MONEY = 999_999_999_999;

/** A form's amount: a number, or the text typed ("" = not set). Two decimals at most, like the money columns. */
const amount = (label: string, { required = false, positive = false } = {}) =>
  z.union([z.number(), z.string(), z.null()]).transform((v, ctx): number | null => {
    const text = typeof v === "string" ? v.trim().replace(/\s/g, "") : v;
    if (text === "" || text === null) {
      if (required) ctx.addIssue({ code: "custom", message: `Enter the ${label}` });
      return null;
    }
    const n = typeof text === "number" ? text : /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
    if (!Number.isFinite(n) || n < 0) {
      ctx.addIssue({ code: "custom", message: `Enter the ${label} as a number such as 2500 or 2500.50` });
      return null;
    }
    if (positive && n === 0) {
      ctx.addIssue({ code: "custom", message: `The ${label} must be more than 0` });
      return null;
    }
    if (n > MAX_MONEY) {
      ctx.addIssue({ code: "custom", message: `The ${label} is too large` });
      return null;
    }
    return Math.round(n * 100) / 100;
  });

export const savePpcSettingsInput = z.object({
  currency: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine(isCurrencyCode, "Use a three-letter ISO 4217 currency code such as USD, EUR or GBP"),
  monthlyBudget: amount("monthly budget", { positive: true }),
  targetCpa: amount("target CPA", { positive: true }),
  /** Conversion value ÷ cost: 4 means 400 %. */
  targetRoas: amount("target ROAS", { positive: true }).refine((v) => v === null || v <= 999_999, "Enter the target ROAS as a ratio such as 4 (for 400 %)"),
  negativeMinClicks: z.coerce
    .number({ message: "Enter the minimum clicks as a whole number" })
    .int("Enter the minimum clicks as a whole number")
    .min(1, "The minimum clicks must be at least 1")
    .max(1_000_000, "The minimum clicks must be at most 1,000,000"),
  negativeMinCost: amount("minimum cost", { required: true, positive: true }),
  /** ISO country of the brand-term wall; "" = the brand's country. */
  market: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase() || null)
    .refine((v) => v === null || COUNTRY_CODE_SET.has(v), "Choose a market from the list"),
  brandWall: z.boolean(),
});
export type SavePpcSettingsInput = z.input<typeof savePpcSettingsInput>;
