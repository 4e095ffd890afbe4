/**
 * A finished focus group in one brand, written directly (the session runner is tested on its own):
 * the fixture's project, two headline variants, six personas in two segments, their participant rows
 * and two succeeded runs with every turn (tests/support/fg-results-fixture.ts).
 */
import { getDb } from "@/db/client";
import { fgGuides, fgParticipants, fgProjects, fgSessions, fgStimuli, fgTurns, personas } from "@/db/schema";
import { FIXTURE_PERSONAS, fixtureGuide, fixtureStimuli, fixtureTurns, type FixtureIds } from "../../support/fg-results-fixture";

export type SeededGroup = { projectId: string; sessionIds: string[]; ids: FixtureIds; personaIds: string[] };

export async function seedFinishedGroup(brandId: string, opts: { projectName?: string; runs?: (1 | 2)[]; engineLabel?: string } = {}): Promise<SeededGroup> {
  const db = getDb();
  const [project] = await db
    .insert(fgProjects)
    .values({ brandId, name: opts.projectName ?? "Cold brew headline test", objective: "Pick the launch headline", decision: "Which headline runs in the launch ads", status: "done" })
    .returning({ id: fgProjects.id });
  const people = await db
    .insert(personas)
    .values(FIXTURE_PERSONAS.map((p) => ({ brandId, name: p.name, segmentKey: p.segmentKey, source: "manual" })))
    .returning({ id: personas.id });
  const draft: FixtureIds = { stimulusA: "", stimulusB: "", personas: people.map((p) => p.id) };
  const stim = await db
    .insert(fgStimuli)
    .values(fixtureStimuli(draft).map(({ id: _id, ...s }) => ({ ...s, brandId, projectId: project!.id, kind: s.kind as "headline" })))
    .returning({ id: fgStimuli.id });
  const ids: FixtureIds = { stimulusA: stim[0]!.id, stimulusB: stim[1]!.id, personas: draft.personas };
  const guide = fixtureGuide(ids);
  await db.insert(fgGuides).values({ brandId, projectId: project!.id, template: "ad", sections: guide.sections, moderatorInstructions: guide.moderatorInstructions });
  const participants = await db
    .insert(fgParticipants)
    .values(ids.personas.map((personaId) => ({ brandId, projectId: project!.id, personaId })))
    .returning({ id: fgParticipants.id });
  const sessionIds: string[] = [];
  for (const run of opts.runs ?? [1, 2]) {
    const [s] = await db
      .insert(fgSessions)
      .values({
        brandId,
        projectId: project!.id,
        name: `Run ${run}`,
        seed: run,
        status: "succeeded",
        participantIds: participants.map((p) => p.id),
        guide,
        stimuli: fixtureStimuli(ids),
        engineKey: "deployment",
        engineLabel: opts.engineLabel ?? "Fake engine",
        model: "fake-model",
        startedAt: new Date(Date.now() - 60_000),
        finishedAt: new Date(),
      })
      .returning({ id: fgSessions.id });
    sessionIds.push(s!.id);
    await db.insert(fgTurns).values(
      fixtureTurns(ids, run).map((t) => ({
        brandId,
        sessionId: s!.id,
        seq: t.seq,
        speaker: t.speaker,
        personaId: t.personaIndex === null ? null : ids.personas[t.personaIndex]!,
        questionId: t.questionId,
        stimulusId: t.stimulusId,
        content: t.content,
        answer: t.answer,
      })),
    );
  }
  return { projectId: project!.id, sessionIds, ids, personaIds: ids.personas };
}
