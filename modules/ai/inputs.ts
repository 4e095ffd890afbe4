import { z } from "zod";
import { AI_PROVIDER_KINDS, AI_PROVIDERS, DEPLOYMENT_ENGINE_KEY } from "./catalog";

const engineId = z.string().uuid("Choose an engine from the list");

const label = z
  .string()
  .trim()
  .max(80, "Keep the name under 80 characters")
  .optional()
  .transform((v) => v || null);

const model = z.string().trim().min(1, "Enter the model name").max(200, "Keep the model name under 200 characters");

const baseUrl = z
  .string()
  .trim()
  .max(2000, "Keep the base URL under 2,000 characters")
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || (/^https?:\/\/\S+$/i.test(v) && URL.canParse(v)), "Enter a full http(s) address, like http://localhost:11434/v1");

const apiTokenId = z
  .string()
  .uuid("Choose an API key from the list")
  .nullish()
  .transform((v) => v ?? null);

/** Form fields arrive as text: blank means "no override". */
const price = z.preprocess(
  (v) => (v === "" || v === undefined ? null : typeof v === "string" ? Number(v.trim().replace(",", ".")) : v),
  z.number({ message: "Enter a price in USD, like 0.15" }).min(0, "A price cannot be negative").max(10_000, "That price is too high").nullable(),
);

const fields = {
  label,
  provider: z.enum(AI_PROVIDER_KINDS, { message: "Choose a provider from the list" }),
  model,
  baseUrl,
  apiTokenId,
  webSearch: z.boolean().default(false),
  priceInPerMTok: price.optional().transform((v) => v ?? null),
  priceOutPerMTok: price.optional().transform((v) => v ?? null),
};

type EngineFields = { provider: keyof typeof AI_PROVIDERS; baseUrl: string | null; priceInPerMTok: number | null; priceOutPerMTok: number | null };

function checkEngine(v: EngineFields, ctx: z.RefinementCtx): void {
  if (AI_PROVIDERS[v.provider].baseUrlRequired && !v.baseUrl) {
    ctx.addIssue({ code: "custom", path: ["baseUrl"], message: "Enter the server's base URL, like http://localhost:11434/v1" });
  }
  if ((v.priceInPerMTok === null) !== (v.priceOutPerMTok === null)) {
    ctx.addIssue({ code: "custom", path: [v.priceInPerMTok === null ? "priceInPerMTok" : "priceOutPerMTok"], message: "Give both prices, or neither" });
  }
}

export const createAiEngineInput = z.object(fields).superRefine(checkEngine);
export const updateAiEngineInput = z.object({ engineId, ...fields }).superRefine(checkEngine);
export const deleteAiEngineInput = z.object({ engineId });
export const setDefaultAiEngineInput = z.object({ engineId });
export const setAiEngineEnabledInput = z.object({ engineId, enabled: z.boolean() });
export const testAiEngineInput = z.object({
  engineKey: z.union([z.literal(DEPLOYMENT_ENGINE_KEY), engineId], { message: "Choose an engine from the list" }),
});

