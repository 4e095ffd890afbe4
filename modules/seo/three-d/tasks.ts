/**
 * "Create task" from a 3D finding. The finding is recomputed here from the saved analysis, so a task
 * can only quote what the brand's own data shows (the client sends the finding's key, not its text).
 */
import { ActionError } from "@/lib/action";
import { assertAccess, NotFoundError, type BrandScope } from "@/lib/brand-scope";
import { createTask, type CreatedTask } from "@/modules/tasks/create";
import { FINDING_LABELS } from "./findings";
import { build3dMatrix } from "./matrix";
import { get3dAnalysis } from "./queries";

export async function create3dFindingTask(scope: BrandScope, id: string, findingKey: string): Promise<CreatedTask> {
  // The action checks task access; reading the analysis needs SEO access too.
  await assertAccess(scope, "seo", "view");
  const a = await get3dAnalysis(scope, id);
  if (!a) throw new NotFoundError();
  const { findings } = await build3dMatrix(scope, a);
  const f = findings.find((x) => x.key === findingKey);
  if (!f) throw new ActionError("This finding is no longer in the analysis (its figures or pairs changed). Reload the matrix.");
  return createTask(scope, {
    title: `${FINDING_LABELS[f.kind]}: ${f.title}`.slice(0, 250),
    description: `${f.detail}\n\nFrom the 3D analysis "${a.name}" (last ${a.periodDays} days of Search Console data).`,
    assignedTo: null,
    sprintId: null,
    sourceType: "seo_3d_analysis",
    sourceData: { analysis_id: a.id, analysis_name: a.name, finding: f.kind, finding_key: f.key, cells: f.cells.slice(0, 20) },
  });
}
