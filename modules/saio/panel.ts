/**
 * The agency's industry panel: brands of one owner (the agency account) that share an industry and
 * opted in. A panel run asks its unbranded prompts once and every panel brand gets the answers
 * scored against its own tracked brands, with the cost split between them.
 *
 * Membership is read as the system (it spans brands); what a person is shown of it goes through
 * their own RLS: the names of panel brands they can see, nothing of the others.
 */
import { inArray, sql } from "drizzle-orm";
import { asSystem } from "@/lib/system";
import { brands } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";

type PanelPeer = { brandId: string; optedBy: string | null };

/**
 * The other opted-in brands of `brandId`'s panel; empty when the brand itself has not opted in
 * (unless `evenIfOut`: what the panel would be, for the settings page).
 */
export async function panelPeers(brandId: string, evenIfOut = false): Promise<PanelPeer[]> {
  const rows = await asSystem("SAIO industry panel: membership spans brands", (db) =>
    db.execute<{ brand_id: string; opted_by: string | null }>(sql`
    select b2.id as brand_id, s2.panel_opted_by as opted_by
    from brands b1
    left join saio_settings s1 on s1.brand_id = b1.id
    join brands b2 on b2.user_id = b1.user_id and b2.id <> b1.id
      and lower(btrim(coalesce(b2.industry, ''))) = lower(btrim(coalesce(b1.industry, '')))
    join saio_settings s2 on s2.brand_id = b2.id and s2.panel_opt_in
    where b1.id = ${brandId}::uuid and btrim(coalesce(b1.industry, '')) <> '' and (${evenIfOut} or coalesce(s1.panel_opt_in, false))
    order by b2.created_at`),
  );
  return rows.map((r) => ({ brandId: r.brand_id, optedBy: r.opted_by }));
}

/** Only brands the person can see are named; others are not counted either (their existence is theirs). */
export type PanelSummary = { industry: string | null; optedIn: boolean; visible: { id: string; name: string }[] };

export async function getPanelSummary(scope: BrandScope, optedIn: boolean, industry: string | null): Promise<PanelSummary> {
  const peers = industry?.trim() ? await panelPeers(scope.brandId, true) : [];
  const visible = peers.length
    ? await withScope(scope, (tx) =>
        tx
          .select({ id: brands.id, name: brands.name })
          .from(brands)
          .where(inArray(brands.id, peers.map((p) => p.brandId))),
      )
    : [];
  return { industry, optedIn, visible };
}
