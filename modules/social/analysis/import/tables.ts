/**
 * The table exports a brand without API access has: the CSVs of Metricool, Later and Buffer (one
 * row per post) and LinkedIn's page analytics export (the "All posts" content sheet, a title line
 * above its header). Each is an import spec of the shared kit, recognised by its header; every
 * source names the same counts differently, so the columns are one vocabulary of aliases and each
 * tool is told apart by the columns only it writes. Client-safe and pure.
 */
import type { SocialMediaType, SocialNetwork } from "@/db/schema/social";
import { cells, type CellParser, type ColumnSpec, type ImportSpec, type ImportValidation } from "@/lib/import";
import { emptyCounts, type ImportedPost, type SocialImportKind } from "./types";

const MAX_POST_ROWS = 5000;

/** A date and time as the tools write them; a time without a zone is read as UTC (the preview says so). */
export function parseDateTime(raw: string): Date | null {
  const s = raw.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(s);
  if (m) {
    const [, y, mo, d, h = "0", mi = "0", sec = "0", zone] = m;
    const base = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +sec);
    const check = new Date(Date.UTC(+y!, +mo! - 1, +d!));
    if (check.getUTCMonth() !== +mo! - 1 || check.getUTCDate() !== +d! || +h > 23 || +mi > 59) return null;
    if (!zone || zone.toUpperCase() === "Z") return new Date(base);
    const z = /([+-])(\d{2}):?(\d{2})/.exec(zone)!;
    const offset = (z[1] === "-" ? -1 : 1) * (+z[2]! * 60 + +z[3]!);
    return new Date(base - offset * 60_000);
  }
  // US style (Later, Buffer and LinkedIn's exports): M/D/YYYY with an optional 24 h or AM/PM time.
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AP]M)?)?$/i.exec(s);
  if (m) {
    const [, mo, d, y, hRaw = "0", mi = "0", sec = "0", ampm] = m;
    let h = +hRaw;
    if (ampm) {
      if (h < 1 || h > 12) return null;
      h = (h % 12) + (ampm.toUpperCase() === "PM" ? 12 : 0);
    }
    const check = new Date(Date.UTC(+y!, +mo! - 1, +d!));
    if (check.getUTCMonth() !== +mo! - 1 || check.getUTCDate() !== +d! || h > 23 || +mi > 59) return null;
    return new Date(Date.UTC(+y!, +mo! - 1, +d!, h, +mi, +sec));
  }
  return null;
}

const dateTime: CellParser<Date> = (raw) => {
  const v = parseDateTime(raw);
  return v ? { ok: true, value: v } : { ok: false, message: `"${raw.trim()}" is not a date and time. Use yyyy-MM-dd HH:mm (e.g. 2025-03-31 18:30) or M/D/YYYY h:mm AM.` };
};

const MEDIA_WORDS: Record<string, SocialMediaType> = {
  reel: "reel", reels: "reel", clips: "reel", igreel: "reel",
  carousel: "carousel", carouselalbum: "carousel", album: "carousel", sidecar: "carousel", multiphoto: "carousel", multiimage: "carousel",
  video: "video", igtv: "video", livevideo: "video",
  image: "image", photo: "image", picture: "image", post: "image", feed: "image", feedpost: "image", singleimage: "image",
  text: "text", textonly: "text", status: "text", link: "text", share: "text",
  article: "article", document: "document", pdf: "document", poll: "poll",
};

export const mediaTypeCell: CellParser<SocialMediaType> = (raw) => {
  const v = MEDIA_WORDS[raw.trim().toLowerCase().replace(/[^a-z]/g, "")];
  return v ? { ok: true, value: v } : { ok: false, message: `"${raw.trim()}" is not a post format. Use reel, carousel, image, video, text, article, document or poll.` };
};

const count: CellParser<number> = (raw) => {
  const r = cells.number()(raw);
  if (!r.ok) return r;
  return r.value >= 0 && Number.isInteger(Math.round(r.value)) ? { ok: true, value: Math.round(r.value) } : { ok: false, message: `"${raw.trim()}" is not a count.` };
};

const text = cells.text({ max: 10_000, what: "The post text" });
const col = (field: string, label: string, parse: CellParser<unknown>, aliases: string[], extra: Partial<ColumnSpec> = {}): ColumnSpec => ({ field, label, parse, aliases, ...extra });

const COUNT_COLUMNS: ColumnSpec[] = [
  col("likes", "Likes", count, ["Like count", "Reactions", "Likes count"]),
  col("comments", "Comments", count, ["Comment count", "Comments count"]),
  col("shares", "Shares", count, ["Reposts", "Share count", "Retweets"]),
  col("saves", "Saves", count, ["Saved", "Post saves", "Save count"]),
  col("reach", "Reach", count, ["Accounts reached", "Unique reach"]),
  col("impressions", "Impressions", count, ["Views", "Total impressions"]),
  col("videoViews", "Video views", count, ["Plays", "Video plays", "Reel plays", "Views (excluding off-site video views)"]),
  col("clicks", "Clicks", count, ["Link clicks", "Total clicks"]),
];
const idColumn = col("externalId", "Post ID", cells.text({ max: 300 }), ["ID", "Media ID", "Post id", "Instagram ID"]);
const linkColumn = col("permalink", "Link", cells.text({ max: 2000 }), ["URL", "Permalink", "Post link", "Post URL", "Link to post"]);
const typeColumn = col("mediaType", "Type", mediaTypeCell, ["Post type", "Media type", "Format", "Content type"]);

