/**
 * `npx tsx scripts/bench-seo-cluster.ts`: how long focus-keyword clustering takes on 5,000 keywords with
 * stored SERPs (issue #18 asks for well under 10 s in the job runner). The SERPs are generated, shaped like
 * real ones: keywords come in topics of 1–40, each topic has its own pool of pages that its SERPs draw most
 * of their ten results from, and some results are pages of other topics (Google's mixed SERPs). A seeded
 * generator makes every run cluster the same input. BENCH_KEYWORDS changes the size.
 */
import { clusterKeywords } from "@/modules/seo/analysis/cluster";
import { generateClusterInput } from "@/tests/support/seo-cluster-input";

const KEYWORDS = Number(process.env.BENCH_KEYWORDS ?? 5000);

const input = generateClusterInput(KEYWORDS);
for (const mode of ["hard", "soft"] as const) {
  const started = performance.now();
  const groups = clusterKeywords(input, { mode, brandDomains: ["brand.example"] });
  const ms = performance.now() - started;
  const flagged = groups.filter((g) => g.cannibalisation).length;
  console.log(
    `seo cluster (${mode}): ${input.length} keywords with SERPs → ${groups.length} groups, ${flagged} flagged for cannibalisation, ${ms.toFixed(0)} ms`,
  );
}
