/**
 * /fg-dashboard: projects by status, recent finished sessions, the winning variant per project (the
 * same head-to-head rule as /fg-results: the best interval clear of all others, else "no clear
 * winner") and this month's spend on fg.* calls.
 */
import { and, desc, eq, gte, inArray, like, sql } from "drizzle-orm";
import { apiCalls, fgProjects, fgSessions, FG_PROJECT_STATUSES, type FgProjectStatus } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { monthStart } from "@/modules/saio/budget";
import { computeResults, type Comparison } from "../results/compute";
import { loadResultsData } from "../results/load";
import { loadSsr } from "../results/ssr-run";

/** Projects whose winner is computed on each view: the most recently run ones. */
const WINNER_PROJECTS = 8;

export type DashboardProject = { id: string; name: string; status: FgProjectStatus; dueDate: string | null; sessions: number; lastRunAt: Date | null };
export type DashboardSession = { id: string; name: string; projectId: string; projectName: string; status: string; finishedAt: Date | null; createdAt: Date; participants: number; engineLabel: string | null };
export type DashboardWinner = { projectId: string; projectName: string; runs: number; participants: number; comparison: Comparison | null };

export type FgDashboard = {
  byStatus: Record<FgProjectStatus, number>;
  projects: DashboardProject[];
  recent: DashboardSession[];
  winners: DashboardWinner[];
  spend: { usd: number; calls: number; since: Date };
};

export async function loadFgDashboard(scope: BrandScope, now = new Date()): Promise<FgDashboard> {
  const since = monthStart(now);
  const { projects, recent, spend } = await withScope(scope, async (tx) => {
    const projects = await tx
      .select({
        id: fgProjects.id,
        name: fgProjects.name,
        status: fgProjects.status,
        dueDate: fgProjects.dueDate,
        sessions: sql<number>`(select count(*)::int from ${fgSessions} s where s.project_id = "fg_projects"."id" and s.brand_id = ${scope.brandId})`,
        lastRunAt: sql<string | null>`(select max(coalesce(s.finished_at, s.created_at))::text from ${fgSessions} s where s.project_id = "fg_projects"."id" and s.brand_id = ${scope.brandId} and s.status not in ('queued','running'))`,
      })
      .from(fgProjects)
      .where(eq(fgProjects.brandId, scope.brandId))
      .orderBy(desc(fgProjects.updatedAt));
    const recent = await tx
      .select({
        id: fgSessions.id,
        name: fgSessions.name,
        projectId: fgSessions.projectId,
        projectName: fgProjects.name,
        status: fgSessions.status,
        finishedAt: fgSessions.finishedAt,
        createdAt: fgSessions.createdAt,
        participants: sql<number>`cardinality(${fgSessions.participantIds})`,
        engineLabel: fgSessions.engineLabel,
      })
      .from(fgSessions)
      .innerJoin(fgProjects, and(eq(fgProjects.id, fgSessions.projectId), eq(fgProjects.brandId, scope.brandId)))
      .where(and(eq(fgSessions.brandId, scope.brandId), inArray(fgSessions.status, ["succeeded", "budget", "cancelled", "failed"])))
      .orderBy(desc(sql`coalesce(${fgSessions.finishedAt}, ${fgSessions.createdAt})`))
      .limit(6);
    const [spend] = await tx
      .select({ usd: sql<string>`coalesce(sum(${apiCalls.costUsd}), 0)::text`, calls: sql<number>`count(*)::int` })
      .from(apiCalls)
      .where(and(eq(apiCalls.brandId, scope.brandId), like(apiCalls.purpose, "fg.%"), gte(apiCalls.createdAt, since)));
    return { projects, recent, spend };
  });
  const byStatus = Object.fromEntries(FG_PROJECT_STATUSES.map((s) => [s, 0])) as Record<FgProjectStatus, number>;
  for (const p of projects) byStatus[p.status] = (byStatus[p.status] ?? 0) + 1;
  const ran = projects
    .filter((p) => p.lastRunAt)
    .sort((a, b) => b.lastRunAt!.localeCompare(a.lastRunAt!))
    .slice(0, WINNER_PROJECTS);
  const winners = await Promise.all(
    ran.map(async (p) => {
      const [data, ssr] = await Promise.all([loadResultsData(scope, p.id), loadSsr(scope, p.id)]);
      const r = computeResults(data, ssr?.scores);
      return { projectId: p.id, projectName: p.name, runs: r.runs, participants: r.participants, comparison: r.winner };
    }),
  );
  return {
    byStatus,
    projects: projects.map((p) => ({ ...p, lastRunAt: p.lastRunAt ? new Date(p.lastRunAt) : null })),
    recent,
    winners: winners.filter((w) => w.runs > 0),
    spend: { usd: Number(spend?.usd ?? 0), calls: spend?.calls ?? 0, since },
  };
}
