import { eq } from "drizzle-orm";
import { brands } from "@/db/schema";
import { accessTo, backgroundUser, NotFoundError, scopeFor, type BrandScope } from "@/lib/brand-scope";
import { asSystem } from "@/lib/system";
import { atLeast, type AccessLevel } from "@/lib/permissions";
import type { ModuleKey } from "@/lib/navigation/registry";

/**
 * Whom background work acts as: the person who set it up while they may still `need` the module
 * in the brand, else the brand's owner (who always may). Acting as a real user keeps a job inside
 * the same walls as a person — RLS on every statement, the module's permission checks — and gives
 * what it creates an author. Null when neither may (the work is skipped and says so).
 */
export async function actingScope(brandId: string, createdBy: string | null, module: ModuleKey, need: AccessLevel = "edit"): Promise<BrandScope | null> {
  const [brand] = await asSystem("background work: find the brand owner to act as", (db) =>
    db.select({ ownerId: brands.userId }).from(brands).where(eq(brands.id, brandId)),
  );
  for (const userId of [...new Set([createdBy, brand?.ownerId].filter((v): v is string => !!v))]) {
    try {
      const scope = await scopeFor(await backgroundUser(userId), brandId);
      if (atLeast(await accessTo(scope, module), need)) return scope;
    } catch (e) {
      if (!(e instanceof NotFoundError)) throw e;
    }
  }
  return null;
}
