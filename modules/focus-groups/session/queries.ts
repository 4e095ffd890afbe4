/**
 * Reads of /contacting-fg: the brand's projects, a project's recruited participants and guide (with
 * what stops it from running), its sessions, and a session's transcript after a sequence number
 * (the live view polls that). Every read is brand-scoped (withScope: the RLS wall plus brand_id).
 */
import { and, asc, desc, eq, gt, inArray } from "drizzle-orm";
import { fgParticipants, fgSessions, fgStimuli, fgTurns, personas, type FgAnswer, type FgSessionCursor, type FgSessionStatus } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { getGuide } from "@/modules/focus-groups/guide/queries";
import { validateGuide } from "@/modules/focus-groups/guide/validate";
import { readProfile } from "@/modules/personas/profile";
import type { SessionGuide, SnapshotStimulus } from "./plan";

export type SessionParticipant = {
  participantId: string;
  personaId: string;
  name: string;
  /** The quota the persona was recruited for, else its segment, else null. */
  segment: string | null;
  occupation: string | null;
};

/** The project's recruited participants whose persona is still active. */
export async function listSessionParticipants(scope: BrandScope, projectId: string): Promise<SessionParticipant[]> {
  const rows = await withScope(scope, (tx) =>
    tx
      .select({ participantId: fgParticipants.id, personaId: personas.id, name: personas.name, quota: fgParticipants.quota, segmentKey: personas.segmentKey, profile: personas.profile })
      .from(fgParticipants)
      .innerJoin(personas, and(eq(personas.id, fgParticipants.personaId), eq(personas.brandId, scope.brandId)))
      .where(and(eq(fgParticipants.brandId, scope.brandId), eq(fgParticipants.projectId, projectId), eq(fgParticipants.status, "recruited"), eq(personas.status, "active")))
      .orderBy(asc(personas.name)),
  );
  return rows.map((r) => ({ participantId: r.participantId, personaId: r.personaId, name: r.name, segment: r.quota ?? r.segmentKey ?? null, occupation: readProfile(r.profile).occupation }));
}

export type GuideState = { guide: SessionGuide; problems: string[]; questions: number } | null;

/**
 * The project's guide (the guide module's getGuide) as a session would snapshot it, its stimuli, and
 * what stops it from running (the guide module's validateGuide: the same messages its editor shows).
 */
export async function getSessionInputs(scope: BrandScope, projectId: string): Promise<{ guide: GuideState; stimuli: SnapshotStimulus[] }> {
  const [saved, stimulusRows] = await Promise.all([
    getGuide(scope, projectId),
    withScope(scope, (tx) =>
      tx
        .select()
        .from(fgStimuli)
        .where(and(eq(fgStimuli.brandId, scope.brandId), eq(fgStimuli.projectId, projectId)))
        .orderBy(asc(fgStimuli.position), asc(fgStimuli.createdAt)),
    ),
  ]);
  const stimuli: SnapshotStimulus[] = stimulusRows.map((s) => ({
    id: s.id,
    kind: s.kind,
    label: s.label,
    content: s.content,
    variantGroup: s.variantGroup,
    variant: s.variant,
    url: s.url,
    snapshot: s.snapshot,
    price: s.price,
    currency: s.currency,
    hasImage: !!s.fileId,
    fileId: s.fileId,
    position: s.position,
  }));
  if (!saved) return { guide: null, stimuli };
  const guide: SessionGuide = { sections: saved.sections, moderatorInstructions: saved.moderatorInstructions, turnWordCap: saved.turnWordCap };
  const problems = validateGuide(guide, stimuli).map((p) => p.message);
  return { guide: { guide, problems, questions: guide.sections.reduce((n, s) => n + s.questions.length, 0) }, stimuli };
}

export type SessionSummary = {
  id: string;
  projectId: string;
  name: string;
  status: FgSessionStatus;
  seed: number;
  participants: number;
  step: number;
  totalSteps: number;
  engineLabel: string | null;
  model: string | null;
  costUsd: number;
  message: string | null;
  createdAt: string;
  finishedAt: string | null;
};

const summaryColumns = {
  id: fgSessions.id,
  projectId: fgSessions.projectId,
  name: fgSessions.name,
  status: fgSessions.status,
  seed: fgSessions.seed,
  participantIds: fgSessions.participantIds,
  cursor: fgSessions.cursor,
  totalSteps: fgSessions.totalSteps,
  engineLabel: fgSessions.engineLabel,
  model: fgSessions.model,
  costUsd: fgSessions.costUsd,
  message: fgSessions.message,
  createdAt: fgSessions.createdAt,
  finishedAt: fgSessions.finishedAt,
};

