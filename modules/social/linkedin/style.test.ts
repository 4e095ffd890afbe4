import { describe, expect, it } from "vitest";
import { charStatus, seeMoreCut } from "./preview";
import { charCount, classifyHook, computeStyleFeatures, engagementOf, firstLine, profileFromFeatures, styleInstructions } from "./style";

describe("classifyHook", () => {
  it.each([
    ["Why do most sales teams miss their quota?", "question"],
    ["“Ship it before you are ready.”", "quote"],
    ["Unpopular opinion: cold email is not dead.", "contrarian"],
    ["Stop writing 40-page strategy decks.", "contrarian"],
    ["Excited to share that we just closed our seed round 🎉", "announcement"],
    ["5 lessons I learned from hiring 30 engineers", "list"],
    ["Here are my 3 rules for remote teams:", "list"],
    ["How to run a weekly review in 20 minutes", "how-to"],
    ["73% of buyers read three posts before a demo.", "statistic"],
    ["Last week I lost our biggest customer.", "story"],
    ["I was wrong about pricing.", "story"],
    ["Consistency beats intensity.", "statement"],
  ])("%s → %s", (line, type) => {
    expect(classifyHook(line)).toBe(type);
  });

  it("reads the first non-empty line", () => {
    expect(firstLine("\n\n  Hello there  \nsecond")).toBe("Hello there");
  });
});

describe("charCount and charStatus", () => {
  it("counts an emoji as one character and flags more than 3,000", () => {
    expect(charCount("ab🚀")).toBe(3);
    expect(charStatus("x".repeat(3000))).toEqual({ count: 3000, max: 3000, left: 0, over: false });
    expect(charStatus("x".repeat(3001))).toMatchObject({ over: true, left: -1 });
  });
});

describe("seeMoreCut", () => {
  it("shows a short post whole", () => {
    expect(seeMoreCut("One line.\nTwo lines.", "desktop")).toEqual({ visible: "One line.\nTwo lines.", truncated: false, hiddenChars: 0 });
  });

  it("cuts after three lines on desktop and two on the phone", () => {
    const text = "Line one\nLine two\nLine three\nLine four";
    expect(seeMoreCut(text, "desktop")).toMatchObject({ visible: "Line one\nLine two\nLine three", truncated: true });
    expect(seeMoreCut(text, "mobile")).toMatchObject({ visible: "Line one\nLine two", truncated: true });
  });

  it("cuts a long paragraph near 210 characters on a word boundary", () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`).join(" ");
    const cut = seeMoreCut(words, "desktop");
    expect(cut.truncated).toBe(true);
    expect(cut.visible.length).toBeLessThanOrEqual(210);
    expect(cut.visible.length).toBeGreaterThan(190);
    expect(words.startsWith(cut.visible)).toBe(true);
    expect(words[cut.visible.length]).toBe(" ");
    expect(cut.hiddenChars).toBe(words.length - cut.visible.length);
    const phone = seeMoreCut(words, "mobile");
    expect(phone.visible.length).toBeLessThanOrEqual(80);
  });

  it("counts a blank line as a line", () => {
    expect(seeMoreCut("Hook\n\nSecond\n\nThird", "desktop").visible).toBe("Hook\n\nSecond");
  });
});

describe("computeStyleFeatures", () => {
  const posts = [
    { text: "Why do founders ignore pricing?\n\nBecause pricing feels final.\nIt is not.\n\n#pricing #saas", likes: 120, comments: 30, shares: 5 },
    { text: "5 lessons from pricing our SaaS:\n\n1. Charge early\n2. Talk to buyers\n3. Raise prices 🚀\n\n#pricing", likes: 300, comments: 80, shares: 20 },
    { text: "Last week a customer asked for a discount.\nI said no.\nPricing is a promise.", likes: null, comments: null, shares: null },
    { text: "   ", likes: 5 },
  ];
  const f = computeStyleFeatures(posts);

  it("measures length, hooks and structure of the non-empty posts", () => {
    expect(f.samples).toBe(3);
    const lengths = posts.slice(0, 3).map((p) => charCount(p.text.trim())).sort((a, b) => a - b);
    expect(f.length).toMatchObject({ min: lengths[0], median: lengths[1], max: lengths[2] });
    expect(f.hooks.map((h) => h.type).sort()).toEqual(["list", "question", "story"]);
    expect(f.hooks.every((h) => h.share === 0.33)).toBe(true);
    expect(f.structure.listShare).toBe(0.33);
    expect(f.structure.avgParagraphs).toBeCloseTo((3 + 3 + 1) / 3, 2);
  });

  it("counts emoji and hashtags, and finds the recurring topics", () => {
    expect(f.emoji).toEqual({ postsWithEmojiShare: 0.33, perPost: 0.33, top: ["🚀"] });
    expect(f.hashtags.top[0]).toBe("#pricing");
    expect(f.hashtags.postsWithHashtagsShare).toBe(0.67);
    expect(f.hashtags.perPost).toBe(1);
    expect(f.topics[0]).toBe("pricing");
  });

  it("ranks the best performers by known engagement only (unknown is not zero)", () => {
    expect(engagementOf({ text: "x", likes: null, comments: null })).toBeNull();
    expect(f.engagementKnown).toBe(2);
    expect(f.bestPerformers.map((b) => b.engagement)).toEqual([400, 155]);
    expect(f.bestPerformers[0]).toMatchObject({ hook: "list", firstLine: "5 lessons from pricing our SaaS:" });
  });

  it("suggests an editable profile from the numbers, which the prompt states", () => {
    const p = profileFromFeatures(f);
    expect(p.targetChars).toBe(f.length.median);
    expect(p.preferredHooks.sort()).toEqual(["list", "question", "story"]);
    expect(p.hashtags).toMatch(/^Hashtags in 67% of posts/);
    expect(p.voice).toMatch(/best-performing post opened with a list promise hook/);
    const prompt = styleInstructions({ ...p, donts: ["no buzzwords"], features: f });
    expect(prompt).toContain(`Length: about ${f.length.median} characters`);
    expect(prompt).toContain("Don't: no buzzwords.");
  });

  it("gives empty numbers, not errors, for no posts", () => {
    const empty = computeStyleFeatures([]);
    expect(empty).toMatchObject({ samples: 0, length: { median: 0 }, hooks: [], topics: [], bestPerformers: [] });
    expect(profileFromFeatures(empty)).toMatchObject({ voice: "", targetChars: 1200 });
  });
});
