/**
 * The brand-term wall (issue #23): two brands of one user in the same market are offered each other's brand terms
 * as negatives and warned when a search term shows one paying for the other's name; a brand of another user, a
 * brand in another market and a brand with the wall switched off are never named.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { brands, ppcSearchTerms, ppcSettings, seoKeywords, seoSettings } from "@/db/schema";
import { scopeFor, withScope } from "@/lib/brand-scope";
import { upsertKeywords } from "@/modules/seo/queries/keywords";
import { selectBrand } from "../helpers/brand-context";
import { createBrand, createUser } from "../helpers/factories";
import { actAs } from "../helpers/session";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const { addWallNegativesAction } = await import("@/modules/ppc/wall/actions");
const { brandWallOffers, brandWallWarnings } = await import("@/modules/ppc/wall/queries");
const { getNegativeList, listNegativeLists } = await import("@/modules/ppc/negatives/queries");

beforeEach(() => actAs(null));

async function brandOf(owner: Awaited<ReturnType<typeof createUser>>, name: string, country: string | null, market?: string) {
  const brand = await createBrand(owner, name);
  await getDb().update(brands).set({ country }).where(eq(brands.id, brand.id));
  if (market) await getDb().insert(ppcSettings).values({ brandId: brand.id, market });
  return { brand, scope: await scopeFor(owner, brand.id) };
}

async function brandedKeyword(scope: Awaited<ReturnType<typeof scopeFor>>, keyword: string, volume: number) {
  await withScope(scope, async (tx) => {
    const { ids } = await upsertKeywords(tx, scope, [{ keyword }], "manual");
    await tx.update(seoKeywords).set({ brandClass: "branded", volume }).where(eq(seoKeywords.id, [...ids.values()][0]!));
  });
}

describe("brand-term wall", () => {
  it("offers the user's other brands of the market their terms, adds them as negatives, and warns on paid search terms naming them", async () => {
    const owner = await createUser();
    const roast = await brandOf(owner, "Roastery North", "DE");
    const bean = await brandOf(owner, "Bean Bros", "US", "de"); // market from ppc settings wins over country
    const away = await brandOf(owner, "Far Away Tea", "FR");
    await brandOf(owner, "Best_Cafe", "DE"); // its "_" must not act as a wildcard
    await getDb().insert(seoSettings).values({ brandId: bean.brand.id, brandNameVariants: ["beanbros"] });
    await brandedKeyword(bean.scope, "bean bros espresso", 900);
    await brandedKeyword(away.scope, "far away tea shop", 100);
    // Another user's brand in the same market: never named.
    const stranger = await createUser();
    await brandOf(stranger, "Secret Rival", "DE");

    const offers = await brandWallOffers(roast.scope);
    expect(offers.market).toBe("DE");
    expect(offers.offers.map((o) => o.brandName)).toEqual(["Bean Bros", "Best_Cafe"]);
    expect(offers.offers[0]!.terms.map((t) => `${t.text}/${t.matchType}/${t.source}`)).toEqual(["Bean Bros/phrase/name", "beanbros/phrase/variant", "bean bros espresso/exact/branded"]);
    expect((await brandWallOffers(bean.scope)).offers.map((o) => o.brandName)).toEqual(["Best_Cafe", "Roastery North"]);
    expect(JSON.stringify(await brandWallOffers(roast.scope))).not.toContain("Secret Rival");

    await withScope(roast.scope, (tx) =>
      tx.insert(ppcSearchTerms).values([
        { brandId: roast.brand.id, network: "google_ads", term: "Bean Bros coffee", termKey: "bean bros coffee", periodFrom: "2026-10-01", periodTo: "2026-10-31", cost: "42.50", clicks: 12, rowKey: "w1" },
        { brandId: roast.brand.id, network: "google_ads", term: "secret rival coffee", termKey: "secret rival coffee", periodFrom: "2026-10-01", periodTo: "2026-10-31", cost: "99", clicks: 30, rowKey: "w2" },
        { brandId: roast.brand.id, network: "google_ads", term: "bestxcafe latte", termKey: "bestxcafe latte", periodFrom: "2026-10-01", periodTo: "2026-10-31", cost: "7", clicks: 2, rowKey: "w4" },
        { brandId: roast.brand.id, network: "google_ads", term: "beans brothers", termKey: "beans brothers", periodFrom: "2026-10-01", periodTo: "2026-10-31", cost: "5", clicks: 1, rowKey: "w3" },
      ]),
    );
    expect(await brandWallWarnings(roast.scope)).toEqual([{ brandId: bean.brand.id, brandName: "Bean Bros", term: "bean bros coffee", matched: "bean bros", cost: 42.5, clicks: 12 }]);
    // The dashboard's period: terms of October overlap the last week of October, not November.
    expect(await brandWallWarnings(roast.scope, { range: { from: "2026-10-25", to: "2026-10-31" } })).toHaveLength(1);
    expect(await brandWallWarnings(roast.scope, { range: { from: "2026-11-01", to: "2026-11-07" } })).toEqual([]);

    await selectBrand(owner, roast.brand.id);
    actAs(owner);
    expect(await addWallNegativesAction({ brandIds: [away.brand.id] })).toEqual({ ok: false, error: "Not found. It may have been deleted, or you no longer have access to it." });
    const added = await addWallNegativesAction({ brandIds: [bean.brand.id] });
    expect(added).toMatchObject({ ok: true, data: { added: 3 } });
    const list = (await listNegativeLists(roast.scope)).lists[0]!;
    expect((await getNegativeList(roast.scope, list.id)).items.every((i) => i.origin === "brand_wall")).toBe(true);
    expect((await brandWallOffers(roast.scope)).offers[0]).toMatchObject({ terms: [], alreadyNegative: 3 });
  });

  it("is off when the brand switches it off or has no market", async () => {
    const owner = await createUser();
    const a = await brandOf(owner, "Wall Off", "DE");
    await brandOf(owner, "Wall Other", "DE");
    await getDb().insert(ppcSettings).values({ brandId: a.brand.id, brandWall: false });
    expect(await brandWallOffers(a.scope)).toEqual({ enabled: false, market: "DE", offers: [] });
    const none = await brandOf(owner, "No Market", null);
    expect((await brandWallOffers(none.scope)).offers).toEqual([]);
    expect(await brandWallWarnings(none.scope)).toEqual([]);
  });
});
