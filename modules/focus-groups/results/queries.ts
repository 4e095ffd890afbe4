/** What /fg-results, the exports and the dashboard read for one project. */
import type { BrandScope } from "@/lib/brand-scope";
import { factorsForBrand, listOutcomes, type CalibrationFactor, type OutcomeRow } from "./calibration";
import { computeResults, type ProjectResults } from "./compute";
import { loadResultsData } from "./load";
import { loadSsr, ssrEmbedder, type SsrState } from "./ssr-run";
import { latestAnalysisRun, type AnalysisRunView } from "../runs/store";
import type { ResultsData } from "./types";

export type ResultsView = {
  data: ResultsData;
  results: ProjectResults;
  ssr: SsrState;
  /** Whether the brand has an embedding model (SSR can be scored). */
  canScoreSsr: boolean;
  outcomes: OutcomeRow[];
  /** The newest SSR run, shown while it runs or when it stopped (budget, error). */
  ssrRun: AnalysisRunView | null;
  factors: { industry: string | null; own: CalibrationFactor[]; other: CalibrationFactor[] };
};

export async function getResults(scope: BrandScope, projectId: string, sessionIds?: readonly string[]): Promise<{ data: ResultsData; results: ProjectResults; ssr: SsrState }> {
  const [data, ssr] = await Promise.all([loadResultsData(scope, projectId, sessionIds), loadSsr(scope, projectId)]);
  return { data, results: computeResults(data, ssr?.scores), ssr };
}

export async function getResultsView(scope: BrandScope, projectId: string, sessionIds?: readonly string[]): Promise<ResultsView> {
  const [{ data, results, ssr }, embedder, outcomes, factors, ssrRun] = await Promise.all([
    getResults(scope, projectId, sessionIds),
    ssrEmbedder(scope),
    listOutcomes(scope, projectId),
    factorsForBrand(scope),
    latestAnalysisRun(scope, projectId, "ssr"),
  ]);
  return { data, results, ssr, canScoreSsr: embedder !== null, outcomes, factors, ssrRun };
}
