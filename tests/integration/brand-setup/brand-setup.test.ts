import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { activityLogs, brandData, brands, storageObjects } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { actAs } from "../helpers/session";
import { addMember, createBrand, createUser } from "../helpers/factories";
import { selectBrand } from "../helpers/brand-context";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const setup = await import("@/modules/brand-setup/actions");
const { getBrandProfile, getBrandLogo } = await import("@/modules/brand-setup/queries");

const db = () => getDb();
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5a0c6f10000000049454e44ae426082", "hex");

beforeEach(() => actAs(null));

async function ownerWithBrand() {
  const owner = await createUser();
  const brand = await createBrand(owner, "Setup Co");
  await selectBrand(owner, brand.id);
  actAs(owner);
  return { owner, brand };
}

describe("brand basic data", () => {
  it("saves the details, normalised, and logs what changed", async () => {
    const { owner, brand } = await ownerWithBrand();
    const r = await setup.updateBrandDetailsAction({
      website: "acme.com/",
      industry: "  Retail ",
      country: "de",
      languages: ["en", "DE", "en"],
      description: "We roast coffee.",
      toneOfVoice: "",
    });
    expect(r).toMatchObject({ ok: true, data: { changed: ["website", "industry", "country", "languages", "description"] } });
    const profile = await getBrandProfile(await scopeFor(owner, brand.id));
    expect(profile).toMatchObject({ website: "https://acme.com", industry: "Retail", country: "DE", languages: ["en", "de"], description: "We roast coffee.", toneOfVoice: null });
    const [log] = await db()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.actionType, "update_brand_details"), eq(activityLogs.brandId, brand.id)));
    expect(log).toMatchObject({ brandId: brand.id, userAction: "Updated the brand's website, industry, country, languages, description" });
  });

  it("refuses bad values with specific messages", async () => {
    await ownerWithBrand();
    const base = { website: "", industry: "", country: "", languages: [], description: "", toneOfVoice: "" };
    expect(await setup.updateBrandDetailsAction({ ...base, website: "javascript:alert(1)" })).toMatchObject({ ok: false, error: "Enter a website address like https://example.com" });
    expect(await setup.updateBrandDetailsAction({ ...base, country: "XX" })).toMatchObject({ ok: false, error: "Choose a country from the list" });
    expect(await setup.updateBrandDetailsAction({ ...base, languages: ["klingon"] })).toMatchObject({ ok: false, error: "Choose languages from the list" });
  });

  it("replaces each list, cleaned, and logs the counts", async () => {
    const { owner, brand } = await ownerWithBrand();
    expect(await setup.updateBrandListAction({ list: "keywords", items: [" coffee beans ", "Coffee Beans", "espresso"] })).toMatchObject({ ok: true, data: { items: ["coffee beans", "espresso"] } });
    expect(
      await setup.updateBrandListAction({ list: "competitors", items: [{ name: "Acme", domain: "https://www.acme.com/x" }, { name: "Globex", domain: "" }] }),
    ).toMatchObject({ ok: true, data: { items: [{ name: "Acme", domain: "acme.com" }, { name: "Globex", domain: "" }] } });
    expect(await setup.updateBrandListAction({ list: "competitors", items: [{ name: "Bad", domain: "not a domain" }] })).toMatchObject({ ok: false, error: expect.stringContaining("not a valid domain") });
    const [data] = await db().select().from(brandData).where(eq(brandData.brandId, brand.id));
    expect(data?.keywords).toEqual(["coffee beans", "espresso"]);
    expect(data?.competitors).toEqual([{ name: "Acme", domain: "acme.com" }, { name: "Globex", domain: "" }]);
    const profile = await getBrandProfile(await scopeFor(owner, brand.id));
    expect(profile?.lists.keywords).toEqual(["coffee beans", "espresso"]);
  });

  it("stores a checked logo and refuses unsafe or oversized files", async () => {
    const { owner, brand } = await ownerWithBrand();
    const up = await setup.uploadBrandLogoAction({ file: new Blob([PNG], { type: "image/gif" }) });
    expect(up).toMatchObject({ ok: true, data: { mimeType: "image/png", byteSize: PNG.length } });
    const logo = await getBrandLogo(await scopeFor(owner, brand.id));
    expect(Buffer.from(logo!.bytes).equals(PNG)).toBe(true);
    expect(logo?.file).toMatchObject({ kind: "logo", contentType: "image/png", size: PNG.length });

    const evil = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>';
    expect(await setup.uploadBrandLogoAction({ file: new Blob([evil], { type: "image/svg+xml" }) })).toMatchObject({ ok: false, error: expect.stringContaining("event handler") });
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    expect(await setup.uploadBrandLogoAction({ file: new Blob([big]) })).toMatchObject({ ok: false, error: expect.stringContaining("limit is 1 MB") });
    expect(await setup.uploadBrandLogoAction({ file: new Blob(["%PDF-1.7"]) })).toMatchObject({ ok: false, error: expect.stringContaining("not a PNG") });
    // The refused uploads left the stored logo alone.
    expect((await getBrandLogo(await scopeFor(owner, brand.id)))?.file.contentType).toBe("image/png");

    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><circle cx="2" cy="2" r="2" fill="#123"/></svg>';
    expect(await setup.uploadBrandLogoAction({ file: new Blob([svg]) })).toMatchObject({ ok: true, data: { mimeType: "image/svg+xml" } });
    // A new logo replaces the old one: one file of kind "logo" per brand.
    const logos = await db().select({ contentType: storageObjects.contentType }).from(storageObjects).where(eq(storageObjects.brandId, brand.id));
    expect(logos).toEqual([{ contentType: "image/svg+xml" }]);
    expect(await setup.removeBrandLogoAction({})).toEqual({ ok: true, data: { removed: true } });
    expect(await db().select().from(storageObjects).where(eq(storageObjects.brandId, brand.id))).toEqual([]);
    expect(await getBrandLogo(await scopeFor(owner, brand.id))).toBeNull();
  });

  it("lets a viewer read but not change anything; a member edits", async () => {
    const { owner, brand } = await ownerWithBrand();
    const viewer = await createUser();
    await addMember(brand.id, viewer, "viewer", owner);
    await selectBrand(viewer, brand.id);
    actAs(viewer);
    expect(await setup.updateBrandListAction({ list: "keywords", items: ["x"] })).toMatchObject({ ok: false, error: expect.stringContaining("not change it") });
    expect(await setup.uploadBrandLogoAction({ file: new Blob([PNG]) })).toMatchObject({ ok: false });
    expect(await getBrandProfile(await scopeFor(viewer, brand.id))).toMatchObject({ name: "Setup Co" });
    await getDb().update((await import("@/db/schema")).userBrandAccess).set({ role: "member" }).where(eq((await import("@/db/schema")).userBrandAccess.userId, viewer.id));
    expect(await setup.updateBrandListAction({ list: "keywords", items: ["x"] })).toMatchObject({ ok: true });
    const [b] = await db().select({ name: brands.name }).from(brands).where(eq(brands.id, brand.id));
    expect(b?.name).toBe("Setup Co");
  });
});
