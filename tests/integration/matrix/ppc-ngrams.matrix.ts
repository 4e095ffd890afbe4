import { getDb } from "@/db/client";
import { ensureJobQueues } from "@/lib/jobs";
import * as ngrams from "@/modules/ppc/ngrams/actions";
import { PPC_NGRAMS_TASK } from "@/modules/ppc/ngrams/job";
import { storeReport } from "@/modules/ppc/store";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// N-grams (issue #23): owners and members mine and add negatives, viewers only look. Both act on the caller's
// current brand, so the outsider succeeds in their own brand B while A stays untouched. Both brands get search
// terms so a run has something to mine wherever it lands. The N-gram tab lives on /search-keywords, which
// route-matrix.test.ts covers from the registry.
const anyBrand = ["owner", "member", "outsider"] as const;

async function termsInBothBrands(w: MatrixWorld): Promise<void> {
  await ensureJobQueues([PPC_NGRAMS_TASK]);
  for (const brand of [w.a, w.b]) {
    await getDb().transaction((tx) =>
      storeReport(
        tx,
        brand.id,
        { kind: "search_term", rows: [{ network: "google_ads", campaign: "Matrix", adGroup: "Matrix", term: "matrix free shoes", cost: 9, clicks: 3, impressions: 30, conversions: 0, conversionValue: 0, from: "2026-10-01", to: "2026-10-31" }] },
        { source: "import", importId: null },
      ),
    );
  }
}

export default defineMatrix([
  {
    action: "runPpcNgrams",
    call: ngrams.runNgramsAction,
    allow: anyBrand,
    input: async (w) => {
      await termsInBothBrands(w);
      return { sizes: [1, 2], stem: false };
    },
  },
  { action: "addPpcNgramNegatives", call: ngrams.addNgramNegativesAction, allow: anyBrand, input: () => ({ grams: ["matrix free"], matchType: "phrase" }) },
]);
