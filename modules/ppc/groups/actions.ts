"use server";

import { z } from "zod";
import { PPC_MATCH_TYPES } from "@/db/schema/ppc";
import { brandAction } from "@/lib/action";
import { buildGroupsFromSeo, clusterPaidKeywords, deleteGroup, exportEditorCsv, removeGroupKeyword, setMatchTypes, updateGroup } from "./queries";
import { addKeywordsToGroup, createGroup } from "./store";

const edit = (failure: string) => ({ module: "performance-marketing" as const, access: "edit" as const, failure });
const groupId = z.string().uuid("Choose a group.");
const name = z.string().trim().min(1, "Give the group a name.").max(120, "A group name has at most 120 characters.");

export const createPpcGroupAction = brandAction(
  "createPpcGroup",
  z.object({ name, campaignName: z.string().trim().max(120, "A campaign name has at most 120 characters.").optional() }),
  edit("The group could not be created. Please try again."),
  (scope, d) => createGroup(scope, d.name, { campaignName: d.campaignName }),
);

export const addKeywordsToPpcGroupAction = brandAction(
  "addKeywordsToPpcGroup",
  z.object({ groupId, keywordIds: z.array(z.string().uuid()).min(1, "Choose at least one keyword.").max(10_000, "Add at most 10,000 keywords at once.") }),
  edit("The keywords could not be added to the group. Please try again."),
  (scope, d) => addKeywordsToGroup(scope, d.groupId, d.keywordIds),
);

export const buildPpcGroupsFromSeoAction = brandAction("buildPpcGroupsFromSeo", z.object({}), edit("The groups could not be built. Please try again."), (scope) => buildGroupsFromSeo(scope));

export const clusterPaidKeywordsAction = brandAction("clusterPaidKeywords", z.object({}), edit("The paid keywords could not be clustered. Please try again."), (scope) => clusterPaidKeywords(scope));

export const updatePpcGroupAction = brandAction(
  "updatePpcGroup",
  z.object({
    groupId,
    name: name.optional(),
    campaignName: z.string().trim().max(120, "A campaign name has at most 120 characters.").nullable().optional(),
    maxCpc: z.number({ message: "Max CPC must be a number." }).positive("Max CPC must be more than 0.").max(10_000, "Max CPC is at most 10,000.").nullable().optional(),
    finalUrl: z.union([z.literal(""), z.string().trim().url("Final URL must be a full address starting with https://.").max(2048)]).nullable().optional(),
  }),
  edit("The group could not be saved. Please try again."),
  (scope, { groupId: id, ...patch }) => updateGroup(scope, id, patch),
);

export const deletePpcGroupAction = brandAction("deletePpcGroup", z.object({ groupId }), edit("The group could not be deleted. Please try again."), (scope, d) => deleteGroup(scope, d.groupId));

export const setPpcMatchTypesAction = brandAction(
  "setPpcMatchTypes",
  z.object({ groupKeywordId: z.string().uuid("Choose a keyword."), matchTypes: z.array(z.enum(PPC_MATCH_TYPES)).min(1, "Keep at least one match type.") }),
  edit("The match types could not be saved. Please try again."),
  (scope, d) => setMatchTypes(scope, d.groupKeywordId, d.matchTypes),
);

export const removePpcGroupKeywordAction = brandAction(
  "removePpcGroupKeyword",
  z.object({ groupKeywordId: z.string().uuid("Choose a keyword.") }),
  edit("The keyword could not be removed. Please try again."),
  (scope, d) => removeGroupKeyword(scope, d.groupKeywordId),
);

export const exportPpcEditorCsvAction = brandAction(
  "exportPpcEditorCsv",
  z.object({ groupIds: z.array(z.string().uuid()).max(1000).optional(), encoding: z.enum(["utf8", "utf16le"]).default("utf8") }),
  { module: "performance-marketing", access: "view", failure: "The Google Ads Editor file could not be made. Please try again." },
  (scope, d) => exportEditorCsv(scope, d.groupIds, d.encoding),
);
