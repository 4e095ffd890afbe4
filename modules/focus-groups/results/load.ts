/**
 * Reads for the results, analysis and dashboard pages: a project's sessions that have answers, their
 * turns, the personas who spoke and the stimuli they saw. Brand-scoped through withScope (RLS is the
 * second wall); a project id of another brand reads as nothing, i.e. "not found".
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { fgProjects, fgSessions, fgStimuli, fgTurns, personas } from "@/db/schema";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import type { ResultsData, ResultSession, StimulusInfo } from "./types";

/** Sessions still producing turns: their numbers would move under the reader, so they are not picked by default. */
export const UNFINISHED = new Set(["queued", "running"]);

export type ProjectOption = { id: string; name: string; status: string; sessions: number; answered: number; lastRunAt: Date | null };

/** The brand's projects with how many sessions have answers, newest activity first. */
export async function listResultProjects(scope: BrandScope): Promise<ProjectOption[]> {
  // Correlated subqueries name the outer table literally: drizzle renders a column inside sql`` as a bare
  // "id", which the subquery would resolve to its own table's id.
  const rows = await withScope(scope, (tx) =>
    tx
      .select({
        id: fgProjects.id,
        name: fgProjects.name,
        status: fgProjects.status,
        sessions: sql<number>`(select count(*)::int from ${fgSessions} s where s.project_id = "fg_projects"."id" and s.brand_id = ${scope.brandId})`,
        answered: sql<number>`(select count(distinct t.session_id)::int from ${fgTurns} t join ${fgSessions} s on s.id = t.session_id where s.project_id = "fg_projects"."id" and t.brand_id = ${scope.brandId} and t.speaker = 'participant')`,
        lastRunAt: sql<string | null>`(select max(coalesce(s.finished_at, s.created_at))::text from ${fgSessions} s where s.project_id = "fg_projects"."id" and s.brand_id = ${scope.brandId})`,
        createdAt: fgProjects.createdAt,
      })
      .from(fgProjects)
      .where(eq(fgProjects.brandId, scope.brandId))
      .orderBy(desc(fgProjects.createdAt)),
  );
  return rows
    .map((r) => ({ id: r.id, name: r.name, status: r.status, sessions: r.sessions, answered: r.answered, lastRunAt: r.lastRunAt ? new Date(r.lastRunAt) : null }))
    .sort((a, b) => (b.lastRunAt?.getTime() ?? 0) - (a.lastRunAt?.getTime() ?? 0));
}

export type SessionOption = Pick<ResultSession, "id" | "name" | "seed" | "status" | "engineLabel" | "model" | "createdAt" | "finishedAt"> & { participants: number; answers: number };

export async function listProjectSessions(scope: BrandScope, projectId: string): Promise<SessionOption[]> {
  return withScope(scope, async (tx) => {
    const rows = await tx
      .select({
        id: fgSessions.id,
        name: fgSessions.name,
        seed: fgSessions.seed,
        status: fgSessions.status,
        engineLabel: fgSessions.engineLabel,
        model: fgSessions.model,
        createdAt: fgSessions.createdAt,
        finishedAt: fgSessions.finishedAt,
        participants: sql<number>`cardinality(${fgSessions.participantIds})`,
        answers: sql<number>`(select count(*)::int from ${fgTurns} t where t.session_id = "fg_sessions"."id" and t.brand_id = ${scope.brandId} and t.speaker = 'participant')`,
      })
      .from(fgSessions)
      .where(and(eq(fgSessions.brandId, scope.brandId), eq(fgSessions.projectId, projectId)))
      .orderBy(asc(fgSessions.createdAt));
    return rows;
  });
}

/** The sessions picked by default: every one with answers that is no longer running. */
export function defaultSessionIds(sessions: readonly SessionOption[]): string[] {
  return sessions.filter((s) => s.answers > 0 && !UNFINISHED.has(s.status)).map((s) => s.id);
}

