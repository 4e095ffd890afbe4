/**
 * Plugs custom roles into lib/brand-scope's access checks. Idempotent; every entry point that
 * checks access (the roles queries, this module's guard, the actions of the brand modules) calls
 * ensureRoleResolver() so a server process never answers "none" for a custom role only because
 * nothing had imported this module yet.
 */
import { setCustomRoleResolver, type BrandScope } from "@/lib/brand-scope";
import type { AccessLevel } from "@/lib/permissions";

let registered = false;

export function ensureRoleResolver(): void {
  if (registered) return;
  registered = true;
  setCustomRoleResolver(async (scope: BrandScope, module: string): Promise<AccessLevel> => {
    // Imported lazily: queries.ts imports this file.
    const { customRoleAccess } = await import("./queries");
    return customRoleAccess(scope, module);
  });
}

ensureRoleResolver();
