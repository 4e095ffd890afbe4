/**
 * Instagram's "Download your information" export (JSON format), read by the structure of its
 * files rather than their names alone, so a single file or the whole zip both work:
 * - your_instagram_activity/content/posts_1.json (older exports: content/posts_1.json or media/):
 *   an array of posts, each `{ media: [{ uri, creation_timestamp, title }], title?, creation_timestamp? }`
 *   — one media item is an image or a video, several are a carousel; the caption is the post's
 *   `title` (or the single media item's);
 * - …/content/reels.json: `{ ig_reels_media: [{ media: [...] }] }` — reels;
 * - connections/followers_and_following/followers_1.json: an array of
 *   `{ string_list_data: [{ href, value, timestamp }] }`, one per current follower;
 * - logged_information/past_instagram_insights/posts.json (professional accounts):
 *   `{ organic_insights_posts: [{ media_map_data: { "Media Thumbnail": { creation_timestamp, title } },
 *   string_map_data: { "Reach": { value }, "Impressions": { value }, "Likes": … } }] }`;
 * - personal_information/personal_information.json: the account's username.
 * The export gives no likes or reach on the posts themselves: those stay unknown (null) unless the
 * insights file has them. Posts are keyed by their creation time (`igexport:<unix seconds>`), which
 * the posts and the insights files share, so importing the export again, or its insights later,
 * updates the same rows. Client-safe and pure.
 */
import type { ImportIssue } from "@/lib/import";
import { fixExportMojibake } from "./text";
import { emptyCounts, type ImportedPost, type ParsedSocialImport } from "./types";

type Json = unknown;
type ExportMedia = { uri?: unknown; creation_timestamp?: unknown; title?: unknown };
type ExportPost = { media?: unknown; title?: unknown; creation_timestamp?: unknown };

const isObj = (v: Json): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : typeof v === "string" && /^\d+$/.test(v.replace(/,/g, "")) ? Number(v.replace(/,/g, "")) : null);
const str = (v: unknown): string => (typeof v === "string" ? fixExportMojibake(v) : "");

export type ExportFileKind = "posts" | "reels" | "followers" | "insights" | "profile";

/** What one JSON file of the export is, from its shape; null when it is none of the files we read. */
export function exportFileKind(json: Json): ExportFileKind | null {
  if (Array.isArray(json)) {
    if (json.length === 0) return null;
    if (json.every((p) => isObj(p) && Array.isArray(p.media))) return "posts";
    if (json.every((p) => isObj(p) && Array.isArray(p.string_list_data))) return "followers";
    return null;
  }
  if (!isObj(json)) return null;
  if (Array.isArray(json.ig_reels_media)) return "reels";
  if (Array.isArray(json.organic_insights_posts)) return "insights";
  if (Array.isArray(json.profile_user)) return "profile";
  // Newer exports wrap the follower list: { relationships_followers: [...] }.
  if (Array.isArray(json.relationships_followers)) return "followers";
  return null;
}

const exportId = (seconds: number) => `igexport:${Math.floor(seconds)}`;
const isVideo = (uri: string) => /\.(mp4|mov|m4v|webm)$/i.test(uri);

function postFrom(p: ExportPost, reel: boolean): ImportedPost | null {
  const media = (Array.isArray(p.media) ? p.media : []).filter(isObj) as ExportMedia[];
  const ts = num(p.creation_timestamp) ?? num(media[0]?.creation_timestamp);
  if (ts === null || !media.length) return null;
  const caption = str(p.title) || str(media[0]?.title);
  const uri = str(media[0]?.uri);
  return {
    ...emptyCounts(),
    externalId: exportId(ts),
    permalink: null,
    mediaType: reel ? "reel" : media.length > 1 ? "carousel" : isVideo(uri) ? "video" : "image",
    caption,
    publishedAt: new Date(ts * 1000),
  };
}

const INSIGHT_KEYS: Record<string, keyof ReturnType<typeof emptyCounts>> = {
  reach: "reach", accountsreached: "reach",
  impressions: "impressions", views: "impressions",
  likes: "likes", comments: "comments", shares: "shares", saves: "saves", saved: "saves",
  videoviews: "videoViews", plays: "videoViews",
  websiteclicks: "clicks", externallinktaps: "clicks",
};

