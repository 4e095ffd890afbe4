/**
 * /personas-dashboard: the brand's personas by brief and segment, how well each brief's segments
 * are covered (the brief's shares applied to the personas that exist, against those personas),
 * recent interviews, which personas focus groups recruited, and how many personas are flagged.
 * Archived personas are left out of counts: they no longer take part.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { fgParticipants, fgProjects, personaInterviewMessages, personaInterviews, personas, personasBriefs, type BriefSegment } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { compareToPlan, planSegments, segmentCounts } from "../plan";

export type SegmentCoverage = { key: string | null; name: string; share: number | null; planned: number; actual: number };
export type BriefCoverage = { briefId: string | null; name: string; total: number; segments: SegmentCoverage[] };

export type PersonasDashboard = {
  briefs: number;
  personas: number;
  flagged: number;
  coverage: BriefCoverage[];
  interviews: { id: string; title: string; personaId: string; personaName: string; messages: number; createdAt: Date }[];
  focusGroups: { projectId: string; projectName: string; status: string; participants: { personaId: string; name: string; quota: string | null }[] }[];
};

/** Planned vs actual per segment of one brief, for the personas it has (pure: the dashboard's arithmetic). */
export function briefCoverage(segments: BriefSegment[], personasOfBrief: { segmentKey: string | null }[]): SegmentCoverage[] {
  const planned = planSegments({ segments });
  const counts = segmentCounts(planned, personasOfBrief.length);
  const plan = planned.flatMap((s, i) => Array.from({ length: counts[i] ?? 0 }, () => ({ segmentKey: s.key })));
  // Every segment is listed, even one with no planned slot yet (no personas at all).
  for (const s of planned) if (!plan.some((p) => p.segmentKey === s.key)) plan.push({ segmentKey: s.key });
  const names = new Map(planned.map((s) => [s.key, s]));
  return compareToPlan(plan, personasOfBrief).map((r) => {
    const seg = r.segmentKey === null ? undefined : names.get(r.segmentKey);
    const emptyPlan = personasOfBrief.length === 0;
    return {
      key: r.segmentKey,
      name: seg?.name ?? (r.segmentKey ? `Segment “${r.segmentKey}” (no longer in the brief)` : "No segment"),
      share: seg ? (segments.length ? seg.share : 100) : null,
      planned: emptyPlan ? 0 : r.planned,
      actual: r.actual,
    };
  });
}

export async function getPersonasDashboard(scope: BrandScope): Promise<PersonasDashboard> {
  return withScope(scope, async (tx) => {
    const briefs = await tx
      .select({ id: personasBriefs.id, name: personasBriefs.name, segments: personasBriefs.segments })
      .from(personasBriefs)
      .where(eq(personasBriefs.brandId, scope.brandId))
      .orderBy(desc(personasBriefs.createdAt));
    const people = await tx
      .select({ briefId: personas.briefId, segmentKey: personas.segmentKey, flagged: personas.flagged })
      .from(personas)
      .where(and(eq(personas.brandId, scope.brandId), eq(personas.status, "active")));
    const interviews = await tx
      .select({
        id: personaInterviews.id,
        title: personaInterviews.title,
        personaId: personaInterviews.personaId,
        personaName: personas.name,
        createdAt: personaInterviews.createdAt,
        messages: sql<number>`(select count(*)::int from ${personaInterviewMessages} m where m.interview_id = ${personaInterviews.id} and m.brand_id = ${scope.brandId})`,
      })
      .from(personaInterviews)
      .innerJoin(personas, and(eq(personas.id, personaInterviews.personaId), eq(personas.brandId, scope.brandId)))
      .where(eq(personaInterviews.brandId, scope.brandId))
      .orderBy(desc(personaInterviews.createdAt))
      .limit(6);
    const recruited = await tx
      .select({
        projectId: fgProjects.id,
        projectName: fgProjects.name,
        status: fgProjects.status,
        personaId: personas.id,
        name: personas.name,
        quota: fgParticipants.quota,
      })
      .from(fgParticipants)
      .innerJoin(fgProjects, and(eq(fgProjects.id, fgParticipants.projectId), eq(fgProjects.brandId, scope.brandId)))
      .innerJoin(personas, and(eq(personas.id, fgParticipants.personaId), eq(personas.brandId, scope.brandId)))
      .where(and(eq(fgParticipants.brandId, scope.brandId), eq(fgParticipants.status, "recruited")))
      .orderBy(desc(fgProjects.createdAt), personas.name);
    const [flagged] = await tx.select({ n: count() }).from(personas).where(and(eq(personas.brandId, scope.brandId), eq(personas.status, "active"), eq(personas.flagged, true)));

    const byBrief = new Map<string | null, { segmentKey: string | null }[]>();
    for (const p of people) byBrief.set(p.briefId, [...(byBrief.get(p.briefId) ?? []), p]);
    const coverage: BriefCoverage[] = briefs.map((b) => {
      const of = byBrief.get(b.id) ?? [];
      return { briefId: b.id, name: b.name, total: of.length, segments: briefCoverage(b.segments, of) };
    });
    const orphans = byBrief.get(null) ?? [];
    if (orphans.length) coverage.push({ briefId: null, name: "Unknown Brief", total: orphans.length, segments: [{ key: null, name: "No brief", share: null, planned: 0, actual: orphans.length }] });

    const groups = new Map<string, PersonasDashboard["focusGroups"][number]>();
    for (const r of recruited) {
      const g = groups.get(r.projectId) ?? { projectId: r.projectId, projectName: r.projectName, status: r.status, participants: [] };
      g.participants.push({ personaId: r.personaId, name: r.name, quota: r.quota });
      groups.set(r.projectId, g);
    }
    return {
      briefs: briefs.length,
      personas: people.length,
      flagged: flagged?.n ?? 0,
      coverage,
      interviews: interviews.map((i) => ({ ...i, messages: Number(i.messages) })),
      focusGroups: [...groups.values()],
    };
  });
}
