"use server";
/**
 * Server actions of /getting-top-articles and /getting-proper-structure: thin wrappers (lib/action:
 * sign-in → zod → scope → permission) around the research functions, which seeds and tests call directly.
 */
import { brandAction } from "@/lib/action";
import { fetchTopArticlesInput, recommendStructureInput, saveStructureInput, type TargetFields } from "./inputs";
import { startTopArticlesFetch } from "./job";
import { recommendStructure } from "./recommend";
import { saveStructureToBrief } from "./save";
import type { ResearchTarget } from "./serp-top";

const toTarget = (d: TargetFields): ResearchTarget => (d.groupId ? { kind: "group", groupId: d.groupId } : { kind: "keyword", keyword: d.keyword! });

export const fetchTopArticlesAction = brandAction("fetchTopArticles", fetchTopArticlesInput, { module: "content-marketing", access: "edit", failure: "Failed to start fetching the top articles" }, (scope, d) =>
  startTopArticlesFetch(scope, toTarget(d)),
);

export const recommendStructureAction = brandAction("recommendStructure", recommendStructureInput, { module: "content-marketing", access: "edit", failure: "Failed to recommend a structure" }, (scope, d) =>
  recommendStructure(scope, toTarget(d)),
);

export const saveStructureToBriefAction = brandAction("saveStructureToBrief", saveStructureInput, { module: "content-marketing", access: "edit", failure: "Failed to save the structure to a brief" }, (scope, d) =>
  saveStructureToBrief(scope, toTarget(d), d.method, d.title),
);