export type TableImportSpec = ImportSpec & { source: SocialImportKind; network: SocialNetwork | null };

/** Metricool's post export: it writes "Interactions" and "Engagement" next to each post's counts. */
export const metricoolSpec: TableImportSpec = {
  kind: "social.metricool",
  source: "metricool",
  network: null,
  label: "Metricool CSV",
  maxRows: MAX_POST_ROWS,
  columns: [
    col("publishedAt", "Date", dateTime, ["Published", "Publication date", "Published date", "Date published"], { required: true }),
    col("caption", "Text", text, ["Content", "Description", "Caption", "Post text"]),
    typeColumn,
    linkColumn,
    idColumn,
    ...COUNT_COLUMNS,
    col("interactions", "Interactions", count, ["Total interactions"], { required: true }),
    col("engagementPct", "Engagement", cells.number(), ["Engagement (%)", "Engagement rate"]),
  ],
};

/** Later's post performance export: "Post Date" / "Date Posted" and "Caption". */
export const laterSpec: TableImportSpec = {
  kind: "social.later",
  source: "later",
  network: null,
  label: "Later CSV",
  maxRows: MAX_POST_ROWS,
  columns: [
    col("publishedAt", "Post Date", dateTime, ["Date Posted", "Posted At", "Post date time"], { required: true }),
    col("caption", "Caption", text, ["Post Caption"], { required: true }),
    typeColumn,
    linkColumn,
    idColumn,
    ...COUNT_COLUMNS,
    col("engagementPct", "Engagement Rate", cells.number(), ["Engagement rate (%)"]),
  ],
};

/** Buffer's posts report: "Post Text" / "Text" and the date it was sent. */
export const bufferSpec: TableImportSpec = {
  kind: "social.buffer",
  source: "buffer",
  network: null,
  label: "Buffer CSV",
  maxRows: MAX_POST_ROWS,
  columns: [
    col("publishedAt", "Date", dateTime, ["Sent At", "Sent", "Posted", "Date sent"], { required: true }),
    col("caption", "Post Text", text, ["Text", "Update text", "Message"], { required: true }),
    typeColumn,
    linkColumn,
    idColumn,
    ...COUNT_COLUMNS,
    col("engagementPct", "Engagement Rate", cells.number(), []),
  ],
};

/** LinkedIn page analytics, content export ("All posts" sheet): "Post link", "Created date", "Impressions". */
export const linkedinPageSpec: TableImportSpec = {
  kind: "social.linkedin.page",
  source: "linkedin-page",
  network: "linkedin",
  label: "LinkedIn page analytics (content)",
  maxRows: MAX_POST_ROWS,
  columns: [
    col("caption", "Post title", text, ["Update title", "Post text"], { required: true }),
    col("permalink", "Post link", cells.text({ max: 2000 }), ["Update link"], { required: true }),
    col("mediaType", "Content Type", mediaTypeCell, ["Content type", "Media type"]),
    col("postKind", "Post type", cells.text({ max: 50 }), ["Update type"]),
    col("publishedAt", "Created date", dateTime, ["Date created", "Created"], { required: true }),
    col("impressions", "Impressions", count, [], { required: true }),
    col("videoViews", "Views (excluding off-site video views)", count, ["Video views"]),
    col("clicks", "Clicks", count, []),
    col("likes", "Likes", count, ["Reactions"]),
    col("comments", "Comments", count, []),
    col("shares", "Reposts", count, ["Shares"]),
  ],
};

export const TABLE_SPECS: readonly TableImportSpec[] = [linkedinPageSpec, metricoolSpec, laterSpec, bufferSpec];

/** A LinkedIn post's URN from its link ("…/feed/update/urn:li:activity:712…"), or null. */
export function linkedinUrn(link: string): string | null {
  const m = /urn:li:(activity|share|ugcPost):(\d+)/.exec(decodeURIComponent(link));
  return m ? `urn:li:${m[1]}:${m[2]}` : null;
}

/** An Instagram post's shortcode from its link (instagram.com/p/<code>/ or /reel/<code>/), or null. */
export function instagramShortcode(link: string): string | null {
  const m = /instagram\.com\/(?:[^/]+\/)?(p|reel|reels|tv)\/([A-Za-z0-9_-]+)/.exec(link);
  return m ? m[2]! : null;
}

/** The validated rows of a recognised table as posts (`fallback`: the network when the file does not say). */
export function postsFromTable(v: ImportValidation, fallback: SocialNetwork): ImportedPost[] {
  const spec = v.spec as TableImportSpec | null;
  if (!spec) return [];
  const network = spec.network ?? fallback;
  return v.rows.map(({ values }) => {
    const link = (values.permalink as string | undefined) ?? null;
    const rawId = (values.externalId as string | undefined) ?? null;
    const id = rawId ?? (link ? (network === "linkedin" ? linkedinUrn(link) : instagramShortcode(link)) : null);
    const num = (k: string) => (typeof values[k] === "number" ? (values[k] as number) : null);
    return {
      ...emptyCounts(),
      externalId: id,
      permalink: link,
      mediaType: (values.mediaType as SocialMediaType | undefined) ?? (network === "linkedin" ? "text" : "image"),
      caption: (values.caption as string | undefined) ?? "",
      publishedAt: values.publishedAt as Date,
      likes: num("likes"),
      comments: num("comments"),
      shares: num("shares"),
      saves: num("saves"),
      reach: num("reach"),
      impressions: num("impressions"),
      videoViews: num("videoViews"),
      clicks: num("clicks"),
    };
  });
}
