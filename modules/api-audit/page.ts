/**
 * What /api-calls-audit reads for one request: the table state from the URL, the page of calls, the
 * totals of the same filter, the provider choices, and the export link of the same filter and sort.
 * The route file only composes.
 */
import type { BrandScope } from "@/lib/brand-scope";
import type { SearchParams } from "@/lib/table/parse";
import { parseApiCallTable } from "./inputs";
import { apiCallProviders, apiCallTotals, listApiCalls } from "./queries";
import { hasTableFilters, tableStateToSearch } from "@/lib/table/state";
import { API_CALL_TABLE } from "./view-params";

export async function loadApiCallsPage(scope: BrandScope, params: SearchParams) {
  const state = parseApiCallTable(params);
  const [page, totals, providers] = await Promise.all([listApiCalls(scope, state), apiCallTotals(scope, state.filters), apiCallProviders(scope)]);
  return {
    // The pager and links show the page that was read (a page past the end reads the last one).
    state: { ...state, page: page.page },
    page,
    totals,
    providers,
    filtered: hasTableFilters(API_CALL_TABLE, state.filters),
    // Every call of the filter, in the table's order; page and size do not apply to a download.
    exportHref: `/api-calls-audit/export${tableStateToSearch(API_CALL_TABLE, { filters: state.filters, sort: state.sort })}`,
  };
}
