/**
 * The brand-term wall: an agency never bids one client against another. Every other brand in the same market
 * (ppc_settings.market, else brands.country) offers its brand terms — its name, the name variants of its SEO
 * settings, and its keywords the branded classifier marked 'branded' — as negatives to this brand, and a search
 * term that shows this brand paying for another brand's name raises a warning.
 *
 * Privacy: "another brand's data is never visible, not even its existence". Only brands the signed-in user can
 * open themselves take part (app.accessible_brand_ids(), and RLS below it): a brand of the agency the user has no
 * access to is never named and its terms are never offered — the wall is only as wide as the user's own access.
 */
import { sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { ActionError } from "@/lib/action";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { keywordKey } from "@/modules/seo/keyword-text";
import { negativeBlocks, type Negative } from "../negatives/match";
import { appliedNegatives, positiveKeywords } from "../negatives/queries";
import { addNegativesTx } from "../negatives/store";
import { pgTextArray } from "@/lib/pg-array";

/** Branded keywords offered per other brand, highest volume first: enough to wall off, few enough to read. */
const BRANDED_PER_BRAND = 50;

export type WallTerm = Negative & { source: "name" | "variant" | "branded"; blocksOwn: boolean };
export type WallOffer = { brandId: string; brandName: string; market: string; terms: WallTerm[]; alreadyNegative: number };
export type WallState = { enabled: boolean; market: string | null; offers: WallOffer[] };

async function brandMarket(tx: Tx, scope: BrandScope): Promise<{ enabled: boolean; market: string | null; ownName: string }> {
  const [row] = await tx.execute<{ enabled: boolean | null; market: string | null; name: string }>(sql`
    select s.brand_wall as enabled, upper(nullif(btrim(coalesce(s.market, b.country)), '')) as market, b.name
    from brands b left join ppc_settings s on s.brand_id = b.id where b.id = ${scope.brandId}::uuid`);
  return { enabled: row?.enabled ?? true, market: row?.market ?? null, ownName: row?.name ?? "" };
}

type OtherBrand = { id: string; name: string; market: string; variants: string[] };

/** The user's other accessible brands in the market. Never a brand the user cannot open themselves. */
async function otherBrands(tx: Tx, scope: BrandScope, market: string): Promise<OtherBrand[]> {
  const rows = await tx.execute<{ id: string; name: string; market: string; variants: string[] | null }>(sql`
    select b.id, b.name, upper(btrim(coalesce(s.market, b.country))) as market, ss.brand_name_variants as variants
    from brands b
    left join ppc_settings s on s.brand_id = b.id
    left join seo_settings ss on ss.brand_id = b.id
    where b.id <> ${scope.brandId}::uuid
      and b.id in (select app.accessible_brand_ids())
      and upper(btrim(coalesce(s.market, b.country))) = ${market}
    order by lower(b.name)`);
  return rows.map((r) => ({ id: r.id, name: r.name, market: r.market, variants: r.variants ?? [] }));
}

async function termsOf(tx: Tx, brands: readonly OtherBrand[]): Promise<Map<string, Omit<WallTerm, "blocksOwn">[]>> {
  const out = new Map<string, Omit<WallTerm, "blocksOwn">[]>();
  if (!brands.length) return out;
  const ids = `{${brands.map((b) => b.id).join(",")}}`;
  const branded = await tx.execute<{ brand_id: string; keyword: string }>(sql`
    select brand_id, keyword from (
      select k.brand_id, k.keyword, row_number() over (partition by k.brand_id order by k.volume desc nulls last, k.keyword_key) as n
      from seo_keywords k
      where k.brand_id = any(${ids}::uuid[]) and coalesce(k.brand_class_override, k.brand_class) = 'branded'
    ) x where n <= ${BRANDED_PER_BRAND}`);
  for (const b of brands) {
    const seen = new Set<string>();
    const terms: Omit<WallTerm, "blocksOwn">[] = [];
    const push = (text: string, matchType: Negative["matchType"], source: WallTerm["source"]) => {
      const key = keywordKey(text);
      if (!key || seen.has(key) || key.length > 80) return;
      seen.add(key);
      terms.push({ text: text.trim(), matchType, source });
    };
    // Names as phrase: they block every search containing the name; branded searches as exact, on top.
    push(b.name, "phrase", "name");
    for (const v of b.variants) push(v, "phrase", "variant");
    for (const k of branded) if (k.brand_id === b.id) push(k.keyword, "exact", "branded");
    out.set(b.id, terms);
  }
  return out;
}

export async function brandWallOffers(scope: BrandScope): Promise<WallState> {
  return withScope(scope, (tx) => wallOffersTx(tx, scope));
}

async function wallOffersTx(tx: Tx, scope: BrandScope): Promise<WallState> {
  const { enabled, market, ownName } = await brandMarket(tx, scope);
  if (!enabled || !market) return { enabled, market, offers: [] };
  const brands = await otherBrands(tx, scope, market);
  const terms = await termsOf(tx, brands);
  const have = new Set((await appliedNegatives(tx, scope)).map((n) => `${n.matchType}:${keywordKey(n.text)}`));
  // A term that would block this brand's own name or paid keywords (two clients sharing a word) is flagged, not hidden.
  const own = [{ text: ownName }, ...(await positiveKeywords(tx, scope))];
  const offers = brands.map((b) => {
    const all = terms.get(b.id) ?? [];
    const open = all.filter((t) => !have.has(`${t.matchType}:${keywordKey(t.text)}`));
    return {
      brandId: b.id,
      brandName: b.name,
      market: b.market,
      alreadyNegative: all.length - open.length,
      terms: open.map((t) => ({ ...t, blocksOwn: own.some((o) => negativeBlocks(t, o.text)) })),
    };
  });
  return { enabled, market, offers };
}

/** Adds the offered terms of the chosen brands (those that do not block the brand's own terms) to "Brand negatives". */
export async function addWallNegatives(scope: BrandScope, brandIds: readonly string[]): Promise<{ added: number; skipped: number; listId: string | null }> {
  return withScope(scope, async (tx) => {
    const state = await wallOffersTx(tx, scope);
    if (!state.enabled) throw new ActionError("The brand-term wall is off in the performance marketing settings.");
    if (!state.market) throw new ActionError("Set the brand's market (or its country) first: the wall offers brands of the same market.");
    const chosen = state.offers.filter((o) => brandIds.includes(o.brandId));
    // An id that is not an offered brand is "not found" like any other brand the user cannot see.
    if (chosen.length !== new Set(brandIds).size) throw new ActionError("Not found. It may have been deleted, or you no longer have access to it.");
    const entries = chosen.flatMap((o) => o.terms.filter((t) => !t.blocksOwn).map((t) => ({ text: t.text, matchType: t.matchType, origin: "brand_wall" as const })));
    if (!entries.length) return { added: 0, skipped: 0, listId: null };
    const res = await addNegativesTx(tx, scope, { entries });
    return { added: res.added, skipped: res.skipped, listId: res.listId };
  });
}

export type WallWarning = { brandId: string; brandName: string; term: string; matched: string; cost: number; clicks: number };

/**
 * Search terms this brand paid for that name another accessible brand of its market (its name or a name variant,
 * as phrase): the clients are bidding against each other. Highest cost first.
 */
export async function brandWallWarnings(scope: BrandScope, opts: { range?: { from: string; to: string }; limit?: number } = {}): Promise<WallWarning[]> {
  const limit = opts.limit ?? 20;
  return withScope(scope, async (tx) => {
    const { enabled, market } = await brandMarket(tx, scope);
    if (!enabled || !market) return [];
    const brands = await otherBrands(tx, scope, market);
    if (!brands.length) return [];
    const names: { brandId: string; brandName: string; key: string }[] = [];
    for (const b of brands) {
      for (const n of new Set([b.name, ...b.variants].map(keywordKey).filter(Boolean))) names.push({ brandId: b.id, brandName: b.name, key: n });
    }
    const keys = pgTextArray(names.map((n) => n.key));
    // A name's own % or _ is a character, not a LIKE wildcard.
    const patterns = pgTextArray(names.map((n) => `% ${n.key.replace(/[\\%_]/g, "\\$&")} %`));
    const rows = await tx.execute<{ term: string; name: string; cost: string; clicks: number }>(sql`
      select t.term_key as term, n.name, sum(t.cost)::text as cost, sum(t.clicks)::int as clicks
      from ppc_search_terms t
      join unnest(${keys}::text[], ${patterns}::text[]) as n(name, pattern) on (' ' || t.term_key || ' ') like n.pattern
      where t.brand_id = ${scope.brandId}::uuid
        ${opts.range ? sql`and t.period_to >= ${opts.range.from}::date and t.period_from <= ${opts.range.to}::date` : sql``}
      group by t.term_key, n.name
      having sum(t.cost) > 0 or sum(t.clicks) > 0
      order by sum(t.cost) desc, t.term_key
      limit ${limit}`);
    return rows.map((r) => {
      const who = names.find((n) => n.key === r.name)!;
      return { brandId: who.brandId, brandName: who.brandName, term: r.term, matched: r.name, cost: Number(r.cost), clicks: Number(r.clicks) };
    });
  });
}
