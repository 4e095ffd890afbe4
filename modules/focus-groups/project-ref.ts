/**
 * The project picker of /preparing-stimuli and /preparing-inputs, and the check that a project is the brand's.
 * Reads fg_projects directly until the projects module's listProjectOptions is merged (then this delegates).
 */
import { and, desc, eq } from "drizzle-orm";
import { fgProjects, type FgProjectStatus } from "@/db/schema";
import type { Tx } from "@/db/client";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";

export type ProjectOption = { id: string; name: string; status: FgProjectStatus };

export async function projectOptions(scope: BrandScope): Promise<ProjectOption[]> {
  return withScope(scope, (tx) =>
    tx.select({ id: fgProjects.id, name: fgProjects.name, status: fgProjects.status }).from(fgProjects).where(eq(fgProjects.brandId, scope.brandId)).orderBy(desc(fgProjects.createdAt)),
  );
}

/** Throws NotFoundError when the project does not exist or is another brand's: the caller never learns which. */
export async function requireProjectInBrand(tx: Tx, scope: BrandScope, projectId: string): Promise<void> {
  const [row] = await tx.select({ id: fgProjects.id }).from(fgProjects).where(and(eq(fgProjects.id, projectId), eq(fgProjects.brandId, scope.brandId)));
  if (!row) throw new NotFoundError("Project not found");
}
