"use server";

/**
 * Server actions of /seo-selection-groups, /serps-research and /competitors-keywords (issue #18): thin
 * wrappers (lib/action: sign-in → zod → scope → permission). Each is in the cross-tenant matrix
 * (tests/integration/matrix/seo-serps.matrix.ts).
 */
import { brandAction } from "@/lib/action";
import { enqueueClustering } from "./cluster-job";
import { fetchSerpInput, mergeGroupsInput, splitGroupInput } from "./serps-inputs";
import { fetchTodaysSerp } from "./queries/serp-research";
import { competitorReportFromLabs } from "./queries/competitor-keywords";
import { getSeoSettings } from "./queries/settings";
import { mergeKeywordGroups, splitKeywordGroup } from "./queries/group-edits";
import { z } from "zod";

const edit = { module: "seo", access: "edit" } as const;

export const clusterSeoKeywordsAction = brandAction("clusterSeoKeywords", z.object({}), { ...edit, failure: "Failed to start the clustering" }, (scope) => enqueueClustering(scope));

export const mergeSeoKeywordGroupsAction = brandAction("mergeSeoKeywordGroups", mergeGroupsInput, { ...edit, failure: "Failed to merge the groups" }, (scope, d) =>
  mergeKeywordGroups(scope, d.ids, d.name ?? undefined),
);

export const splitSeoKeywordGroupAction = brandAction("splitSeoKeywordGroup", splitGroupInput, { ...edit, failure: "Failed to split the group" }, (scope, d) =>
  splitKeywordGroup(scope, d.id, d.keywordIds, d.name),
);

export const fetchSerpAction = brandAction("fetchSerp", fetchSerpInput, { ...edit, failure: "Failed to fetch the SERP" }, async (scope, d) => {
  const settings = await getSeoSettings(scope);
  return fetchTodaysSerp(scope, { keyword: d.keyword, location: d.location, language: settings.language, device: d.device });
});

/** Paid: DataForSEO Labs ranked keywords of the brand and its competitors, budget-checked per call. */
export const fetchCompetitorLabsAction = brandAction("fetchCompetitorLabs", z.object({}), { ...edit, failure: "Failed to fetch competitor keywords" }, (scope) => competitorReportFromLabs(scope));
