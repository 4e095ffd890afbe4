/**
 * What the task page does first: the brand named in the address (any brand the user can see, not
 * only the current one), the role's access to tasks, and the task in that brand. A brand the user
 * cannot see, a role without tasks, a malformed id and a task of another brand all answer the same
 * 404 — nothing tells them apart.
 */
import { cache } from "react";
import { notFound } from "next/navigation";
import { isUuid, type BrandScope } from "@/lib/brand-scope";
import { requireModule } from "@/modules/roles/guard";
import { getTaskPage } from "./queries";

type OpenedTask = NonNullable<Awaited<ReturnType<typeof getTaskPage>>> & { scope: BrandScope; canEdit: boolean };

/** Cached per request: generateMetadata and the page share one read. */
export const openTaskPage = cache(async (brandId: string, taskId: string): Promise<OpenedTask> => {
  if (!isUuid(taskId)) notFound();
  const { scope, canEdit } = await requireModule("tasks", { brandId });
  const data = await getTaskPage(scope, taskId);
  if (!data) notFound();
  return { ...data, scope, canEdit };
});