/** Reads the export's JSON files (path → text) into one import. A file that is not JSON or not recognised is reported. */
export function parseInstagramExport(files: readonly { path: string; text: string }[]): ParsedSocialImport {
  const errors: ImportIssue[] = [];
  const notes: string[] = [];
  const posts = new Map<string, ImportedPost>();
  const insights = new Map<string, Partial<ImportedPost>>();
  let handle: string | null = null;
  let followerTimes: number[] | null = null;
  let read = 0;

  for (const f of files) {
    let json: Json;
    try {
      json = JSON.parse(f.text);
    } catch {
      errors.push({ row: null, column: null, message: `${f.path} is not valid JSON. Download the export again in JSON format (not HTML).` });
      continue;
    }
    const kind = exportFileKind(json);
    if (!kind) continue;
    read++;
    if (kind === "posts" || kind === "reels") {
      const list = kind === "posts" ? (json as ExportPost[]) : ((json as { ig_reels_media: ExportPost[] }).ig_reels_media ?? []);
      let skipped = 0;
      for (const p of list) {
        const post = isObj(p) ? postFrom(p, kind === "reels") : null;
        if (!post) skipped++;
        else posts.set(post.externalId!, post);
      }
      if (skipped) notes.push(`${skipped} item${skipped === 1 ? "" : "s"} in ${f.path} had no date and ${skipped === 1 ? "was" : "were"} skipped`);
    } else if (kind === "followers") {
      const list = (Array.isArray(json) ? json : ((json as { relationships_followers: unknown[] }).relationships_followers ?? [])) as { string_list_data?: { timestamp?: unknown }[] }[];
      followerTimes = list.map((x) => num(x.string_list_data?.[0]?.timestamp)).filter((t): t is number => t !== null);
    } else if (kind === "insights") {
      for (const row of (json as { organic_insights_posts: unknown[] }).organic_insights_posts) {
        if (!isObj(row)) continue;
        const mm = isObj(row.media_map_data) ? Object.values(row.media_map_data).find(isObj) : undefined;
        const sm = isObj(row.string_map_data) ? row.string_map_data : {};
        const created = sm["Creation Timestamp"];
        const ts = num(mm?.creation_timestamp) ?? (isObj(created) ? num(created.timestamp) : null);
        if (ts === null) continue;
        const counts: Partial<ImportedPost> = {};
        for (const [label, cell] of Object.entries(sm)) {
          const key = INSIGHT_KEYS[label.toLowerCase().replace(/[^a-z]/g, "")];
          if (key && isObj(cell)) {
            const v = num(cell.value);
            if (v !== null) counts[key] = v;
          }
        }
        const caption = str(mm?.title);
        insights.set(exportId(ts), { ...counts, ...(caption ? { caption } : {}), publishedAt: new Date(ts * 1000) });
      }
    } else if (kind === "profile") {
      const p = (json as { profile_user: { string_map_data?: Record<string, { value?: unknown }> }[] }).profile_user[0];
      const u = str(p?.string_map_data?.Username?.value ?? p?.string_map_data?.["Username"]?.value).trim();
      if (u) handle = u.toLowerCase();
    }
  }

  for (const [id, counts] of insights) {
    const post = posts.get(id);
    if (post) Object.assign(post, { ...counts, caption: post.caption || counts.caption || "" });
    else posts.set(id, { ...emptyCounts(), externalId: id, permalink: null, mediaType: "image", caption: "", ...counts } as ImportedPost);
  }
  if (insights.size && !files.some((f) => exportFileKind(safeJson(f.text)) === "posts")) notes.push("Only the insights file was read: formats of posts not in the posts file are counted as images");

  const followers: ParsedSocialImport["followers"] = [];
  if (followerTimes) {
    const byDay = new Map<string, number>();
    for (const t of followerTimes.sort((a, b) => a - b)) {
      const day = new Date(t * 1000).toISOString().slice(0, 10);
      byDay.set(day, (byDay.get(day) ?? 0) + 1);
    }
    let total = 0;
    for (const [day, n] of byDay) followers.push({ takenOn: day, followers: (total += n) });
    notes.push(`${followerTimes.length.toLocaleString("en")} current followers; the curve counts them by the day they followed (people who unfollowed are not in the export)`);
  }
  if (!read && !errors.length) {
    errors.push({ row: null, column: null, message: "No Instagram export file was recognised. Choose posts_1.json (your_instagram_activity/content), followers_1.json, or the whole export zip." });
  }
  if (read && !posts.size && !followers.length && !errors.length) errors.push({ row: null, column: null, message: "The export has no posts and no followers." });
  if (posts.size && [...posts.values()].every((p) => p.likes === null && p.reach === null)) {
    notes.push("The export has no likes or reach per post (add past_instagram_insights/posts.json for those): engagement stays unknown, not zero");
  }
  return {
    kind: "instagram-export",
    label: "Instagram data export",
    network: "instagram",
    handle,
    posts: [...posts.values()].sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime()),
    followers,
    errors,
    notes,
  };
}

function safeJson(text: string): Json {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
