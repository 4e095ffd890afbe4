import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth/session";
import { getCurrentBrandScope, isUuid, NotFoundError, requireBrand, scopeFor, type BrandScope } from "@/lib/brand-scope";
import { atLeast, type AccessLevel, type ModuleAccess } from "@/lib/permissions";
import { canOpen, type ModuleKey } from "@/lib/navigation/registry";
import { moduleAccess } from "./queries";

/**
 * The one page guard. The current brand's scope — or, with `brandId`, the scope of that brand (a
 * link into a brand other than the current one, e.g. /tasks/{brandId}/{taskId}) — when its role has
 * at least `need` on `module`; otherwise the 404 page: a module a role cannot open does not exist for
 * it, and a brand the user cannot see answers exactly like one that does not exist. `canEdit` lets
 * the page render read-only; `modules` is the role's whole access map (links into other modules).
 */
export async function requireModule(
  module: ModuleKey,
  { need = "view", brandId }: { need?: AccessLevel; brandId?: string } = {},
): Promise<{ scope: BrandScope; access: AccessLevel; canEdit: boolean; modules: ModuleAccess }> {
  let scope: BrandScope;
  if (brandId === undefined) scope = await requireBrand();
  else {
    const user = await requireUser();
    if (!isUuid(brandId)) notFound();
    try {
      scope = await scopeFor(user, brandId);
    } catch (e) {
      if (e instanceof NotFoundError) notFound();
      throw e;
    }
  }
  const modules = await moduleAccess(scope);
  const access = modules[module];
  if (!atLeast(access, "view") || !atLeast(access, need)) notFound();
  return { scope, access, canEdit: atLeast(access, "edit"), modules };
}

/** The current brand's access per module; null without a current brand (nothing to gate yet). */
async function currentModuleAccess(): Promise<ModuleAccess | null> {
  const scope = await getCurrentBrandScope();
  return scope ? moduleAccess(scope) : null;
}

/**
 * The one "no access" outcome for any page: the 404 page, as for a page that does not exist (with
 * status 404 when the shell layout asks first, as it does on every full page load).
 */
export async function assertCanOpen(path: string): Promise<void> {
  if (!canOpen(await currentModuleAccess(), path)) notFound();
}
