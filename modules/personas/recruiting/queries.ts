/**
 * Who can be recruited and who is: the brand's personas as recruiting candidates, the segments its
 * briefs define, and the participants of each project (/recruiting-participants, /participants).
 */
import { and, asc, desc, eq } from "drizzle-orm";
import { fgParticipants, fgProjects, personas, personasBriefs, type FgProjectStatus } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { readProfile } from "@/modules/personas/profile";
import type { ProjectSeat, RecruitCandidate } from "./match";

export type SegmentOption = { key: string; name: string; briefId: string; briefName: string };
export type BriefOption = { id: string; name: string };

export async function listCandidates(scope: BrandScope): Promise<RecruitCandidate[]> {
  const rows = await withScope(scope, (tx) =>
    tx
      .select({
        id: personas.id,
        name: personas.name,
        briefId: personas.briefId,
        segmentKey: personas.segmentKey,
        source: personas.source,
        status: personas.status,
        flagged: personas.flagged,
        createdAt: personas.createdAt,
        profile: personas.profile,
      })
      .from(personas)
      .where(and(eq(personas.brandId, scope.brandId), eq(personas.status, "active")))
      .orderBy(asc(personas.createdAt), asc(personas.id)),
  );
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), profile: readProfile(r.profile) }));
}

export async function listBriefsAndSegments(scope: BrandScope): Promise<{ briefs: BriefOption[]; segments: SegmentOption[] }> {
  const rows = await withScope(scope, (tx) =>
    tx.select({ id: personasBriefs.id, name: personasBriefs.name, segments: personasBriefs.segments }).from(personasBriefs).where(eq(personasBriefs.brandId, scope.brandId)).orderBy(desc(personasBriefs.createdAt)),
  );
  const segments: SegmentOption[] = [];
  const seen = new Set<string>();
  for (const b of rows)
    for (const s of b.segments ?? []) {
      if (!s?.key || seen.has(s.key)) continue;
      seen.add(s.key);
      segments.push({ key: s.key, name: s.name || s.key, briefId: b.id, briefName: b.name });
    }
  return { briefs: rows.map((b) => ({ id: b.id, name: b.name })), segments };
}

/** Every persona that has a seat (recruited or dropped) in the project. */
export async function projectSeats(scope: BrandScope, projectId: string): Promise<ProjectSeat[]> {
  const rows = await withScope(scope, (tx) =>
    tx
      .select({ personaId: fgParticipants.personaId, status: fgParticipants.status, quota: fgParticipants.quota, segmentKey: personas.segmentKey })
      .from(fgParticipants)
      .innerJoin(personas, eq(personas.id, fgParticipants.personaId))
      .where(and(eq(fgParticipants.brandId, scope.brandId), eq(fgParticipants.projectId, projectId))),
  );
  return rows.map((r) => ({ ...r, status: r.status === "dropped" ? "dropped" : "recruited" }));
}

export type ParticipantRow = {
  id: string;
  personaId: string;
  personaName: string;
  segmentKey: string | null;
  quota: string | null;
  status: "recruited" | "dropped";
  flagged: boolean;
  occupation: string | null;
  createdAt: string;
};

export type ProjectParticipants = { projectId: string; projectName: string; projectStatus: FgProjectStatus; participants: ParticipantRow[] };

/** Projects that have participants, newest project first; recruited before dropped, then by name. */
export async function listParticipantsByProject(scope: BrandScope, opts: { projectId?: string } = {}): Promise<ProjectParticipants[]> {
  const conds = [eq(fgParticipants.brandId, scope.brandId)];
  if (opts.projectId) conds.push(eq(fgParticipants.projectId, opts.projectId));
  const rows = await withScope(scope, (tx) =>
    tx
      .select({
        id: fgParticipants.id,
        projectId: fgProjects.id,
        projectName: fgProjects.name,
        projectStatus: fgProjects.status,
        projectCreatedAt: fgProjects.createdAt,
        personaId: personas.id,
        personaName: personas.name,
        segmentKey: personas.segmentKey,
        flagged: personas.flagged,
        profile: personas.profile,
        quota: fgParticipants.quota,
        status: fgParticipants.status,
        createdAt: fgParticipants.createdAt,
      })
      .from(fgParticipants)
      .innerJoin(fgProjects, and(eq(fgProjects.id, fgParticipants.projectId), eq(fgProjects.brandId, fgParticipants.brandId)))
      .innerJoin(personas, and(eq(personas.id, fgParticipants.personaId), eq(personas.brandId, fgParticipants.brandId)))
      .where(and(...conds))
      .orderBy(desc(fgProjects.createdAt), asc(fgParticipants.status), asc(personas.name)),
  );
  const groups = new Map<string, ProjectParticipants>();
  for (const r of rows) {
    let g = groups.get(r.projectId);
    if (!g) groups.set(r.projectId, (g = { projectId: r.projectId, projectName: r.projectName, projectStatus: r.projectStatus, participants: [] }));
    g.participants.push({
      id: r.id,
      personaId: r.personaId,
      personaName: r.personaName,
      segmentKey: r.segmentKey,
      quota: r.quota,
      status: r.status === "dropped" ? "dropped" : "recruited",
      flagged: r.flagged,
      occupation: readProfile(r.profile).occupation,
      createdAt: r.createdAt.toISOString(),
    });
  }
  return [...groups.values()];
}
