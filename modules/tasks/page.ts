/**
 * What the task page does first: the brand named in the address (any brand the user can see, not
 * only the current one), the role's access to tasks, and the task in that brand. A brand the user
 * cannot see, a role without tasks, a malformed id and a task of another brand all answer the same
 * 404 — nothing tells them apart.
 */
import { cache } from "react";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth/session";
import { accessTo, isUuid, NotFoundError, scopeFor, type BrandScope } from "@/lib/brand-scope";
import { atLeast } from "@/lib/permissions";
import { getTaskPage } from "./queries";

export type OpenedTask = NonNullable<Awaited<ReturnType<typeof getTaskPage>>> & { scope: BrandScope; canEdit: boolean };

/** Cached per request: generateMetadata and the page share one read. */
export const openTaskPage = cache(async (brandId: string, taskId: string): Promise<OpenedTask> => {
  const user = await requireUser();
  if (!isUuid(brandId) || !isUuid(taskId)) notFound();
  let scope: BrandScope;
  try {
    scope = await scopeFor(user, brandId);
  } catch (e) {
    if (e instanceof NotFoundError) notFound();
    throw e;
  }
  const access = await accessTo(scope, "tasks");
  if (!atLeast(access, "view")) notFound();
  const data = await getTaskPage(scope, taskId);
  if (!data) notFound();
  return { ...data, scope, canEdit: atLeast(access, "edit") };
});
