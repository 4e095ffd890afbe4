import { z } from "zod";
import { API_PROVIDERS } from "./providers";

const providerKeys = API_PROVIDERS.map((p) => p.key) as [string, ...string[]];
const tokenId = z.string().uuid("Unknown token");
const secret = z
  .string()
  .transform((v) => v.trim())
  .pipe(z.string().min(1, "Paste the token").max(4096, "This token is longer than 4096 characters; check what was pasted"));

export const addApiTokenInput = z.object({
  provider: z.enum(providerKeys, { message: "Choose a provider from the list" }),
  label: z.string().trim().max(60, "Keep the label under 60 characters").default(""),
  value: secret,
});
export const rotateApiTokenInput = z.object({ tokenId, value: secret });
export const deleteApiTokenInput = z.object({ tokenId });
export const resealApiTokensInput = z.object({});

const templateFields = {
  name: z.string().trim().min(1, "Give the template a name").max(120, "Keep the name under 120 characters"),
  purpose: z.string().trim().max(500, "Keep the purpose under 500 characters").default(""),
  body: z.string().trim().min(1, "Write the prompt text").max(20_000, "Keep the prompt under 20,000 characters"),
};
export const createPromptTemplateInput = z.object(templateFields);
export const updatePromptTemplateInput = z.object({ templateId: z.string().uuid("Unknown template"), ...templateFields });
export const deletePromptTemplateInput = z.object({ templateId: z.string().uuid("Unknown template") });


export const setRequireMfaInput = z.object({ required: z.boolean({ message: "Say whether two-factor sign-in is required" }) });
