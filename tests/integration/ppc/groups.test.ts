/**
 * /ppc-selection-groups (issue #23): groups built from SEO's clusters and from the brand's paid keywords with the
 * same clustering engine, suggested and edited match types, sibling negatives, the Google Ads Editor CSV through
 * a signed export link, and the tenant wall (another brand's group is "not found").
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { brands, ppcAdGroups, ppcCampaigns, ppcKeywords, seoKeywordGroups, seoKeywords } from "@/db/schema";
import { scopeFor, withScope } from "@/lib/brand-scope";
import { upsertKeywords } from "@/modules/seo/queries/keywords";
import { selectBrand } from "../helpers/brand-context";
import { createBrand, createUser } from "../helpers/factories";
import { actAs } from "../helpers/session";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const actions = await import("@/modules/ppc/groups/actions");
const { addKeywordsToGroup, createGroup, listGroups } = await import("@/modules/ppc/groups/store");
const { groupsPage } = await import("@/modules/ppc/groups/queries");
const { addNegatives } = await import("@/modules/ppc/negatives/store");
const fileRoute = await import("@/app/api/files/[fileId]/route");

beforeEach(() => actAs(null));

async function ownerWithBrand(name: string) {
  const owner = await createUser();
  const brand = await createBrand(owner, name);
  await selectBrand(owner, brand.id);
  actAs(owner);
  return { owner, brand, scope: await scopeFor(owner, brand.id) };
}

type Scope = Awaited<ReturnType<typeof scopeFor>>;

async function keywords(scope: Scope, list: [string, number | null][]): Promise<Map<string, string>> {
  return withScope(scope, async (tx) => {
    const { ids } = await upsertKeywords(tx, scope, list.map(([keyword]) => ({ keyword })), "manual");
    for (const [k, volume] of list) await tx.update(seoKeywords).set({ volume }).where(eq(seoKeywords.id, ids.get(k)!));
    return ids;
  });
}

function ok<T>(r: { ok: true; data: T } | { ok: false; error: string }): T {
  if (!r.ok) throw new Error(r.error);
  return r.data;
}

describe("PPC groups", () => {
  it("creates groups, adds keywords with suggested match types, lists them; another brand's group is not found", async () => {
    const { scope } = await ownerWithBrand("Groups Store");
    const ids = await keywords(scope, [["cold brew", 5000], ["cold brew coffee maker", 300], ["iced coffee", 200]]);
    const g = await createGroup(scope, " Cold  brew ");
    expect(g.name).toBe("Cold brew");
    expect(await addKeywordsToGroup(scope, g.id, [...ids.values(), ids.get("cold brew")!])).toEqual({ added: 3, skipped: 0 });
    expect(await addKeywordsToGroup(scope, g.id, [ids.get("iced coffee")!])).toEqual({ added: 0, skipped: 1 });
    expect(await listGroups(scope)).toEqual([{ id: g.id, name: "Cold brew", campaignName: null, seoGroupId: null, keywordCount: 3 }]);
    const page = await groupsPage(scope);
    expect(page.groups[0]!.keywords.map((k) => [k.keyword, k.matchTypes.join("+")])).toEqual([
      ["cold brew", "exact"],
      ["cold brew coffee maker", "phrase"],
      ["iced coffee", "exact+phrase"],
    ]);
    expect(await actions.createPpcGroupAction({ name: "cold BREW" })).toEqual({ ok: false, error: 'A group named "cold BREW" already exists.' });

    const other = await ownerWithBrand("Groups Other");
    expect(await actions.addKeywordsToPpcGroupAction({ groupId: g.id, keywordIds: [ids.get("cold brew")!] })).toMatchObject({ ok: false, error: expect.stringMatching(/^Not found/) });
    await expect(addKeywordsToGroup(other.scope, g.id, [])).rejects.toThrow();
    expect(await listGroups(other.scope)).toEqual([]);
    // Another brand's keyword cannot be put into one's own group.
    const own = await createGroup(other.scope, "Mine");
    expect(await actions.addKeywordsToPpcGroupAction({ groupId: own.id, keywordIds: [ids.get("cold brew")!] })).toMatchObject({ ok: false, error: expect.stringMatching(/^Not found/) });
  });

  it("builds groups from SEO clusters once, and clusters paid keywords into their campaign", async () => {
    const { scope, brand } = await ownerWithBrand("Groups Build");
    expect(await actions.buildPpcGroupsFromSeoAction({})).toEqual({ ok: false, error: "There are no SEO keyword groups without a PPC group. Cluster keywords on /keyword-groups first." });
    const ids = await keywords(scope, [["espresso machine", 9000], ["espresso machine price", 100], ["french press", 800], ["french press coffee", 90], ["french press glass", 40]]);
    const [seoGroup] = await getDb().insert(seoKeywordGroups).values({ brandId: brand.id, name: "Espresso machines", method: "lexical" }).returning({ id: seoKeywordGroups.id });
    for (const k of ["espresso machine", "espresso machine price"]) await getDb().update(seoKeywords).set({ groupId: seoGroup!.id }).where(eq(seoKeywords.id, ids.get(k)!));
    expect(ok(await actions.buildPpcGroupsFromSeoAction({}))).toEqual({ created: 1, keywords: 2 });
    expect(await actions.buildPpcGroupsFromSeoAction({})).toMatchObject({ ok: false });

    const [camp] = await getDb().insert(ppcCampaigns).values({ brandId: brand.id, network: "google_ads", campaignKey: "brewing", name: "Brewing", source: "import" }).returning({ id: ppcCampaigns.id });
    const [ag] = await getDb().insert(ppcAdGroups).values({ brandId: brand.id, campaignId: camp!.id, adGroupKey: "fp", name: "FP" }).returning({ id: ppcAdGroups.id });
    for (const k of ["french press", "french press coffee", "french press glass"]) {
      await getDb().insert(ppcKeywords).values({ brandId: brand.id, keywordId: ids.get(k)!, adGroupId: ag!.id, matchType: "phrase", source: "import" });
    }
    const built = ok(await actions.clusterPaidKeywordsAction({}));
    expect(built.created).toBe(1);
    const groups = (await groupsPage(scope)).groups;
    const fp = groups.find((g) => g.campaignName === "Brewing")!;
    expect(fp.keywords.map((k) => k.keyword).sort()).toEqual(["french press", "french press coffee", "french press glass"]);
    expect(groups.find((g) => g.seoGroupId === seoGroup!.id)!.name).toBe("Espresso machines");
    expect(await actions.clusterPaidKeywordsAction({})).toEqual({ ok: false, error: "Every paid keyword is in a group already. Import a Google Ads keyword report to add more." });
  });

  it("edits match types and groups, shows sibling negatives, and exports the Google Ads Editor CSV via a signed link", async () => {
    const { scope, brand } = await ownerWithBrand("Groups Export");
    await getDb().update(brands).set({ name: "Groups Export" }).where(eq(brands.id, brand.id));
    const ids = await keywords(scope, [["cold brew", 5000], ["espresso beans", 100]]);
    const a = ok(await actions.createPpcGroupAction({ name: "Cold brew", campaignName: "Coffee" }));
    const b = ok(await actions.createPpcGroupAction({ name: "Espresso", campaignName: "Coffee" }));
    await addKeywordsToGroup(scope, a.id, [ids.get("cold brew")!]);
    await addKeywordsToGroup(scope, b.id, [ids.get("espresso beans")!]);
    await addNegatives(scope, { entries: [{ text: "free", matchType: "phrase" }] });
    ok(await actions.updatePpcGroupAction({ groupId: a.id, maxCpc: 1.2, finalUrl: "https://example.com/cold-brew" }));
    expect(await actions.updatePpcGroupAction({ groupId: a.id, finalUrl: "nope" })).toMatchObject({ ok: false, error: "Final URL must be a full address starting with https://." });
    expect(await actions.updatePpcGroupAction({ groupId: a.id, name: "espresso" })).toEqual({ ok: false, error: 'A group named "espresso" already exists.' });
    const page = await groupsPage(scope);
    const ga = page.groups.find((g) => g.id === a.id)!;
    expect(ga.siblingNegatives).toEqual([{ text: "espresso beans", fromGroupId: b.id, fromGroup: "Espresso" }]);
    ok(await actions.setPpcMatchTypesAction({ groupKeywordId: ga.keywords[0]!.id, matchTypes: ["phrase", "exact"] }));
    expect(await actions.setPpcMatchTypesAction({ groupKeywordId: ga.keywords[0]!.id, matchTypes: [] })).toMatchObject({ ok: false, error: "Keep at least one match type." });

    const exp = ok(await actions.exportPpcEditorCsvAction({ encoding: "utf8" }));
    expect(exp.name).toBe("groups-export-google-ads-editor.csv");
    const u = new URL(exp.url, "http://localhost");
    const res = await fileRoute.GET(new Request(u), { params: Promise.resolve({ fileId: u.pathname.split("/").at(-1)! }) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment;/);
    const text = new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()));
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("Campaign,Ad Group,Keyword,Criterion Type,Max CPC,Final URL,Ad Group Status");
    expect(lines).toEqual(
      expect.arrayContaining([
        "Coffee,Cold brew,,,1.20,https://example.com/cold-brew,Enabled",
        "Coffee,Cold brew,cold brew,Exact,,https://example.com/cold-brew,",
        "Coffee,Cold brew,cold brew,Phrase,,https://example.com/cold-brew,",
        "Coffee,Cold brew,espresso beans,Negative Exact,,,",
        "Coffee,,free,Negative Phrase,,,",
      ]),
    );
    const utf16 = ok(await actions.exportPpcEditorCsvAction({ encoding: "utf16le", groupIds: [b.id] }));
    expect(utf16.name).toBe("groups-export-google-ads-editor-utf16.csv");

    const other = await ownerWithBrand("Groups Export Other");
    expect(await actions.exportPpcEditorCsvAction({ groupIds: [a.id] })).toMatchObject({ ok: false, error: expect.stringMatching(/^Not found/) });
    expect(await actions.exportPpcEditorCsvAction({})).toEqual({ ok: false, error: "Add keywords to a group before exporting." });
    expect(await actions.deletePpcGroupAction({ groupId: a.id })).toMatchObject({ ok: false, error: expect.stringMatching(/^Not found/) });
    expect(other.scope.brandId).not.toBe(scope.brandId);
  });
});
