/** The growth hacking dashboard in one transaction. */
import type { ScoringModel } from "@/db/schema/growth-enums";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { type Channel, readChannels } from "./channels";
import { type Idea, readIdeas } from "./ideas";
import { type Learning, readLearnings } from "./learnings";
import { type Metric, readMetrics } from "./metrics";
import { readScoringModel } from "./prioritization";
import { type SprintSummary, readSprints } from "./shared";

export type DashboardData = {
  model: ScoringModel;
  northStar: Metric | null;
  ideas: Idea[];
  sprints: SprintSummary[];
  learnings: Learning[];
  metricsCount: number;
  channels: Channel[];
};
export async function getDashboard(scope: BrandScope): Promise<DashboardData> {
  return withScope(scope, async (tx) => {
    const metrics = await readMetrics(tx, scope);
    return {
      model: await readScoringModel(tx, scope),
      northStar: metrics.find((m) => m.stage === "north_star") ?? null,
      ideas: await readIdeas(tx, scope),
      sprints: await readSprints(tx, scope),
      learnings: await readLearnings(tx, scope),
      metricsCount: metrics.length,
      channels: await readChannels(tx, scope),
    };
  });
}
