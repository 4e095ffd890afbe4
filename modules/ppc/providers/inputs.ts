import { z } from "zod";

export const keywordIdeasInput = z
  .object({
    brandId: z.string().optional(),
    keywords: z.array(z.string().trim().min(1).max(80, "A seed keyword has at most 80 characters.")).max(20, "Give at most 20 seed keywords.").default([]),
    url: z.union([z.literal(""), z.string().trim().url("The seed page must be a full address, e.g. https://example.com/page.").max(2000)]).optional(),
  })
  .refine((v) => v.keywords.length > 0 || !!v.url, { message: "Give at least one seed keyword or a page address.", path: ["keywords"] });
