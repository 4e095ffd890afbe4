/**
 * Performance Marketing Settings: the defaults before a save (the wall's market follows the brand's
 * country), saving and validation through the action, who may save, and the accounts section listing only
 * the brand's own ad-account connections.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { brands, ppcConnections, ppcSettings } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { selectBrand } from "../helpers/brand-context";
import { addMember, createBrand, createUser } from "../helpers/factories";
import { actAs } from "../helpers/session";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const { savePpcSettingsAction } = await import("@/modules/ppc/settings/actions");
const { getPpcSettings, getPpcSettingsPage } = await import("@/modules/ppc/settings/queries");

beforeEach(() => actAs(null));

async function ownerWithBrand(name: string, country: string | null = "DE") {
  const owner = await createUser();
  const brand = await createBrand(owner, `${name} ${Math.random().toString(36).slice(2, 7)}`);
  if (country) await getDb().update(brands).set({ country }).where(eq(brands.id, brand.id));
  await selectBrand(owner, brand.id);
  actAs(owner);
  return { owner, brand, scope: await scopeFor(owner, brand.id) };
}

const valid = {
  currency: "eur",
  monthlyBudget: "3000",
  targetCpa: "45.5",
  targetRoas: "4",
  negativeMinClicks: "15",
  negativeMinCost: "30",
  market: "",
  brandWall: true,
};

async function connect(brandId: string, network: "google_ads" | "microsoft_ads", over: Partial<typeof ppcConnections.$inferInsert> = {}) {
  await getDb()
    .insert(ppcConnections)
    .values({ brandId, network, accountId: "1234567890", accountName: `Account of ${brandId.slice(0, 8)}`, refreshCiphertext: "v1.sealed", keyId: "k1", ...over });
}

describe("performance marketing settings", () => {
  it("reads the defaults before a save, with the wall's market from the brand's country", async () => {
    const { scope } = await ownerWithBrand("Defaults", "FR");
    expect(await getPpcSettings(scope)).toEqual({
      currency: "USD",
      monthlyBudget: null,
      targetCpa: null,
      targetRoas: null,
      negativeMinClicks: 20,
      negativeMinCost: 50,
      marketOverride: null,
      market: "FR",
      brandWall: true,
      saved: false,
    });
  });

  it("saves currency, budget, targets, thresholds, market and the wall; empty targets clear them", async () => {
    const { brand, scope } = await ownerWithBrand("Saver");
    expect(await savePpcSettingsAction(valid)).toEqual({ ok: true, data: { currency: "EUR", market: "DE" } });
    expect(await getPpcSettings(scope)).toEqual({
      currency: "EUR",
      monthlyBudget: 3000,
      targetCpa: 45.5,
      targetRoas: 4,
      negativeMinClicks: 15,
      negativeMinCost: 30,
      marketOverride: null,
      market: "DE",
      brandWall: true,
      saved: true,
    });

    expect(await savePpcSettingsAction({ ...valid, targetCpa: "", targetRoas: "", monthlyBudget: "", market: "at", brandWall: false })).toMatchObject({ ok: true, data: { market: "AT" } });
    expect(await getPpcSettings(scope)).toMatchObject({ monthlyBudget: null, targetCpa: null, targetRoas: null, marketOverride: "AT", market: "AT", brandWall: false });
    const rows = await getDb().select().from(ppcSettings).where(eq(ppcSettings.brandId, brand.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.updatedBy).toBe(scope.userId);
  });

  it("refuses bad input with a sentence per field and stores nothing", async () => {
    const { brand } = await ownerWithBrand("Refused");
    const r = await savePpcSettingsAction({ ...valid, currency: "EURO", monthlyBudget: "3,000", targetCpa: "-5", negativeMinClicks: "0", negativeMinCost: "", market: "Atlantis" });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.fieldErrors).toMatchObject({
      currency: ["Use a three-letter ISO 4217 currency code such as USD, EUR or GBP"],
      monthlyBudget: ["Enter the monthly budget as a number such as 2500 or 2500.50"],
      targetCpa: ["Enter the target CPA as a number such as 2500 or 2500.50"],
      negativeMinClicks: ["The minimum clicks must be at least 1"],
      negativeMinCost: ["Enter the minimum cost"],
      market: ["Choose a market from the list"],
    });
    expect(await savePpcSettingsAction({ ...valid, currency: "XYZ" })).toMatchObject({ ok: false, error: "Use a three-letter ISO 4217 currency code such as USD, EUR or GBP" });
    expect(await savePpcSettingsAction({ ...valid, targetRoas: "0" })).toMatchObject({ ok: false, error: "The target ROAS must be more than 0" });
    expect(await getDb().select().from(ppcSettings).where(eq(ppcSettings.brandId, brand.id))).toEqual([]);
  });

  it("lets viewers look but not save", async () => {
    const { brand, owner } = await ownerWithBrand("Viewer");
    const viewer = await createUser();
    await addMember(brand.id, viewer, "viewer", owner);
    await selectBrand(viewer, brand.id);
    actAs(viewer);
    const r = await savePpcSettingsAction(valid);
    expect(r.ok).toBe(false);
    expect(await getDb().select().from(ppcSettings).where(eq(ppcSettings.brandId, brand.id))).toEqual([]);
    expect((await getPpcSettingsPage(await scopeFor(viewer, brand.id))).settings.saved).toBe(false);
  });

  it("lists the brand's own ad accounts with last sync and last error, never another brand's", async () => {
    const a = await ownerWithBrand("Accounts A");
    const b = await ownerWithBrand("Accounts B");
    const synced = new Date("2026-11-20T08:00:00Z");
    await connect(a.brand.id, "google_ads", { accountName: "Northwind Ads", lastSyncAt: synced });
    await connect(a.brand.id, "microsoft_ads", { accountName: "Northwind Bing", lastError: "The refresh token was revoked. Reconnect Microsoft Advertising on Integrations.", lastErrorAt: synced });
    await connect(b.brand.id, "google_ads", { accountName: "Rival Ads" });

    const page = await getPpcSettingsPage(a.scope);
    expect(page.brandCountry).toBe("DE");
    expect(page.connections).toEqual([
      expect.objectContaining({ network: "google_ads", accountName: "Northwind Ads", lastSyncAt: synced.toISOString(), lastError: null }),
      expect.objectContaining({ network: "microsoft_ads", accountName: "Northwind Bing", lastSyncAt: null, lastError: expect.stringContaining("revoked") }),
    ]);
    expect(JSON.stringify(page)).not.toContain("Rival Ads");
    expect((await getPpcSettingsPage(b.scope)).connections.map((c) => c.accountName)).toEqual(["Rival Ads"]);

    // B's settings do not move A's.
    actAs(b.owner);
    expect(await savePpcSettingsAction({ ...valid, currency: "GBP" })).toMatchObject({ ok: true });
    expect((await getPpcSettings(a.scope)).currency).toBe("USD");
  });
});
