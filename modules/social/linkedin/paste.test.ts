import { describe, expect, it } from "vitest";
import { parseMetricsLine, parsePastedPosts } from "./paste";

describe("parsePastedPosts", () => {
  it("splits on dashed lines and reads a trailing metrics line", () => {
    const posts = parsePastedPosts("First post\nline two\n120 reactions · 30 comments · 5 reposts\n---\nSecond post\n\n-----\n\nThird post\nlikes: 1.2k, comments: 4");
    expect(posts).toEqual([
      { text: "First post\nline two", likes: 120, comments: 30, shares: 5 },
      { text: "Second post", likes: null, comments: null, shares: null },
      { text: "Third post", likes: 1200, comments: 4, shares: null },
    ]);
  });

  it("keeps a last line that is text, and drops empty blocks", () => {
    expect(parsePastedPosts("Just text\nWe shipped 3 features\n---\n\n---\n")).toEqual([{ text: "Just text\nWe shipped 3 features", likes: null, comments: null, shares: null }]);
    expect(parseMetricsLine("We shipped 3 features")).toBeNull();
    expect(parseMetricsLine("12 likes")).toEqual({ likes: 12, comments: null, shares: null });
  });
});
