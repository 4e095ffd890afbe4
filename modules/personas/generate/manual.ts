/**
 * A persona written by hand (/personas without an engine, or by choice). The same consistency checks
 * as generation run on it; nothing regenerates, so error issues flag it and the page shows them.
 */
import type { PersonaProfile } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { checkPersona, hasErrors } from "../consistency";
import { getBriefSettings } from "../engine";
import { effectiveBrief, loadBrief } from "./start";
import { comparablePersonas, insertPersona } from "./store";

export async function createManualPersona(scope: BrandScope, input: { name: string; briefId: string | null; segmentKey?: string | null; profile: PersonaProfile }): Promise<{ id: string; flagged: boolean }> {
  const brief = input.briefId ? await loadBrief(scope, input.briefId) : null;
  const eff = brief ? effectiveBrief(brief, await getBriefSettings(scope)) : null;
  const segment = eff?.segments.find((s) => s.key === input.segmentKey) ?? null;
  return withScope(scope, async (tx) => {
    const others = await comparablePersonas(tx, scope, brief?.id ?? null);
    const consistency = checkPersona(
      { name: input.name, profile: input.profile },
      eff ? { ageMin: eff.ageMin, ageMax: eff.ageMax, b2b: eff.b2b, requiredAttributes: eff.requiredAttributes, segmentAttributes: segment?.attributes, segmentName: segment?.name } : null,
      others,
    );
    const flagged = hasErrors(consistency);
    const id = await insertPersona(tx, scope, {
      name: input.name,
      profile: input.profile,
      briefId: brief?.id ?? null,
      segmentKey: segment?.key ?? null,
      source: "manual",
      consistency,
      flagged,
      note: "Written by hand",
    });
    return { id, flagged };
  });
}
