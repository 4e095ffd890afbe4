/**
 * Generates db/sample/social once (deterministic: a seeded PRNG, fixed dates):
 * - instagram-export/: the demo brand's (@northwind.coffee) Instagram "Download your information"
 *   export in JSON format, the files our import reads and in their real layout:
 *   personal_information/personal_information/personal_information.json (username),
 *   your_instagram_activity/content/posts_1.json (feed posts: one media item = image/video, several
 *   = carousel; text written as Instagram writes it, UTF-8 bytes escaped one per code point),
 *   your_instagram_activity/content/reels.json ({ ig_reels_media: [...] }),
 *   connections/followers_and_following/followers_1.json (one entry per follower with the follow time),
 *   logged_information/past_instagram_insights/posts.json (per-post reach, impressions, likes,
 *   comments, saves, shares; a few recent posts have no insights yet).
 *   The story the numbers tell: reels and Tuesday/Thursday evenings work, #coldbrew lifts, #coffee does not.
 * - metricool-bluebottle.csv: Metricool's competitor post export of @bluebottle (likes and comments;
 *   reach is not given for a competitor, so the column is absent — it stays unknown, not zero).
 *
 *   npx tsx scripts/generate-social-sample.ts
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const OUT = path.resolve(import.meta.dirname, "../db/sample/social");
const EXPORT = path.join(OUT, "instagram-export");

let seed = 20260301;
const rand = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const between = (a: number, b: number) => Math.round(a + rand() * (b - a));

/** Instagram's export escapes text as its UTF-8 bytes, one code point per byte. */
const igText = (s: string) => Buffer.from(s, "utf8").toString("latin1");
const write = (rel: string, data: unknown) => {
  const f = path.join(EXPORT, rel);
  mkdirSync(path.dirname(f), { recursive: true });
  // Instagram writes pure ASCII JSON: every byte above 0x7f as a \u00XX escape.
  writeFileSync(f, `${JSON.stringify(data, null, 2).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)}\n`);
};

const START = Date.UTC(2026, 4, 4); // Monday 4 May 2026
const WEEKS = 26;
const OWN_TOPICS = [
  { text: "Cold brew season is here: 18 hours, coarse grind, one jar. Recipe in the guide ☕ #coldbrew #northwindcoffee", tags: 2.2 },
  { text: "How we roast our Guatemala Huehuetenango: light, slow, sweet. #roasting #coffee", tags: 1.2 },
  { text: "New at the café: the oat flat white 🌾 #coffee #cafe", tags: 0.8 },
  { text: "Brewing guide: the perfect pour-over in 4 steps #pourover #brewing", tags: 1.6 },
  { text: "Meet Maya, our head roaster. What she tastes in a Kenya Nyeri #roasting #team", tags: 1.1 },
  { text: "Weekend hours and a little news from the roastery #coffee", tags: 0.6 },
  { text: "Iced cold brew tonic, our summer favourite 🍋 #coldbrew #summer", tags: 2.0 },
  { text: "Subscription tip: grind size for your brewer #brewing #coffee", tags: 1.3 },
];

type Own = { ts: number; kind: "image" | "carousel" | "video" | "reel"; caption: string; mult: number };
const own: Own[] = [];
for (let w = 0; w < WEEKS; w++) {
  // Two to three posts a week; Tuesday/Thursday evenings most weeks, some mornings and weekends.
  const slots = [
    { day: 1, hour: between(18, 20), boost: 1.35 },
    { day: 3, hour: between(18, 20), boost: 1.3 },
    { day: pick([0, 4, 5]), hour: pick([8, 9, 12]), boost: 0.8 },
  ].slice(0, rand() < 0.45 ? 3 : 2);
  for (const s of slots) {
    const t = OWN_TOPICS[between(0, OWN_TOPICS.length - 1)]!;
    const kind = pick(["image", "image", "carousel", "carousel", "reel", "reel", "video"] as const);
    const fmt = { image: 0.8, carousel: 1.15, video: 0.9, reel: 1.7 }[kind];
    own.push({ ts: Math.floor((START + ((w * 7 + s.day) * 24 + s.hour) * 3_600_000) / 1000) + between(0, 3000), kind, caption: t.text, mult: s.boost * fmt * t.tags });
  }
}
const uri = (o: Own, i: number) => `media/${o.kind === "reel" ? "reels" : "posts"}/${new Date(o.ts * 1000).toISOString().slice(0, 7).replace("-", "")}/${o.ts}${i}_n.${o.kind === "reel" || o.kind === "video" ? "mp4" : "jpg"}`;
const mediaItem = (o: Own, i: number, withTitle: boolean) => ({
  uri: uri(o, i),
  creation_timestamp: o.ts,
  media_metadata: o.kind === "reel" || o.kind === "video" ? { video_metadata: { exif_data: [{}] } } : { photo_metadata: { exif_data: [{}] } },
  title: withTitle ? igText(o.caption) : "",
  cross_post_source: { source_app: "FB" },
});

