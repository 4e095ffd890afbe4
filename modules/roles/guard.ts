import { notFound } from "next/navigation";
import { getCurrentBrandScope, requireBrand, type BrandScope } from "@/lib/brand-scope";
import { atLeast, type AccessLevel, type ModuleAccess } from "@/lib/permissions";
import { canOpen, type ModuleKey } from "@/lib/navigation/registry";
import { moduleAccess } from "./queries";

/**
 * For pages: the current brand's scope when its role may at least view `module`, else the 404
 * page — a module a role cannot view does not exist for it. `access` lets the page render
 * read-only for roles that may only view.
 */
export async function requireModule(module: ModuleKey): Promise<{ scope: BrandScope; access: AccessLevel; canEdit: boolean }> {
  const scope = await requireBrand();
  const access = (await moduleAccess(scope))[module];
  if (!atLeast(access, "view")) notFound();
  return { scope, access, canEdit: atLeast(access, "edit") };
}

/** The current brand's access per module; null without a current brand (nothing to gate yet). */
export async function currentModuleAccess(): Promise<ModuleAccess | null> {
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
