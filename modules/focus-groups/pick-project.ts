/**
 * Which project /preparing-stimuli and /preparing-inputs show: `?project=<id>` when given, else the one last
 * picked for this brand (a cookie per brand, so two brands in two tabs keep their own), else the newest.
 * An id that is not one of the brand's projects is "not found", never a hint that it exists elsewhere.
 */
import { cookies } from "next/headers";
import type { BrandScope } from "@/lib/brand-scope";
import { projectOptions, type ProjectOption } from "./project-ref";

export const projectCookie = (brandId: string) => `fg-project-${brandId}`;

export type PickedProject = { projects: ProjectOption[]; project: ProjectOption | null; missing: boolean };

export async function pickProject(scope: BrandScope, param: string | string[] | undefined): Promise<PickedProject> {
  const projects = await projectOptions(scope);
  const asked = typeof param === "string" && param ? param : null;
  if (asked) {
    const project = projects.find((p) => p.id === asked) ?? null;
    return { projects, project, missing: !project };
  }
  const remembered = (await cookies()).get(projectCookie(scope.brandId))?.value;
  return { projects, project: projects.find((p) => p.id === remembered) ?? projects[0] ?? null, missing: false };
}
