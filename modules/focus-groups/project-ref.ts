/**
 * The project picker of /preparing-stimuli and /preparing-inputs (the projects module's options), and the check,
 * inside a caller's transaction, that a project is the brand's before its stimuli or guide are touched.
 */
import { and, eq } from "drizzle-orm";
import { fgProjects } from "@/db/schema";
import type { Tx } from "@/db/client";
import { NotFoundError, type BrandScope } from "@/lib/brand-scope";
import { listProjectOptions, type FgProjectOption } from "./projects/queries";

export type ProjectOption = FgProjectOption;

export function projectOptions(scope: BrandScope): Promise<ProjectOption[]> {
  return listProjectOptions(scope);
}

/** Throws NotFoundError when the project does not exist or is another brand's: the caller never learns which. */
export async function requireProjectInBrand(tx: Tx, scope: BrandScope, projectId: string): Promise<void> {
  const [row] = await tx.select({ id: fgProjects.id }).from(fgProjects).where(and(eq(fgProjects.id, projectId), eq(fgProjects.brandId, scope.brandId)));
  if (!row) throw new NotFoundError("Project not found");
}
