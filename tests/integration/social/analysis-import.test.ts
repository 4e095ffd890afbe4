/**
 * Social imports end to end through the server actions, on the real-format sample files: the
 * preview writes nothing, a bad file stores nothing, importing the same file twice changes nothing,
 * and a richer export later fills the counts a poorer one left unknown. The analysis reads are
 * scoped: another brand's profile is absent, not empty.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { socialMedia, socialProfiles, socialProfileSnapshots } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { sampleInstagramExportZip, SAMPLE_SOCIAL_DIR } from "@/modules/sample-data/social";
import { getComparison, getProfileAnalysis, listTrackedProfiles } from "@/modules/social/analysis/queries";
import { createBrand, createUser } from "../helpers/factories";
import { actAs } from "../helpers/session";
import { ok, selectBrand } from "../growth/helpers";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const social = await import("@/modules/social/analysis/actions");

beforeEach(() => actAs(null));

async function setup() {
  const user = await createUser();
  const brand = await createBrand(user);
  await selectBrand(user.id, brand.id);
  actAs(user);
  return { user, brand, scope: await scopeFor(user, brand.id) };
}

const file = (name: string, bytes: Uint8Array | Buffer) => ({ file: { name, base64: Buffer.from(bytes).toString("base64") } });
const exportZip = () => file("instagram-northwind.coffee-2026-11-01.zip", sampleInstagramExportZip());
const metricool = () => file("metricool-bluebottle.csv", readFileSync(path.join(SAMPLE_SOCIAL_DIR, "metricool-bluebottle.csv")));
const own = { handle: "", isOwn: true, network: "instagram" as const };

async function mediaRows(brandId: string) {
  const rows = await getDb().select().from(socialMedia).where(eq(socialMedia.brandId, brandId));
  return rows.map((r) => ({ ...r, fetchedAt: r.fetchedAt.getTime(), updatedAt: r.updatedAt.getTime() })).sort((a, b) => a.externalId.localeCompare(b.externalId));
}

describe("social imports", () => {
  it("imports the Instagram export zip as the brand's own profile, and the same zip again changes nothing", async () => {
    const { brand } = await setup();
    const preview = ok(await social.previewSocialImportAction({ ...exportZip(), target: own }));
    expect(preview).toMatchObject({ recognised: "Instagram data export", ready: 67, errorCount: 0 });
    expect(await mediaRows(brand.id)).toEqual([]);

    const first = ok(await social.importSocialFileAction({ ...exportZip(), target: own }));
    expect(first).toMatchObject({ added: 67, updated: 0, unchanged: 0 });
    const [profile] = await getDb().select().from(socialProfiles).where(eq(socialProfiles.brandId, brand.id));
    expect(profile).toMatchObject({ handle: "northwind.coffee", isOwn: true, network: "instagram", followers: 1900, lastSource: "import" });
    const snapshots = await getDb().select().from(socialProfileSnapshots).where(eq(socialProfileSnapshots.profileId, profile!.id));
    expect(snapshots.length).toBe(first.followerDays);
    const before = await mediaRows(brand.id);
    expect(before.filter((r) => r.likes === null)).toHaveLength(3);
    expect(before.filter((r) => r.reach === null)).toHaveLength(3);

    const again = ok(await social.importSocialFileAction({ ...exportZip(), target: own }));
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 67, followerDays: 0, profileId: profile!.id });
    expect(await mediaRows(brand.id)).toEqual(before);
  });

  it("fills counts from a later, richer export without duplicating posts", async () => {
    const { brand } = await setup();
    const posts = readFileSync(path.join(SAMPLE_SOCIAL_DIR, "instagram-export/your_instagram_activity/content/posts_1.json"));
    const r1 = ok(await social.importSocialFileAction({ ...file("posts_1.json", posts), target: { handle: "@Northwind.Coffee", isOwn: true, network: "instagram" } }));
    expect(r1.added).toBeGreaterThan(40);
    expect((await mediaRows(brand.id)).every((r) => r.likes === null)).toBe(true);
    const r2 = ok(await social.importSocialFileAction({ ...exportZip(), target: { profileId: r1.profileId } }));
    expect(r2.added).toBe(67 - r1.added); // the reels
    expect(r2.updated).toBeGreaterThan(40); // insights filled in
    expect(await getDb().select().from(socialProfiles).where(eq(socialProfiles.brandId, brand.id))).toHaveLength(1);
  });

  it("imports the Metricool CSV as a competitor twice without a change, keeping its unknown reach unknown", async () => {
    const { brand } = await setup();
    const target = { handle: "bluebottle", isOwn: false, network: "instagram" as const };
    const preview = ok(await social.previewSocialImportAction({ ...metricool(), target }));
    expect(preview).toMatchObject({ recognised: "Metricool CSV", ready: 130, errorCount: 0 });
    expect(ok(await social.importSocialFileAction({ ...metricool(), target }))).toMatchObject({ added: 130, updated: 0, unchanged: 0 });
    const before = await mediaRows(brand.id);
    expect(before.every((r) => r.reach === null && r.likes !== null && r.sourceLabel === "Metricool CSV")).toBe(true);
    expect(ok(await social.importSocialFileAction({ ...metricool(), target }))).toMatchObject({ added: 0, updated: 0, unchanged: 130 });
    expect(await mediaRows(brand.id)).toEqual(before);
  });

  it("stores nothing from a file with a problem and says where it is", async () => {
    const { brand } = await setup();
    const bad = { csv: "Date,Text,Likes,Comments,Interactions\n2026-03-02 09:00,Hi,10,1,11\nlast tuesday,Oops,5,0,5\n", target: { handle: "bluebottle", isOwn: false, network: "instagram" as const } };
    const preview = ok(await social.previewSocialImportAction(bad));
    expect(preview).toMatchObject({ ready: 0, errorCount: 1, errors: [{ row: 3, column: "Date" }] });
    const r = await social.importSocialFileAction(bad);
    expect(r).toMatchObject({ ok: false, error: expect.stringContaining('Nothing was imported: 1 problem in the file (row 3, column "Date"') });
    expect(await getDb().select().from(socialProfiles).where(eq(socialProfiles.brandId, brand.id))).toEqual([]);
    const noHandle = await social.importSocialFileAction({ ...metricool(), target: { handle: "", isOwn: false, network: "instagram" } });
    expect(noHandle).toMatchObject({ ok: false, error: "Say whose posts these are: type the account's handle." });
    const linkedinOnInstagram = await social.importSocialFileAction({
      csv: "Post title,Post link,Created date,Impressions\nHi,https://www.linkedin.com/feed/update/urn:li:activity:1,11/03/2026,100\n",
      target: { profileId: ok(await social.importSocialFileAction({ ...metricool(), target: { handle: "bluebottle", isOwn: false, network: "instagram" } })).profileId },
    });
    expect(linkedinOnInstagram).toMatchObject({ ok: false, error: expect.stringContaining("the profile is on instagram") });
  });
});

describe("analysis reads", () => {
  it("analyse and compare the brand's profiles and never another brand's", async () => {
    const a = await setup();
    const mine = ok(await social.importSocialFileAction({ ...exportZip(), target: own }));
    const rival = ok(await social.importSocialFileAction({ ...metricool(), target: { handle: "bluebottle", isOwn: false, network: "instagram" } }));

    const list = await listTrackedProfiles(a.scope, "instagram");
    expect(list.map((p) => [p.handle, p.isOwn, p.posts])).toEqual([
      ["northwind.coffee", true, 67],
      ["bluebottle", false, 130],
    ]);
    const analysis = (await getProfileAnalysis(a.scope, mine.profileId, "instagram"))!;
    expect(analysis.sources).toEqual(["Instagram data export"]);
    expect(analysis.followers.at(-1)?.followers).toBe(1900);
    expect(analysis.rateByReach.n).toBe(64);
    expect(analysis.postsWithoutCounts).toBe(3);
    expect(analysis.timing.enough).toBe(true);
    if (analysis.timing.enough) expect(analysis.timing.bestBlock?.label).toBe("18:00–21:00");
    expect(analysis.formats[0]?.type).toBe("reel");
    expect(analysis.hashtags.slice(0, 3).map((h) => h.key)).toContain("coldbrew");
    expect(analysis.hashtags.find((h) => h.key === "coffee")!.lift).toBeLessThan(1);

    const raw = await getComparison(a.scope, "instagram", [mine.profileId, rival.profileId]);
    expect(raw.rival).toMatchObject({ basis: "perPost", profile: { handle: "bluebottle" } });
    expect(raw.differences[0]).toContain("not normalised");
    ok(await social.setSocialProfileFollowersAction({ profileId: rival.profileId, followers: 45_200 }));
    const cmp = await getComparison(a.scope, "instagram", [mine.profileId, rival.profileId]);
    expect(cmp.profiles).toHaveLength(2);
    expect(cmp.leader?.basis).toBe("per1k");
    expect(cmp.differences.some((d) => /^@\S+ posts [\d.]+ times a week; you post/.test(d))).toBe(true);
    expect(cmp.differences.some((d) => d.includes("per 1k followers"))).toBe(true);

    // Brand B: same handle, own data; A's profile ids read as absent.
    const b = await setup();
    expect(await social.setSocialProfileFollowersAction({ profileId: rival.profileId, followers: 1 })).toMatchObject({ ok: false });
    expect(await listTrackedProfiles(b.scope, "instagram")).toEqual([]);
    expect(await getProfileAnalysis(b.scope, mine.profileId, "instagram")).toBeNull();
    expect((await getComparison(b.scope, "instagram", [mine.profileId, rival.profileId])).profiles).toEqual([]);
    const theirs = ok(await social.importSocialFileAction({ ...metricool(), target: { handle: "bluebottle", isOwn: false, network: "instagram" } }));
    expect(theirs.profileId).not.toBe(rival.profileId);
    expect(theirs.added).toBe(130);
    const inA = await getDb().select().from(socialMedia).where(and(eq(socialMedia.brandId, a.brand.id), eq(socialMedia.profileId, rival.profileId)));
    expect(inA).toHaveLength(130);
  });
});
