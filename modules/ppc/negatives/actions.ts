"use server";

import { z } from "zod";
import { PPC_MATCH_TYPES } from "@/db/schema/ppc";
import { ActionError, brandAction } from "@/lib/action";
import {
  addNegativesChecked,
  createNegativeList,
  getNegativeList,
  listEntriesForExport,
  removeNegatives,
  restoreNegativeListVersion,
  setSharedListApplied,
} from "./queries";
import { NEGATIVE_ORIGINS } from "./store";
import { negativesToCsv, negativesToText, parseNegatives } from "./text";

const opts = (failure: string) => ({ module: "performance-marketing" as const, access: "edit" as const, failure });
const listId = z.string().uuid("Choose a negative keyword list.");
const matchType = z.enum(PPC_MATCH_TYPES, { message: "Match type must be Exact, Phrase or Broad." });
const entry = z.object({ text: z.string().trim().min(1, "A negative keyword cannot be empty.").max(80, "A negative keyword has at most 80 characters."), matchType, origin: z.enum(NEGATIVE_ORIGINS).optional() });

export const createNegativeListAction = brandAction(
  "createNegativeList",
  z.object({ name: z.string().trim().min(1, "Give the list a name.").max(120, "A list name has at most 120 characters."), shared: z.boolean().default(false) }),
  opts("The negative keyword list could not be created. Please try again."),
  (scope, d) => createNegativeList(scope, d.name, d.shared),
);

/** Entries given one by one (bulk actions) or as pasted text / an uploaded CSV's text. */
export const addNegativesAction = brandAction(
  "addNegatives",
  z
    .object({ listId: listId.optional(), entries: z.array(entry).max(5000, "Add at most 5,000 negatives at once.").optional(), text: z.string().max(2_000_000, "The file is too large.").optional() })
    .refine((d) => d.entries?.length || d.text?.trim(), { message: "Type or paste at least one negative keyword." }),
  opts("The negative keywords could not be added. Please try again."),
  async (scope, d) => {
    const parsed = d.text ? parseNegatives(d.text) : { entries: [], refused: [] };
    const entries = [...(d.entries ?? []), ...parsed.entries.map((e) => ({ ...e, origin: "import" as const }))];
    if (!entries.length) throw new ActionError(parsed.refused[0] ?? "No negative keywords found in that text.");
    const res = await addNegativesChecked(scope, d.listId, entries);
    return { ...res, refused: parsed.refused };
  },
);

export const removeNegativeAction = brandAction(
  "removeNegative",
  z.object({ listId, text: z.string().trim().min(1), matchType }),
  opts("The negative keyword could not be removed. Please try again."),
  (scope, d) => removeNegatives(scope, d.listId, [{ text: d.text, matchType: d.matchType }]),
);

export const restoreNegativeListAction = brandAction(
  "restoreNegativeList",
  z.object({ listId, version: z.number().int().min(1, "Choose a version to restore.") }),
  opts("The version could not be restored. Please try again."),
  (scope, d) => restoreNegativeListVersion(scope, d.listId, d.version),
);

export const applyNegativeListAction = brandAction(
  "applyNegativeList",
  z.object({ listId, applied: z.boolean() }),
  opts("The shared list could not be changed. Please try again."),
  (scope, d) => setSharedListApplied(scope, d.listId, d.applied),
);

export const negativeListDetailAction = brandAction(
  "negativeListDetail",
  z.object({ listId }),
  { module: "performance-marketing", access: "view", failure: "The list could not be loaded. Please try again." },
  (scope, d) => getNegativeList(scope, d.listId),
);

export const exportNegativeListAction = brandAction(
  "exportNegativeList",
  z.object({ listId, format: z.enum(["csv", "txt"]) }),
  { module: "performance-marketing", access: "view", failure: "The list could not be exported. Please try again." },
  async (scope, d) => {
    const { name, entries } = await listEntriesForExport(scope, d.listId);
    const base = name.replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "").toLowerCase() || "negatives";
    return { name: `${base}.${d.format}`, content: d.format === "csv" ? negativesToCsv(entries) : negativesToText(entries) };
  },
);
