import { and, eq, inArray } from "drizzle-orm";
import { fgParticipants, fgProjects, personas, personasBriefs } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { NotFoundError, assertInBrand, withScope, type BrandScope } from "@/lib/brand-scope";
import { fillQuotas, type Quota, type QuotaOutcome, type RecruitCriteria } from "./match";
import { listBriefsAndSegments, listCandidates, projectSeats } from "./queries";

async function assertProject(scope: BrandScope, projectId: string): Promise<void> {
  await withScope(scope, (tx) => assertInBrand(tx, scope, fgProjects, [projectId]));
}

/**
 * "Recruit": fills the quotas from matching personas not yet in the project. The unique index on
 * (project, persona) makes a concurrent recruit of the same persona a no-op rather than a duplicate.
 */
export async function recruitByQuotas(scope: BrandScope, projectId: string, criteria: RecruitCriteria, quotas: Quota[]): Promise<{ added: number; outcomes: QuotaOutcome[] }> {
  await assertProject(scope, projectId);
  if (criteria.briefId) await withScope(scope, (tx) => assertInBrand(tx, scope, personasBriefs, [criteria.briefId]));
  const [candidates, seats, { segments }] = await Promise.all([listCandidates(scope), projectSeats(scope, projectId), listBriefsAndSegments(scope)]);
  const names = Object.fromEntries(segments.map((s) => [s.key, s.name]));
  const { picks, outcomes } = fillQuotas(candidates, criteria, quotas, seats, names);
  let added = 0;
  if (picks.length) {
    const rows = await withScope(scope, (tx) =>
      tx
        .insert(fgParticipants)
        .values(picks.map((p) => ({ brandId: scope.brandId, projectId, personaId: p.personaId, quota: p.quota, recruitedBy: scope.userId })))
        .onConflictDoNothing()
        .returning({ id: fgParticipants.id }),
    );
    added = rows.length;
  }
  return { added, outcomes };
}

/** Manual pick: recruits the chosen personas; one dropped earlier is recruited again. */
export async function addParticipants(scope: BrandScope, projectId: string, personaIds: string[]): Promise<{ added: number; readded: number; already: number }> {
  const ids = [...new Set(personaIds)];
  return withScope(scope, async (tx) => {
    await assertInBrand(tx, scope, fgProjects, [projectId]);
    await assertInBrand(tx, scope, personas, ids);
    const archived = await tx.select({ name: personas.name }).from(personas).where(and(eq(personas.brandId, scope.brandId), inArray(personas.id, ids), eq(personas.status, "archived")));
    if (archived.length) throw new ActionError(`${archived.map((a) => a.name).join(", ")} ${archived.length === 1 ? "is" : "are"} archived. Restore ${archived.length === 1 ? "it" : "them"} on My Personas to recruit.`);
    const existing = await tx
      .select({ personaId: fgParticipants.personaId, status: fgParticipants.status })
      .from(fgParticipants)
      .where(and(eq(fgParticipants.brandId, scope.brandId), eq(fgParticipants.projectId, projectId), inArray(fgParticipants.personaId, ids)));
    const had = new Map(existing.map((e) => [e.personaId, e.status]));
    const dropped = ids.filter((id) => had.get(id) === "dropped");
    if (dropped.length) await tx.update(fgParticipants).set({ status: "recruited" }).where(and(eq(fgParticipants.brandId, scope.brandId), eq(fgParticipants.projectId, projectId), inArray(fgParticipants.personaId, dropped)));
    const fresh = ids.filter((id) => !had.has(id));
    const inserted = fresh.length
      ? await tx
          .insert(fgParticipants)
          .values(fresh.map((personaId) => ({ brandId: scope.brandId, projectId, personaId, quota: null, recruitedBy: scope.userId })))
          .onConflictDoNothing()
          .returning({ id: fgParticipants.id })
      : [];
    return { added: inserted.length, readded: dropped.length, already: ids.length - fresh.length - dropped.length };
  });
}

export async function setParticipantStatus(scope: BrandScope, participantId: string, status: "recruited" | "dropped"): Promise<{ id: string; status: "recruited" | "dropped" }> {
  return withScope(scope, async (tx) => {
    const rows = await tx.update(fgParticipants).set({ status }).where(and(eq(fgParticipants.id, participantId), eq(fgParticipants.brandId, scope.brandId))).returning({ id: fgParticipants.id });
    if (!rows.length) throw new NotFoundError();
    return { id: participantId, status };
  });
}
