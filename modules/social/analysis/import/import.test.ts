import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { validateTable, parseDelimited } from "@/lib/import";
import { exportFileKind, parseInstagramExport } from "./instagram-export";
import { readSocialFile } from "./read";
import { postChanges } from "./store";
import { instagramShortcode, linkedinUrn, mediaTypeCell, parseDateTime, postsFromTable, TABLE_SPECS } from "./tables";
import { extractHashtags, fixExportMojibake, normaliseHandle, stablePostKey } from "./text";

const SAMPLE = path.resolve(process.cwd(), "db/sample/social");
const EXPORT = path.join(SAMPLE, "instagram-export");

function exportFiles(dir = EXPORT, base = ""): { path: string; text: string }[] {
  return readdirSync(dir).flatMap((n) => {
    const full = path.join(dir, n);
    const rel = base ? `${base}/${n}` : n;
    return statSync(full).isDirectory() ? exportFiles(full, rel) : [{ path: rel, text: readFileSync(full, "utf8") }];
  });
}

const table = (csv: string) => validateTable(parseDelimited(csv).rows, TABLE_SPECS);

describe("text helpers", () => {
  it("extracts hashtags once, lower-case, not numbers or URL fragments", () => {
    expect(extractHashtags("Cold brew #ColdBrew #coldbrew #2026 see x.com/#frag #café_time")).toEqual(["coldbrew", "café_time"]);
  });
  it("re-reads the export's escaped UTF-8 and leaves normal text alone", () => {
    expect(fixExportMojibake("summer \u00f0\u009f\u008d\u008b")).toBe("summer 🍋");
    expect(fixExportMojibake("café ☕")).toBe("café ☕");
  });
  it("keys posts without ids stably", () => {
    const d = new Date("2026-03-02T09:00:12Z");
    expect(stablePostKey("later", d, "Hello  world")).toBe(stablePostKey("later", new Date("2026-03-02T09:00:40Z"), "Hello world"));
    expect(stablePostKey("later", d, "Hello world")).not.toBe(stablePostKey("later", d, "Hello world!"));
  });
  it("normalises handles from @names and profile URLs", () => {
    expect(normaliseHandle("@BlueBottle")).toBe("bluebottle");
    expect(normaliseHandle("https://www.instagram.com/northwind.coffee/")).toBe("northwind.coffee");
    expect(normaliseHandle("https://www.linkedin.com/company/northwind-coffee/posts")).toBe("northwind-coffee");
  });
});

describe("cells", () => {
  it("reads the tools' date-times, as UTC when they carry no zone", () => {
    expect(parseDateTime("2026-03-02 18:30")?.toISOString()).toBe("2026-03-02T18:30:00.000Z");
    expect(parseDateTime("2026-03-02T18:30:00+01:00")?.toISOString()).toBe("2026-03-02T17:30:00.000Z");
    expect(parseDateTime("3/2/2026 6:30 PM")?.toISOString()).toBe("2026-03-02T18:30:00.000Z");
    expect(parseDateTime("03/02/2026")?.toISOString()).toBe("2026-03-02T00:00:00.000Z");
    expect(parseDateTime("2026-02-30 10:00")).toBeNull();
    expect(parseDateTime("13/45/2026")).toBeNull();
    expect(parseDateTime("yesterday")).toBeNull();
  });
  it("maps the tools' format names", () => {
    expect(mediaTypeCell("CAROUSEL_ALBUM")).toEqual({ ok: true, value: "carousel" });
    expect(mediaTypeCell("Reels")).toEqual({ ok: true, value: "reel" });
    expect(mediaTypeCell("Photo")).toEqual({ ok: true, value: "image" });
    expect(mediaTypeCell("hologram").ok).toBe(false);
  });
  it("finds ids in links", () => {
    expect(instagramShortcode("https://www.instagram.com/reel/CHN4Z9bb/")).toBe("CHN4Z9bb");
    expect(linkedinUrn("https://www.linkedin.com/feed/update/urn%3Ali%3Aactivity%3A7123456789012345678")).toBe("urn:li:activity:7123456789012345678");
  });
});

describe("table recognisers", () => {
  it("recognises the shipped Metricool export and keeps the missing reach unknown", () => {
    const v = table(readFileSync(path.join(SAMPLE, "metricool-bluebottle.csv"), "utf8"));
    expect(v.spec?.label).toBe("Metricool CSV");
    expect(v.errors).toEqual([]);
    const posts = postsFromTable(v, "instagram");
    expect(posts).toHaveLength(130);
    expect(posts[0]).toMatchObject({ mediaType: "carousel", reach: null, saves: null, externalId: "CHN3Z2bb" });
    expect(posts[0]!.likes).toBeGreaterThan(0);
    expect(new Set(posts.map((p) => p.mediaType))).toEqual(new Set(["reel", "carousel", "image"]));
  });

  it("recognises Later's and Buffer's headers and reports bad cells by row and column", () => {
    const later = table("Post Date,Caption,Media Type,Likes,Comments,Saves,Reach,Impressions,Engagement Rate\n2026-03-02 09:00,Hello #coffee,Reel,10,2,1,400,500,3.2%\n");
    expect(later.spec?.label).toBe("Later CSV");
    expect(postsFromTable(later, "instagram")[0]).toMatchObject({ mediaType: "reel", reach: 400, saves: 1, externalId: null });
    const buffer = table("Date,Post Text,Link,Likes,Comments,Reach,Impressions,Clicks,Engagement Rate\nnot a date,Hi,https://www.instagram.com/p/ABC/,1,2,,3,0,1%\n");
    expect(buffer.spec?.label).toBe("Buffer CSV");
    expect(buffer.errors).toEqual([{ row: 2, column: "Date", message: expect.stringContaining('"not a date" is not a date and time') }]);
  });

  it("recognises LinkedIn's page content export below its title line", () => {
    const csv = [
      "All posts,,,,,,,,,,",
      "Post title,Post link,Post type,Posted by,Created date,Impressions,Clicks,Click through rate (CTR),Likes,Comments,Reposts,Engagement rate,Content Type",
      "We are hiring roasters,https://www.linkedin.com/feed/update/urn:li:activity:7100000000000000001,Organic,Maya,11/03/2026,1200,30,0.025,40,5,2,0.064,Image",
    ].join("\n");
    const v = table(csv);
    expect(v.spec?.label).toBe("LinkedIn page analytics (content)");
    expect(v.headerRow).toBe(2);
    expect(postsFromTable(v, "instagram")[0]).toMatchObject({ externalId: "urn:li:activity:7100000000000000001", mediaType: "image", impressions: 1200, shares: 2, reach: null });
  });

  it("says which columns it needs when nothing matches", () => {
    expect(table("foo,bar\n1,2\n").errors[0]!.message).toContain("The columns were not recognised");
  });
});