function stimulusFromSnapshot(s: Record<string, unknown>): StimulusInfo | null {
  const id = typeof s.id === "string" ? s.id : null;
  if (!id) return null;
  const str = (v: unknown) => (typeof v === "string" && v.trim() ? v : null);
  return { id, label: str(s.label) ?? "Untitled stimulus", variant: str(s.variant), variantGroup: str(s.variantGroup), kind: str(s.kind) ?? "concept" };
}

/**
 * One project's results data. `sessionIds` narrows to those sessions of the project (ids of other
 * projects or brands are ignored); undefined = the default set. Throws NotFoundError for a project
 * the brand does not have.
 */
export async function loadResultsData(scope: BrandScope, projectId: string, sessionIds?: readonly string[]): Promise<ResultsData> {
  return withScope(scope, async (tx) => {
    const [project] = await tx
      .select({ id: fgProjects.id, name: fgProjects.name, status: fgProjects.status, objective: fgProjects.objective, decision: fgProjects.decision })
      .from(fgProjects)
      .where(and(eq(fgProjects.id, projectId), eq(fgProjects.brandId, scope.brandId)));
    if (!project) throw new NotFoundError();
    const all = await tx
      .select()
      .from(fgSessions)
      .where(and(eq(fgSessions.brandId, scope.brandId), eq(fgSessions.projectId, projectId)))
      .orderBy(asc(fgSessions.createdAt));
    const wanted = sessionIds ? new Set(sessionIds) : null;
    const turnsAll = all.length
      ? await tx
          .select({
            id: fgTurns.id,
            sessionId: fgTurns.sessionId,
            seq: fgTurns.seq,
            speaker: fgTurns.speaker,
            personaId: fgTurns.personaId,
            questionId: fgTurns.questionId,
            stimulusId: fgTurns.stimulusId,
            content: fgTurns.content,
            answer: fgTurns.answer,
            imageDelivery: fgTurns.imageDelivery,
          })
          .from(fgTurns)
          .where(and(eq(fgTurns.brandId, scope.brandId), inArray(fgTurns.sessionId, all.map((s) => s.id))))
          .orderBy(asc(fgTurns.sessionId), asc(fgTurns.seq))
      : [];
    const answered = new Set(turnsAll.filter((t) => t.speaker === "participant").map((t) => t.sessionId));
    const sessions = all.filter((s) => (wanted ? wanted.has(s.id) : answered.has(s.id) && !UNFINISHED.has(s.status)));
    const picked = new Set(sessions.map((s) => s.id));
    const turns = turnsAll.filter((t) => picked.has(t.sessionId));
    const personaIds = [...new Set(turns.flatMap((t) => (t.personaId ? [t.personaId] : [])))];
    const people = personaIds.length
      ? await tx
          .select({ id: personas.id, name: personas.name, segmentKey: personas.segmentKey })
          .from(personas)
          .where(and(eq(personas.brandId, scope.brandId), inArray(personas.id, personaIds)))
      : [];
    const current = await tx
      .select({ id: fgStimuli.id, label: fgStimuli.label, variant: fgStimuli.variant, variantGroup: fgStimuli.variantGroup, kind: fgStimuli.kind })
      .from(fgStimuli)
      .where(and(eq(fgStimuli.brandId, scope.brandId), eq(fgStimuli.projectId, projectId)))
      .orderBy(asc(fgStimuli.position));
    // The label a participant saw wins over today's edit: results stay explainable after the stimulus changes.
    const stimuli = new Map<string, StimulusInfo>(current.map((s) => [s.id, s]));
    for (const s of sessions) for (const raw of s.stimuli) {
      const info = stimulusFromSnapshot(raw);
      if (info) stimuli.set(info.id, info);
    }
    return {
      project,
      sessions: sessions.map((s) => ({
        id: s.id,
        name: s.name,
        seed: s.seed,
        status: s.status,
        engineLabel: s.engineLabel,
        model: s.model,
        participantIds: s.participantIds,
        guide: { sections: s.guide?.sections ?? [] },
        stimuli: s.stimuli,
        createdAt: s.createdAt,
        finishedAt: s.finishedAt,
      })),
      turns,
      personas: people,
      stimuli: [...stimuli.values()],
    };
  });
}
