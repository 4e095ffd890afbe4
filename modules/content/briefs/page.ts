/**
 * What /content-briefs renders, read in one place: the list with its filters, or — with
 * `?brief=<id>` — one brief with its editor's options, link suggestions, exports, performance,
 * citations and whether an AI engine can draft it.
 */
import { CONTENT_BRIEF_STATUSES } from "@/db/schema/content";
import { isUuid, type BrandScope } from "@/lib/brand-scope";
import { getContentSettings, resolveContentEngine } from "@/modules/content/engine";
import type { StoredCitation } from "@/modules/knowledge/grounding";
import { findNearDuplicates, type NearDuplicates } from "@/modules/content/similarity";
import { briefCitations } from "./draft";
import { listBriefExports, type BriefExport } from "./exports";
import { readPerformance, type PerformanceWindow } from "./performance";
import { briefText } from "./render";
import { getBrief, getEditorOptions, listBriefs, suggestInternalLinks, type BriefDetail, type BriefFilters, type BriefListRow, type EditorOptions, type LinkSuggestions } from "./queries";

type Search = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;

export type BriefEditorData = {
  brief: BriefDetail;
  options: EditorOptions;
  links: LinkSuggestions;
  exports: BriefExport[];
  performance: PerformanceWindow[] | null;
  citations: StoredCitation[];
  /** null: an AI engine can draft; else what to connect. */
  engineNote: string | null;
  defaultCtas: string[];
  duplicates: NearDuplicates;
};

export type BriefsPage =
  | { view: "list"; rows: BriefListRow[]; filters: BriefFilters; total: number; options: EditorOptions }
  | { view: "brief"; data: BriefEditorData }
  | { view: "missing" };

export function parseFilters(sp: Search): BriefFilters {
  const status = one(sp.status);
  const assignee = one(sp.assignee);
  return {
    status: (CONTENT_BRIEF_STATUSES as readonly string[]).includes(status ?? "") ? (status as BriefFilters["status"]) : null,
    q: one(sp.q)?.slice(0, 200) ?? null,
    assignee: assignee === "none" || isUuid(assignee) ? assignee : null,
  };
}

export async function loadBriefsPage(scope: BrandScope, sp: Search): Promise<BriefsPage> {
  const id = one(sp.brief);
  if (id) {
    if (!isUuid(id)) return { view: "missing" };
    const brief = await getBrief(scope, id);
    if (!brief) return { view: "missing" };
    const settings = await getContentSettings(scope);
    const [options, links, exports, citations, engine, performance, duplicates] = await Promise.all([
      getEditorOptions(scope),
      suggestInternalLinks(scope, brief),
      listBriefExports(scope, id),
      briefCitations(scope, id),
      resolveContentEngine(scope, settings),
      brief.published ? readPerformance(scope, brief.published.url, brief.published.at) : Promise.resolve(null),
      findNearDuplicates(scope, { kind: "brief", text: briefText(brief), title: [brief.title, brief.keyword].filter(Boolean).join(" "), excludeId: id }),
    ]);
    // The idea this brief was written from is meant to be close: not a warning.
    const own = duplicates.own.filter((m) => !(m.kind === "idea" && m.id === brief.ideaId));
    const engineNote =
      engine.kind === "ai" ? null : engine.kind === "none" ? engine.note : "Drafting a brief needs an AI engine: the external agent writes posts, not briefs. Connect an AI engine on /integrations and choose it in Content Marketing Settings (/cm-settings).";
    return { view: "brief", data: { brief, options, links, exports, performance, citations, engineNote, defaultCtas: settings.defaultCtas, duplicates: { ...duplicates, own } } };
  }
  const filters = parseFilters(sp);
  const [rows, all, options] = await Promise.all([listBriefs(scope, filters), filters.status || filters.q || filters.assignee ? listBriefs(scope) : null, getEditorOptions(scope)]);
  return { view: "list", rows, filters, total: all ? all.length : rows.length, options };
}
