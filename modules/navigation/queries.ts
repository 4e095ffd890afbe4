import { and, desc, eq } from "drizzle-orm";
import { personas, personasBriefs } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";

export type SidebarPersona = { id: string; name: string; briefName: string | null };

/** Spec §7: personas with their brief, by brand, newest first (the sidebar's Personas group). */
export async function listSidebarPersonas(scope: BrandScope): Promise<SidebarPersona[]> {
  return withScope(scope, (tx) =>
    tx
      .select({ id: personas.id, name: personas.name, briefName: personasBriefs.name })
      .from(personas)
      .leftJoin(personasBriefs, eq(personasBriefs.id, personas.briefId))
      .where(and(eq(personas.brandId, scope.brandId), eq(personas.status, "active")))
      .orderBy(desc(personas.createdAt), desc(personas.id)),
  );
}
