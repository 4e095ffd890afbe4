import { describe, expect, it } from "vitest";
import { charCount, hashtags, instagramFormat, mentions, validateSocialPost, type SocialMediaItem } from "./validate";

const img = (w: number, h: number): SocialMediaItem => ({ url: "https://cdn.example.com/a.jpg", kind: "image", width: w, height: h });
const vid = (w: number, h: number): SocialMediaItem => ({ url: "https://cdn.example.com/a.mp4", kind: "video", width: w, height: h });
const rules = (...args: Parameters<typeof validateSocialPost>) => validateSocialPost(...args).map((i) => i.rule);

describe("counting", () => {
  it("counts an emoji as one character", () => {
    expect(charCount("hi 👋")).toBe(4);
  });
  it("finds hashtags and mentions but not emails or anchors", () => {
    expect(hashtags("Launch #SEO and #growth_2026 (mail a#b) &#123;")).toEqual(["seo", "growth_2026"]);
    expect(mentions("Thanks @acme.co and @Jane_D, write to me@example.com")).toEqual(["acme.co", "jane_d"]);
  });
});

describe("LinkedIn", () => {
  it("accepts 3,000 characters and refuses 3,001 with the excess", () => {
    expect(rules({ network: "linkedin", text: "a".repeat(3000), media: [] })).toEqual([]);
    const [issue] = validateSocialPost({ network: "linkedin", text: "a".repeat(3001), media: [] });
    expect(issue).toEqual({ rule: "linkedin.length", message: "The text is 3,001 characters; LinkedIn allows 3,000. Cut 1." });
  });
  it("allows up to 20 images, one video, one document, no mix", () => {
    expect(rules({ network: "linkedin", text: "x", media: Array.from({ length: 20 }, () => img(1, 1)) })).toEqual([]);
    expect(rules({ network: "linkedin", text: "x", media: Array.from({ length: 21 }, () => img(1, 1)) })).toEqual(["linkedin.images"]);
    expect(rules({ network: "linkedin", text: "x", media: [vid(1, 1), vid(1, 1)] })).toEqual(["linkedin.video"]);
    expect(rules({ network: "linkedin", text: "x", media: [{ url: "https://x/a.pdf", kind: "document" }, { url: "https://x/b.pdf", kind: "document" }] })).toEqual(["linkedin.document"]);
    expect(rules({ network: "linkedin", text: "x", media: [img(1, 1), vid(1, 1)] })).toEqual(["linkedin.mixed"]);
  });
  it("refuses an empty post", () => {
    expect(rules({ network: "linkedin", text: "", media: [] })).toEqual(["linkedin.empty"]);
  });
});

describe("Instagram", () => {
  const ok = img(1080, 1350);
  it("requires media", () => {
    expect(rules({ network: "instagram", text: "caption", media: [] })).toEqual(["instagram.media"]);
  });
  it("limits the caption to 2,200 characters, 30 hashtags and 20 mentions", () => {
    expect(rules({ network: "instagram", text: "a".repeat(2200), media: [ok] })).toEqual([]);
    expect(rules({ network: "instagram", text: "a".repeat(2201), media: [ok] })).toEqual(["instagram.length"]);
    const tags = (n: number) => Array.from({ length: n }, (_, i) => `#t${i}`).join(" ");
    expect(rules({ network: "instagram", text: tags(30), media: [ok] })).toEqual([]);
    expect(validateSocialPost({ network: "instagram", text: tags(31), media: [ok] })[0]?.message).toBe("31 hashtags; Instagram allows 30. Remove 1.");
    const ats = (n: number) => Array.from({ length: n }, (_, i) => `@user${i}`).join(" ");
    expect(rules({ network: "instagram", text: ats(20), media: [ok] })).toEqual([]);
    expect(rules({ network: "instagram", text: ats(21), media: [ok] })).toEqual(["instagram.mentions"]);
  });
  it("keeps carousels to 1–10 items", () => {
    expect(rules({ network: "instagram", text: "", media: Array.from({ length: 10 }, () => ok) })).toEqual([]);
    expect(rules({ network: "instagram", text: "", media: Array.from({ length: 11 }, () => ok) })).toEqual(["instagram.carousel"]);
    expect(rules({ network: "instagram", text: "", media: [ok], format: "carousel" })).toEqual([]);
    expect(rules({ network: "instagram", text: "", media: [ok, ok], format: "feed" })).toEqual(["instagram.single"]);
  });
  it("checks feed images between 4:5 and 1.91:1", () => {
    expect(rules({ network: "instagram", text: "", media: [img(1080, 1350)] })).toEqual([]);
    expect(rules({ network: "instagram", text: "", media: [img(1080, 566)] })).toEqual([]);
    expect(rules({ network: "instagram", text: "", media: [img(1080, 1920)] })).toEqual(["instagram.image.ratio"]);
    expect(rules({ network: "instagram", text: "", media: [img(2000, 1000)] })).toEqual(["instagram.image.ratio"]);
    expect(rules({ network: "instagram", text: "", media: [{ url: "https://x/a.jpg", kind: "image" }] })).toEqual(["instagram.image.size"]);
    expect(validateSocialPost({ network: "instagram", text: "", media: [ok, img(1080, 1920)] })[0]?.message).toMatch(/^Image 2 is 1080×1920/);
  });
  it("wants reels as 9:16 video", () => {
    expect(instagramFormat({ media: [vid(1080, 1920)] })).toBe("reel");
    expect(rules({ network: "instagram", text: "", media: [vid(1080, 1920)] })).toEqual([]);
    expect(rules({ network: "instagram", text: "", media: [vid(1920, 1080)] })).toEqual(["instagram.reel.ratio"]);
    expect(rules({ network: "instagram", text: "", media: [img(1080, 1920)], format: "reel" })).toEqual(["instagram.reel.video"]);
  });
  it("refuses documents", () => {
    expect(rules({ network: "instagram", text: "", media: [{ url: "https://x/a.pdf", kind: "document" }], format: "carousel" })).toEqual(["instagram.document"]);
  });
});