type SummaryRow = {
  id: string;
  projectId: string;
  name: string;
  status: FgSessionStatus;
  seed: number;
  participantIds: string[];
  cursor: FgSessionCursor;
  totalSteps: number;
  engineLabel: string | null;
  model: string | null;
  costUsd: string;
  message: string | null;
  createdAt: Date;
  finishedAt: Date | null;
};

function toSummary(r: SummaryRow): SessionSummary {
  return {
    id: r.id,
    projectId: r.projectId,
    name: r.name,
    status: r.status,
    seed: r.seed,
    participants: r.participantIds.length,
    step: Math.min(r.cursor.step, r.totalSteps),
    totalSteps: r.totalSteps,
    engineLabel: r.engineLabel,
    model: r.model,
    costUsd: Number(r.costUsd),
    message: r.message,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}

export async function listSessions(scope: BrandScope, projectId: string): Promise<SessionSummary[]> {
  const rows = await withScope(scope, (tx) =>
    tx
      .select(summaryColumns)
      .from(fgSessions)
      .where(and(eq(fgSessions.brandId, scope.brandId), eq(fgSessions.projectId, projectId)))
      .orderBy(desc(fgSessions.createdAt))
      .limit(100),
  );
  return rows.map((r) => toSummary(r as SummaryRow));
}

export type TurnView = {
  seq: number;
  speaker: "moderator" | "participant";
  personaId: string | null;
  personaName: string | null;
  questionId: string | null;
  content: string;
  answer: FgAnswer | null;
  /** image | text | mixed: how the turn's image stimuli reached the model; null when none was shown. */
  imageDelivery: string | null;
};

export type SessionLive = {
  session: SessionSummary;
  /** The question the next step is about (or the last one, when finished). */
  currentQuestion: { index: number; of: number; text: string } | null;
  turns: TurnView[];
};

/** A session's state and the turns after `afterSeq` (at most `limit`), or null when not the brand's. */
export async function getSessionLive(scope: BrandScope, sessionId: string, afterSeq = 0, limit = 200): Promise<SessionLive | null> {
  return withScope(scope, async (tx) => {
    const [head] = await tx
      .select({ ...summaryColumns, guide: fgSessions.guide })
      .from(fgSessions)
      .where(and(eq(fgSessions.id, sessionId), eq(fgSessions.brandId, scope.brandId)));
    if (!head) return null;
    const turns = await tx
      .select({ seq: fgTurns.seq, speaker: fgTurns.speaker, personaId: fgTurns.personaId, personaName: personas.name, questionId: fgTurns.questionId, content: fgTurns.content, answer: fgTurns.answer, imageDelivery: fgTurns.imageDelivery })
      .from(fgTurns)
      .leftJoin(personas, and(eq(personas.id, fgTurns.personaId), eq(personas.brandId, scope.brandId)))
      .where(and(eq(fgTurns.brandId, scope.brandId), eq(fgTurns.sessionId, sessionId), gt(fgTurns.seq, afterSeq)))
      .orderBy(asc(fgTurns.seq))
      .limit(limit);
    const questions = head.guide.sections.flatMap((s) => s.questions);
    const cursor = head.cursor as FgSessionCursor;
    const qIndex = cursor.questionId ? questions.findIndex((q) => q.id === cursor.questionId) : -1;
    const current = qIndex >= 0 ? { index: qIndex + 1, of: questions.length, text: questions[qIndex]!.text } : questions.length ? { index: 1, of: questions.length, text: questions[0]!.text } : null;
    return {
      session: toSummary(head as SummaryRow),
      currentQuestion: current,
      turns: turns.map((t) => ({ ...t, speaker: t.speaker as TurnView["speaker"], answer: t.answer ?? null })),
    };
  });
}

/** Names of the personas of some sessions (the session cards' avatars). */
export async function personaNames(scope: BrandScope, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await withScope(scope, (tx) =>
    tx
      .select({ id: personas.id, name: personas.name })
      .from(personas)
      .where(and(eq(personas.brandId, scope.brandId), inArray(personas.id, [...new Set(ids)]))),
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}
