/**
 * Per-network checks run before a social post may be scheduled (and again when it goes out): pure,
 * one message per broken rule, so the calendar can list everything to fix at once.
 *
 * Limits, as the networks document them:
 * - LinkedIn Posts API (learn.microsoft.com/linkedin/marketing/community-management/shares/posts-api):
 *   `commentary` is the post text, at most 3,000 characters; one post carries either images (the
 *   MultiImage API: "minimum of 2 images and maximum of 20 images", a single image otherwise), or one
 *   video, or one document — media types are not mixed.
 * - Instagram Content Publishing (developers.facebook.com/docs/instagram-platform/content-publishing,
 *   "Limitations"): captions are limited to 2,200 characters, 30 hashtags and 20 @ tags; a carousel
 *   holds 1 to 10 images or videos ("Carousels are limited to 10 images, videos, or a mix"); every
 *   post needs media (there is no text-only post). Feed images must have an aspect ratio between
 *   4:5 and 1.91:1 (IG Container image_url, "JPEG … aspect ratio 4:5 to 1.91:1"); Reels are
 *   vertical video, 9:16 recommended (IG Container media_type=REELS).
 */
import type { SocialNetwork } from "@/db/schema/social";

export const LINKEDIN_MAX_CHARS = 3000;
export const LINKEDIN_MAX_IMAGES = 20;
export const INSTAGRAM_MAX_CHARS = 2200;
export const INSTAGRAM_MAX_HASHTAGS = 30;
export const INSTAGRAM_MAX_MENTIONS = 20;
export const INSTAGRAM_MAX_CAROUSEL = 10;
/** Width / height bounds of an Instagram feed image: 4:5 (0.8) to 1.91:1. */
export const INSTAGRAM_MIN_RATIO = 4 / 5;
export const INSTAGRAM_MAX_RATIO = 1.91;
/** 9:16 with a little tolerance for encoders rounding (1080×1920, 720×1280, 1080×1918 …). */
export const REEL_RATIO = 9 / 16;
const REEL_TOLERANCE = 0.01;

export type SocialMediaKind = "image" | "video" | "document";
export type SocialMediaItem = { url: string; kind: SocialMediaKind; width?: number | null; height?: number | null };
export const INSTAGRAM_FORMATS = ["feed", "carousel", "reel"] as const;
export type InstagramFormat = (typeof INSTAGRAM_FORMATS)[number];

export type SocialPostDraft = {
  network: SocialNetwork;
  text: string;
  media: readonly SocialMediaItem[];
  /** Instagram only; default: reel for one video, carousel for 2+ items, feed otherwise. */
  format?: InstagramFormat | null;
};

export type ValidationIssue = { rule: string; message: string };

/** Characters as people count them (an emoji is one), the way both networks count. */
export function charCount(text: string): number {
  return [...text].length;
}