describe("Instagram export", () => {
  it("tells the export's files apart by their shape", () => {
    expect(exportFileKind([{ media: [] }])).toBe("posts");
    expect(exportFileKind({ ig_reels_media: [] })).toBe("reels");
    expect(exportFileKind([{ string_list_data: [] }])).toBe("followers");
    expect(exportFileKind({ relationships_followers: [] })).toBe("followers");
    expect(exportFileKind({ organic_insights_posts: [] })).toBe("insights");
    expect(exportFileKind({ profile_user: [] })).toBe("profile");
    expect(exportFileKind({ something: 1 })).toBeNull();
    expect(exportFileKind([])).toBeNull();
  });

  it("reads the shipped export: posts, reels, carousels, insights, followers and the username", () => {
    const r = parseInstagramExport(exportFiles());
    expect(r.errors).toEqual([]);
    expect(r.handle).toBe("northwind.coffee");
    expect(r.posts).toHaveLength(67);
    const kinds = new Set(r.posts.map((p) => p.mediaType));
    expect(kinds).toEqual(new Set(["image", "carousel", "video", "reel"]));
    expect(r.posts.every((p) => p.externalId!.startsWith("igexport:"))).toBe(true);
    expect(r.posts.some((p) => p.caption.includes("🍋"))).toBe(true);
    // The three newest posts have no insights yet: unknown, not zero.
    const newest = r.posts.slice(-3);
    expect(newest.every((p) => p.likes === null && p.reach === null)).toBe(true);
    expect(r.posts.slice(0, -3).every((p) => (p.likes ?? 0) > 0 && (p.reach ?? 0) > 0)).toBe(true);
    expect(r.followers.at(-1)!.followers).toBe(1900);
    expect(r.followers.every((f, i) => i === 0 || f.followers > r.followers[i - 1]!.followers)).toBe(true);
  });

  it("reports a file that is not JSON, and a JSON file that is not the export", () => {
    expect(parseInstagramExport([{ path: "posts_1.json", text: "<html>" }]).errors[0]!.message).toContain("is not valid JSON");
    expect(parseInstagramExport([{ path: "x.json", text: '{"a":1}' }]).errors[0]!.message).toContain("No Instagram export file was recognised");
  });

  it("reads the whole export as a zip the same way as its files", async () => {
    const zip = zipSync(Object.fromEntries(exportFiles().map((f) => [`instagram-northwind.coffee-2026-11-26/${f.path}`, strToU8(f.text)])));
    const { parsed, preview } = await readSocialFile({ file: { name: "instagram-northwind.coffee-2026-11-26.zip", base64: Buffer.from(zip).toString("base64") } }, "instagram");
    expect(parsed.posts).toHaveLength(67);
    expect(preview).toMatchObject({ recognised: "Instagram data export", ready: 67, errorCount: 0 });
    expect(preview.notes[0]).toBe("The export is of @northwind.coffee");
    const csv = await readSocialFile({ file: { name: "metricool.csv", base64: readFileSync(path.join(SAMPLE, "metricool-bluebottle.csv")).toString("base64") } }, "instagram");
    expect(csv.preview).toMatchObject({ recognised: "Metricool CSV", ready: 130 });
  });
});

describe("upsert changes", () => {
  const old = { permalink: null, mediaType: "image" as const, caption: "Hi", hashtags: [], publishedAt: new Date("2026-03-02T09:00:00Z"), likes: 10, comments: 1, shares: null, saves: null, reach: 100, impressions: null, videoViews: null, clicks: null };
  const p = { externalId: "x", permalink: null, mediaType: "image" as const, caption: "Hi", publishedAt: new Date("2026-03-02T09:00:00Z"), likes: 10, comments: 1, shares: null, saves: null, reach: 100, impressions: null, videoViews: null, clicks: null };
  it("finds nothing to change for the same post, and never replaces a known count by an unknown", () => {
    expect(postChanges(old, p)).toBeNull();
    expect(postChanges(old, { ...p, reach: null, likes: null })).toBeNull();
    expect(postChanges(old, { ...p, likes: 12, saves: 3 })).toEqual({ likes: 12, saves: 3 });
  });
});
