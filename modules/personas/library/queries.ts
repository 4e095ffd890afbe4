import { desc, eq } from "drizzle-orm";
import { personasBriefs, type BriefSegment, type PersonaProfile } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { listPersonaRecords } from "../card/store";
import { listLibraryItems, type LibraryItemView } from "./agency";

/** A persona as the /my-personas list needs it (plain data for the client island). */
export type PersonaListItem = {
  id: string;
  name: string;
  briefId: string | null;
  briefName: string | null;
  segmentKey: string | null;
  segment: string | null;
  source: string;
  status: "active" | "archived";
  flagged: boolean;
  version: number;
  createdAt: string;
  profile: PersonaProfile;
};

export type BriefOption = { id: string; name: string; segments: Pick<BriefSegment, "key" | "name">[]; libraryVersion: number | null };

async function briefOptions(scope: BrandScope): Promise<BriefOption[]> {
  const rows = await withScope(scope, (tx) =>
    tx
      .select({ id: personasBriefs.id, name: personasBriefs.name, segments: personasBriefs.segments, libraryVersion: personasBriefs.libraryVersion })
      .from(personasBriefs)
      .where(eq(personasBriefs.brandId, scope.brandId))
      .orderBy(desc(personasBriefs.createdAt)),
  );
  return rows.map((b) => ({ id: b.id, name: b.name, segments: (b.segments ?? []).map((s) => ({ key: s.key, name: s.name })), libraryVersion: b.libraryVersion }));
}

export async function myPersonasPage(scope: BrandScope): Promise<{ personas: PersonaListItem[]; briefs: BriefOption[] }> {
  const [records, briefs] = await Promise.all([listPersonaRecords(scope), briefOptions(scope)]);
  return {
    personas: records.map((p) => ({
      id: p.id,
      name: p.name,
      briefId: p.briefId,
      briefName: p.briefName,
      segmentKey: p.segmentKey,
      segment: p.segmentName ?? p.segmentKey,
      source: p.source,
      status: p.status,
      flagged: p.flagged,
      version: p.version,
      createdAt: p.createdAt.toISOString(),
      profile: p.profile,
    })),
    briefs,
  };
}

export async function libraryTab(scope: BrandScope): Promise<{ items: LibraryItemView[]; briefs: BriefOption[] }> {
  const [items, briefs] = await Promise.all([listLibraryItems(scope), briefOptions(scope)]);
  return { items, briefs };
}
