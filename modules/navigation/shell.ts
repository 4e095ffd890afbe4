/**
 * What the signed-in shell reads on every request — the current brand, the brand list, the
 * sidebar's personas and whether the brand has sample data — as ONE batch of reads (lib/brand-scope withCurrentBrand / readsAs: one
 * transaction, one round trip) instead of a transaction per read.
 *
 * The personas are those of the saved current brand, read in the same batch through the same
 * current_navigation row the scope is minted from (same snapshot), under RLS like every read; they
 * are kept only when that scope's role may view personas. A stale selection mints no scope, so its
 * rows are dropped.
 */
import { sql } from "drizzle-orm";
import { personas as personasTable, personasBriefs } from "@/db/schema";
import type { AuthUser } from "@/lib/auth/types";
import { withCurrentBrand, type BrandScope, type ReadBatch } from "@/lib/brand-scope";
import { mayView, type ModuleAccess } from "@/lib/permissions";
import { listBrands, listBrandsIn, type BrandListItem } from "@/modules/brands/queries";
import { moduleAccess } from "@/modules/roles/queries";
import { currentBrandHasSampleRows, sampleDataState, type SampleDataState } from "@/modules/sample-data/queries";
import type { SidebarPersona } from "./queries";

type ShellData = {
  scope: BrandScope | null;
  /** null: the list could not be loaded (the shell shows the brands load error). */
  brands: BrandListItem[] | null;
  personas: SidebarPersona[];
  /** The role's access per module in the current brand; null without one. Gates navigation and the page. */
  access: ModuleAccess | null;
  /** The sample-data banner's state for the current brand; null without one or when it could not be read. */
  sample: SampleDataState | null;
};

/** Spec §7's sidebar personas (with their brief, newest first) of the user's saved current brand. */
function currentBrandPersonas(batch: ReadBatch, user: Pick<AuthUser, "id">) {
  const p = personasTable;
  return batch.execute<SidebarPersona>(sql`
    select ${p.id} as "id", ${p.name} as "name", ${personasBriefs.name} as "briefName"
    from ${p} left join ${personasBriefs} on ${personasBriefs.id} = ${p.briefId}
    where ${p.brandId} = (select cn.brand_id from current_navigation cn where cn.user_id = ${user.id}::uuid) and ${p.status} = 'active'
    order by ${p.createdAt} desc, ${p.id} desc`);
}

export async function getShellData(user: Pick<AuthUser, "id" | "claims">): Promise<ShellData> {
  const { scope, reads } = await withCurrentBrand(user, (b) => ({
    brands: listBrandsIn(b, user),
    personas: currentBrandPersonas(b, user),
    sample: currentBrandHasSampleRows(b, user),
  }));
  let loaded: { brands: BrandListItem[]; personas: readonly SidebarPersona[]; sample?: boolean } | null = null;
  try {
    loaded = await reads;
  } catch (batchError) {
    // The current brand was looked up on its own (withCurrentBrand). Which read failed decides the
    // spec §8 outcome: the brand list alone again, else the brands load error; personas become empty.
    try {
      loaded = { brands: await listBrands(user), personas: [] };
      console.error("Failed to load personas", batchError);
    } catch (e) {
      console.error("Failed to fetch brands", e);
    }
  }
  const access = scope ? await moduleAccess(scope) : null;
  const personas = access && loaded && mayView(access, "personas") ? [...loaded.personas] : [];
  const sample = scope && loaded?.sample !== undefined ? await sampleDataState(scope, loaded.sample) : null;
  return { scope, brands: loaded?.brands ?? null, personas, access, sample };
}
