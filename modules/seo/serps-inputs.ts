/** zod inputs of modules/seo/serps-actions.ts (client-safe, so forms may share them). */
import { z } from "zod";

const id = z.uuid("Not a valid id");
const groupName = z.string().trim().min(1, "Name the group").max(120, "Keep the name under 120 characters");

export const mergeGroupsInput = z.object({
  /** The first group is kept; the others' keywords move into it. */
  ids: z.array(id).min(2, "Select at least two groups to merge").max(500, "Merge at most 500 groups at once"),
  name: groupName.nullable().default(null),
});

export const splitGroupInput = z.object({
  id,
  keywordIds: z.array(id).min(1, "Select the keywords to move").max(5_000),
  name: groupName,
});

export const fetchSerpInput = z.object({
  keyword: z.string().trim().min(1, "Enter a keyword").max(200, "Keep the keyword under 200 characters"),
  location: z.string().trim().min(2, "Choose a location").max(100),
  device: z.enum(["desktop", "mobile"]),
});
