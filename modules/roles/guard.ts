import { notFound } from "next/navigation";
import { accessTo, requireBrand, type BrandScope } from "@/lib/brand-scope";
import { atLeast, type AccessLevel } from "@/lib/permissions";
import type { ModuleKey } from "@/lib/navigation/registry";

/**
 * For pages: the current brand's scope when its role may at least view `module`, else the 404
 * page — a module a role cannot view does not exist for it. `access` lets the page render
 * read-only for roles that may only view.
 */
export async function requireModule(module: ModuleKey): Promise<{ scope: BrandScope; access: AccessLevel; canEdit: boolean }> {
  const scope = await requireBrand();
  const access = await accessTo(scope, module);
  if (!atLeast(access, "view")) notFound();
  return { scope, access, canEdit: atLeast(access, "edit") };
}