rmSync(EXPORT, { recursive: true, force: true });
write("personal_information/personal_information/personal_information.json", {
  profile_user: [{ title: "", media_map_data: {}, string_map_data: { Email: { href: "", value: "hello@northwind-coffee.example", timestamp: 0 }, Username: { href: "", value: "northwind.coffee", timestamp: 0 }, Name: { href: "", value: igText("Northwind Coffee ☕"), timestamp: 0 } } }],
});
const feed = own.filter((o) => o.kind !== "reel").reverse();
write(
  "your_instagram_activity/content/posts_1.json",
  feed.map((o) =>
    o.kind === "carousel"
      ? { media: [0, 1, 2].slice(0, between(2, 3)).map((i) => mediaItem(o, i, false)), title: igText(o.caption), creation_timestamp: o.ts }
      : { media: [mediaItem(o, 0, true)] },
  ),
);
write("your_instagram_activity/content/reels.json", { ig_reels_media: own.filter((o) => o.kind === "reel").reverse().map((o) => ({ media: [mediaItem(o, 0, true)] })) });

// Followers: ~1,900 today, the earliest from 2023, faster growth since the reels started.
const followers: { title: string; media_list_data: never[]; string_list_data: { href: string; value: string; timestamp: number }[] }[] = [];
const first = Date.UTC(2023, 2, 1) / 1000;
const end = Math.floor((START + WEEKS * 7 * 86_400_000) / 1000);
for (let i = 0; i < 1900; i++) {
  const x = rand();
  const ts = Math.floor(first + (end - first) * (1 - (1 - x) ** 0.55));
  const name = `coffee_fan_${(i * 7919 + 13) % 100000}`;
  followers.push({ title: "", media_list_data: [], string_list_data: [{ href: `https://www.instagram.com/${name}`, value: name, timestamp: ts }] });
}
followers.sort((a, b) => b.string_list_data[0]!.timestamp - a.string_list_data[0]!.timestamp);
write("connections/followers_and_following/followers_1.json", followers);

// Insights for every post but the three newest (Instagram's insights lag).
const newest = new Set([...own].sort((a, b) => b.ts - a.ts).slice(0, 3).map((o) => o.ts));
write("logged_information/past_instagram_insights/posts.json", {
  organic_insights_posts: own
    .filter((o) => !newest.has(o.ts))
    .reverse()
    .map((o) => {
      const likes = Math.round(48 * o.mult * (0.75 + rand() * 0.5));
      const reach = Math.round(likes * (11 + rand() * 6) * (o.kind === "reel" ? 1.6 : 1));
      return {
        media_map_data: { "Media Thumbnail": { uri: uri(o, 0), creation_timestamp: o.ts, title: igText(o.caption) } },
        string_map_data: {
          "Creation Timestamp": { timestamp: o.ts },
          Impressions: { value: String(Math.round(reach * (1.2 + rand() * 0.3))) },
          Reach: { value: String(reach) },
          Likes: { value: String(likes) },
          Comments: { value: String(Math.round(likes * (0.04 + rand() * 0.05))) },
          Saves: { value: String(Math.round(likes * (o.caption.includes("guide") || o.caption.includes("Recipe") ? 0.3 : 0.08))) },
          Shares: { value: String(Math.round(likes * 0.05)) },
        },
      };
    }),
});

// The competitor: 5 posts a week, half reels, origin stories and brewing guides.
const RIVAL = [
  { text: "Origin trip: washing stations in Yirgacheffe, Ethiopia. #origin #specialtycoffee", m: 1.5 },
  { text: "Brewing at home: the Chemex method, slowly. #brewing #chemex", m: 1.4 },
  { text: "Single origin of the month: Colombia, notes of cherry #origin #singleorigin", m: 1.3 },
  { text: "New café opening in Brooklyn this Saturday #cafe #nyc", m: 0.7 },
  { text: "Holiday blend is back. Shop the link in bio. #holidayblend", m: 0.6 },
  { text: "Latte art tutorial from our baristas #latteart #barista", m: 1.2 },
];
const rows = [["Date", "Type", "Text", "Link", "Likes", "Comments", "Interactions", "Engagement"]];
for (let w = 0; w < WEEKS; w++) {
  for (const day of [0, 1, 2, 3, 4]) {
    const t = pick(RIVAL);
    const kind = pick(["REEL", "REEL", "CAROUSEL_ALBUM", "IMAGE"] as const);
    const d = new Date(START + ((w * 7 + day) * 24 + pick([11, 13, 17])) * 3_600_000 + between(0, 59) * 60_000);
    const likes = Math.round(1100 * t.m * (kind === "REEL" ? 1.5 : 1) * (0.7 + rand() * 0.6));
    const comments = Math.round(likes * (0.015 + rand() * 0.02));
    const code = `C${(d.getTime() / 60000).toString(36).toUpperCase()}bb`;
    const stamp = d.toISOString().slice(0, 16).replace("T", " ");
    rows.push([stamp, kind, t.text, `https://www.instagram.com/${kind === "REEL" ? "reel" : "p"}/${code}/`, String(likes), String(comments), String(likes + comments), ((likes + comments) / 45_200 * 100).toFixed(2)]);
  }
}
const csv = rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(",")).join("\r\n");
writeFileSync(path.join(OUT, "metricool-bluebottle.csv"), `${csv}\r\n`);
console.log(`${own.length} own posts, ${followers.length} followers, ${rows.length - 1} competitor posts`);
