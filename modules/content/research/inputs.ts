import { z } from "zod";

const keyword = z.string().trim().min(1, "Pick a keyword.").max(200, "That keyword is too long.");
const groupId = z.string().uuid("Pick a focus keyword group.");

/** A keyword or a focus keyword group (exactly one). */
export const fetchTopArticlesInput = z.object({ keyword: keyword.optional(), groupId: groupId.optional() }).refine((v) => !!v.keyword !== !!v.groupId, "Pick a keyword or a focus keyword group.");
export const recommendStructureInput = fetchTopArticlesInput;
export const saveStructureInput = z
  .object({ keyword: keyword.optional(), groupId: groupId.optional(), method: z.enum(["ai", "consensus"], { message: "Choose the AI or the consensus outline." }), title: z.string().trim().max(300, "Keep the title under 300 characters.").optional() })
  .refine((v) => !!v.keyword !== !!v.groupId, "Pick a keyword or a focus keyword group.");

export type TargetFields = { keyword?: string; groupId?: string };
