/**
 * Storing a persona the way every producer does it (generation, the hand-written form, import): the
 * persona row and its first persona_versions row in the caller's transaction, so a persona never
 * exists without its version 1.
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { personas, personaVersions, type PersonaConsistency, type PersonaGeneration, type PersonaProfile } from "@/db/schema";
import type { BrandScope } from "@/lib/brand-scope";
import { personaTokens, type ComparablePersona } from "../consistency";
import { readProfile } from "../profile";

export type NewPersona = {
  name: string;
  profile: PersonaProfile;
  briefId: string | null;
  segmentKey: string | null;
  source: "generated" | "manual" | "import";
  runId?: string | null;
  consistency?: PersonaConsistency | null;
  flagged?: boolean;
  generation?: PersonaGeneration;
  note: string;
};

export async function insertPersona(tx: Tx, scope: BrandScope, p: NewPersona): Promise<string> {
  const [row] = await tx
    .insert(personas)
    .values({
      brandId: scope.brandId,
      briefId: p.briefId,
      name: p.name,
      profile: p.profile,
      segmentKey: p.segmentKey,
      source: p.source,
      runId: p.runId ?? null,
      consistency: p.consistency ?? null,
      flagged: p.flagged ?? false,
      generation: p.generation ?? {},
      createdBy: scope.userId,
    })
    .returning({ id: personas.id });
  await tx.insert(personaVersions).values({ brandId: scope.brandId, personaId: row!.id, version: 1, name: p.name, profile: p.profile, note: p.note, changedBy: scope.userId });
  return row!.id;
}

/** Candidates read for the near-duplicate check: the most recent ones, so the check stays one bounded read. */
const COMPARED = 2000;

/** The brand's active personas of one brief (or without a brief), as the near-duplicate check compares them. */
export async function comparablePersonas(tx: Tx, scope: BrandScope, briefId: string | null): Promise<ComparablePersona[]> {
  const rows = await tx
    .select({ id: personas.id, name: personas.name, profile: personas.profile })
    .from(personas)
    .where(and(eq(personas.brandId, scope.brandId), eq(personas.status, "active"), briefId ? eq(personas.briefId, briefId) : isNull(personas.briefId)))
    .orderBy(desc(personas.createdAt))
    .limit(COMPARED);
  return rows.map((r) => ({ id: r.id, name: r.name, tokens: personaTokens({ name: r.name, profile: readProfile(r.profile) }) }));
}
