/** What both network clients give back, in the shape social_profiles / social_media store. */
import type { SocialMediaType } from "@/db/schema";

export type ProfileReading = {
  externalId: string;
  handle: string;
  displayName: string;
  biography: string | null;
  followers: number | null;
  following: number | null;
  mediaCount: number | null;
};

/** One post; a count the source does not give stays null (never 0). */
export type MediaReading = {
  externalId: string;
  permalink: string | null;
  mediaType: SocialMediaType;
  caption: string;
  hashtags: string[];
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

/** Hashtags of a caption, lower-case without "#", each once, in order of first use. */
export function hashtagsOf(caption: string): string[] {
  const seen = new Set<string>();
  for (const m of caption.matchAll(/#([\p{L}\p{N}_]+)/gu)) seen.add(m[1]!.toLowerCase());
  return [...seen];
}

export const emptyMetrics = { likes: null, comments: null, shares: null, saves: null, reach: null, impressions: null, videoViews: null, clicks: null } as const;
