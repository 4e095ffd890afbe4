import type { TargetFields } from "./inputs";
import type { ResearchTarget } from "./serp-top";

type SearchParams = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === "string" ? v.trim() : "");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The research target in a page URL (?keyword= or ?group=<uuid>); null when none or malformed. */
export function targetFromParams(params: SearchParams): { target: ResearchTarget; fields: TargetFields; pickerValue: string; query: string } | null {
  const group = one(params.group);
  if (group && UUID.test(group)) return { target: { kind: "group", groupId: group }, fields: { groupId: group }, pickerValue: `g:${group}`, query: `group=${encodeURIComponent(group)}` };
  const keyword = one(params.keyword).slice(0, 200);
  if (keyword) return { target: { kind: "keyword", keyword }, fields: { keyword }, pickerValue: `k:${keyword}`, query: `keyword=${encodeURIComponent(keyword)}` };
  return null;
}
