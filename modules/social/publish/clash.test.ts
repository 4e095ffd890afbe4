import { describe, expect, it } from "vitest";
import { audiencesOverlap, findClashes, topicSimilarity, type ClashPost } from "./clash";

const at = (min: number) => new Date(Date.UTC(2026, 2, 2, 9, min));
const post = (over: Partial<ClashPost> & Pick<ClashPost, "postId">): ClashPost => ({
  brandId: "b1",
  network: "linkedin",
  accountId: null,
  scheduledAt: at(0),
  text: "",
  country: "DE",
  languages: ["de"],
  ...over,
});

describe("clash detection", () => {
  it("flags one handle scheduled twice within 15 minutes, not 20 apart or on another network", () => {
    const posts = [
      post({ postId: "a", accountId: "urn:li:organization:1", scheduledAt: at(0), text: "Espresso grinders compared" }),
      post({ postId: "b", accountId: "urn:li:organization:1", scheduledAt: at(10), text: "Hiring a barista" }),
      post({ postId: "c", accountId: "urn:li:organization:1", scheduledAt: at(30), text: "Opening hours" }),
      post({ postId: "d", network: "instagram", accountId: "urn:li:organization:1", scheduledAt: at(5), text: "Hiring a barista" }),
    ];
    expect(findClashes(posts)).toEqual([{ kind: "handle", postIds: ["a", "b"], minutesApart: 10 }]);
  });

  it("flags two brands on the same topic in the same hour to an overlapping audience", () => {
    const posts = [
      post({ postId: "a", brandId: "b1", scheduledAt: at(0), text: "Five ways to choose an espresso grinder for your café" }),
      post({ postId: "b", brandId: "b2", scheduledAt: at(40), text: "How to choose the right espresso grinder: five ways" }),
    ];
    const [clash] = findClashes(posts);
    expect(clash).toMatchObject({ kind: "topic", postIds: ["a", "b"], minutesApart: 40 });
  });

  it("does not flag different topics, different hours, the same brand or separate audiences", () => {
    const text = "Five ways to choose an espresso grinder for your café";
    expect(findClashes([post({ postId: "a", brandId: "b1", text }), post({ postId: "b", brandId: "b2", text: "Our spring hiring day for engineers", scheduledAt: at(10) })])).toEqual([]);
    expect(findClashes([post({ postId: "a", brandId: "b1", text }), post({ postId: "b", brandId: "b2", text, scheduledAt: at(61) })])).toEqual([]);
    expect(findClashes([post({ postId: "a", brandId: "b1", text }), post({ postId: "b", brandId: "b1", text, scheduledAt: at(10) })])).toEqual([]);
    expect(findClashes([post({ postId: "a", brandId: "b1", text }), post({ postId: "b", brandId: "b2", text, country: "FR", languages: ["fr"], scheduledAt: at(10) })])).toEqual([]);
  });

  it("treats an audience it knows nothing about as overlapping", () => {
    expect(audiencesOverlap({ country: null, languages: [] }, { country: "FR", languages: ["fr"] })).toBe(true);
    expect(audiencesOverlap({ country: "AT", languages: ["de-AT"] }, { country: "DE", languages: ["de"] })).toBe(true);
  });

  it("scores the same topic above unrelated texts", () => {
    expect(topicSimilarity("espresso grinder guide", "guide to the espresso grinder")).toBeGreaterThan(0.5);
    expect(topicSimilarity("espresso grinder guide", "quarterly tax deadlines")).toBe(0);
  });
});