/** #tags: a # followed by letters, digits or underscores (Unicode letters included). */
export function hashtags(text: string): string[] {
  return [...text.matchAll(/(?:^|[^\p{L}\p{N}_&#])#([\p{L}\p{N}_]+)/gu)].map((m) => m[1]!.toLowerCase());
}

/** @mentions: Instagram usernames are letters, digits, periods and underscores. */
export function mentions(text: string): string[] {
  return [...text.matchAll(/(?:^|[^\p{L}\p{N}_.@])@([A-Za-z0-9_.]{1,30})/gu)].map((m) => m[1]!.toLowerCase());
}

export function instagramFormat(draft: Pick<SocialPostDraft, "media" | "format">): InstagramFormat {
  if (draft.format) return draft.format;
  if (draft.media.length > 1) return "carousel";
  return draft.media[0]?.kind === "video" ? "reel" : "feed";
}

const fmt = (n: number) => n.toLocaleString("en-US");

function ratio(m: SocialMediaItem): number | null {
  return m.width && m.height && m.width > 0 && m.height > 0 ? m.width / m.height : null;
}

function validateLinkedIn(d: SocialPostDraft): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const chars = charCount(d.text);
  if (chars === 0 && d.media.length === 0) issues.push({ rule: "linkedin.empty", message: "Write the post's text: LinkedIn does not publish an empty post." });
  if (chars > LINKEDIN_MAX_CHARS) issues.push({ rule: "linkedin.length", message: `The text is ${fmt(chars)} characters; LinkedIn allows ${fmt(LINKEDIN_MAX_CHARS)}. Cut ${fmt(chars - LINKEDIN_MAX_CHARS)}.` });
  const images = d.media.filter((m) => m.kind === "image").length;
  const videos = d.media.filter((m) => m.kind === "video").length;
  const docs = d.media.filter((m) => m.kind === "document").length;
  const kinds = [images, videos, docs].filter((n) => n > 0).length;
  if (kinds > 1) issues.push({ rule: "linkedin.mixed", message: "A LinkedIn post carries images, or one video, or one document — not a mix. Keep one kind." });
  if (images > LINKEDIN_MAX_IMAGES) issues.push({ rule: "linkedin.images", message: `${images} images; a LinkedIn post holds at most ${LINKEDIN_MAX_IMAGES}.` });
  if (videos > 1) issues.push({ rule: "linkedin.video", message: `${videos} videos; a LinkedIn post holds one video.` });
  if (docs > 1) issues.push({ rule: "linkedin.document", message: `${docs} documents; a LinkedIn post holds one document.` });
  return issues;
}

function validateInstagram(d: SocialPostDraft): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const chars = charCount(d.text);
  if (chars > INSTAGRAM_MAX_CHARS) issues.push({ rule: "instagram.length", message: `The caption is ${fmt(chars)} characters; Instagram allows ${fmt(INSTAGRAM_MAX_CHARS)}. Cut ${fmt(chars - INSTAGRAM_MAX_CHARS)}.` });
  const tags = hashtags(d.text).length;
  if (tags > INSTAGRAM_MAX_HASHTAGS) issues.push({ rule: "instagram.hashtags", message: `${tags} hashtags; Instagram allows ${INSTAGRAM_MAX_HASHTAGS}. Remove ${tags - INSTAGRAM_MAX_HASHTAGS}.` });
  const ats = mentions(d.text).length;
  if (ats > INSTAGRAM_MAX_MENTIONS) issues.push({ rule: "instagram.mentions", message: `${ats} @mentions; Instagram allows ${INSTAGRAM_MAX_MENTIONS}. Remove ${ats - INSTAGRAM_MAX_MENTIONS}.` });
  if (d.media.length === 0) {
    issues.push({ rule: "instagram.media", message: "Add an image or a video: Instagram posts need media." });
    return issues;
  }
  if (d.media.some((m) => m.kind === "document")) issues.push({ rule: "instagram.document", message: "Instagram does not publish documents (PDF). Use images or a video." });
  const format = instagramFormat(d);
  if (format === "carousel") {
    if (d.media.length > INSTAGRAM_MAX_CAROUSEL) issues.push({ rule: "instagram.carousel", message: `${d.media.length} items; an Instagram carousel holds 1 to ${INSTAGRAM_MAX_CAROUSEL}.` });
  } else if (d.media.length > 1) {
    issues.push({ rule: "instagram.single", message: `A ${format === "reel" ? "reel" : "feed post"} has one item; ${d.media.length} are attached. Choose Carousel for several.` });
  }
  if (format === "reel") {
    const v = d.media[0]!;
    if (v.kind !== "video") issues.push({ rule: "instagram.reel.video", message: "A reel is a video: attach a video, or choose Feed post for an image." });
    const r = ratio(v);
    if (r === null) issues.push({ rule: "instagram.reel.size", message: "Give the reel's width and height so its 9:16 shape can be checked." });
    else if (Math.abs(r - REEL_RATIO) > REEL_TOLERANCE) issues.push({ rule: "instagram.reel.ratio", message: `The reel is ${v.width}×${v.height}; reels are vertical 9:16 (e.g. 1080×1920).` });
  } else {
    d.media.forEach((m, i) => {
      if (m.kind !== "image") return;
      const label = d.media.length > 1 ? `Image ${i + 1}` : "The image";
      const r = ratio(m);
      if (r === null) issues.push({ rule: "instagram.image.size", message: `${label}: give its width and height so the aspect ratio can be checked.` });
      else if (r < INSTAGRAM_MIN_RATIO - 1e-9 || r > INSTAGRAM_MAX_RATIO + 1e-9)
        issues.push({ rule: "instagram.image.ratio", message: `${label} is ${m.width}×${m.height} (${r.toFixed(2)}:1); feed images must be between 4:5 (0.80:1) and 1.91:1.` });
    });
  }
  return issues;
}

/** Every rule the draft breaks on its network; empty = it may be scheduled. */
export function validateSocialPost(draft: SocialPostDraft): ValidationIssue[] {
  return draft.network === "linkedin" ? validateLinkedIn(draft) : validateInstagram(draft);
}
