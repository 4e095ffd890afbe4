/**
 * What every social import reads a file into, whatever the source: posts with the counts the file
 * has (a count the file does not give stays null — never 0) and, when the file has them, follower
 * counts by day. Client-safe.
 */
import type { SocialMediaType, SocialNetwork } from "@/db/schema/social";
import type { ImportIssue } from "@/lib/import";

export type ImportedPost = {
  /** The network's id, or null when the file has none (a stable hash of the post is used instead). */
  externalId: string | null;
  permalink: string | null;
  mediaType: SocialMediaType;
  caption: string;
  publishedAt: Date;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  saves: number | null;
  reach: number | null;
  impressions: number | null;
  videoViews: number | null;
  clicks: number | null;
};

export const POST_COUNTS = ["likes", "comments", "shares", "saves", "reach", "impressions", "videoViews", "clicks"] as const;
export type PostCount = (typeof POST_COUNTS)[number];

export type SocialImportKind = "instagram-export" | "linkedin-page" | "metricool" | "later" | "buffer";

export type ParsedSocialImport = {
  kind: SocialImportKind;
  /** Shown in the preview and stored as the rows' source label ("Metricool CSV"). */
  label: string;
  /** The network the file is about, when the file says (a LinkedIn page export is LinkedIn). */
  network: SocialNetwork | null;
  /** The account's handle when the file names it (the Instagram export does). */
  handle: string | null;
  posts: ImportedPost[];
  /** Followers on a day (the export's follower list by follow date, or a CSV's follower column). */
  followers: { takenOn: string; followers: number }[];
  errors: ImportIssue[];
  notes: string[];
};

export const emptyCounts = (): Pick<ImportedPost, PostCount> => ({ likes: null, comments: null, shares: null, saves: null, reach: null, impressions: null, videoViews: null, clicks: null });
