/**
 * What /activity reads for one request: the table state from the URL, the page of rows, the filter
 * choices, and the export link of the same filter and sort. The route file only composes.
 */
import type { BrandScope } from "@/lib/brand-scope";
import type { SearchParams } from "@/lib/table/parse";
import { parseActivityTable } from "./inputs";
import { activityFacets, listActivity } from "./queries";
import { hasTableFilters, tableStateToSearch } from "@/lib/table/state";
import { ACTIVITY_TABLE } from "./view-params";

export async function loadActivityPage(scope: BrandScope, params: SearchParams) {
  const state = parseActivityTable(params);
  const [page, facets] = await Promise.all([listActivity(scope, state), activityFacets(scope)]);
  return {
    // The pager and links show the page that was read (a page past the end reads the last one).
    state: { ...state, page: page.page },
    page,
    facets,
    filtered: hasTableFilters(ACTIVITY_TABLE, state.filters),
    // Every row of the filter, in the table's order; page and size do not apply to a download.
    exportHref: `/activity/export${tableStateToSearch(ACTIVITY_TABLE, { filters: state.filters, sort: state.sort })}`,
  };
}
