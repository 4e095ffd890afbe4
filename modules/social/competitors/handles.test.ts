import { describe, expect, it } from "vitest";
import { guessHandle, normaliseHandle, splitHandles } from "./handles";

describe("normaliseHandle", () => {
  it("reads Instagram handles as pasted: @name, name, profile address", () => {
    for (const raw of ["@RivalRoasters", "rivalroasters", " https://www.instagram.com/rivalroasters/ ", "instagram.com/RivalRoasters?hl=en"]) {
      expect(normaliseHandle("instagram", raw)).toEqual({ ok: true, handle: "rivalroasters" });
    }
  });

  it("reads LinkedIn vanity names from company, school and showcase addresses", () => {
    expect(normaliseHandle("linkedin", "https://www.linkedin.com/company/Rival-Roasters/about/")).toEqual({ ok: true, handle: "rival-roasters" });
    expect(normaliseHandle("linkedin", "linkedin.com/school/brew-u")).toEqual({ ok: true, handle: "brew-u" });
    expect(normaliseHandle("linkedin", "rival-roasters")).toEqual({ ok: true, handle: "rival-roasters" });
  });

  it("refuses what is not a handle of the network, saying why", () => {
    const wrongSite = normaliseHandle("linkedin", "https://instagram.com/rival");
    expect(wrongSite.ok).toBe(false);
    expect(!wrongSite.ok && wrongSite.error).toContain("instagram.com address, not a LinkedIn one");
    const person = normaliseHandle("linkedin", "https://www.linkedin.com/in/jane");
    expect(!person.ok && person.error).toContain("not a company page address");
    const bad = normaliseHandle("instagram", "rival roasters!");
    expect(!bad.ok && bad.error).toContain("not an Instagram username");
    expect(normaliseHandle("instagram", "a".repeat(31)).ok).toBe(false);
  });
});

describe("splitHandles and guessHandle", () => {
  it("splits a paste on commas, spaces and new lines", () => {
    expect(splitHandles("@a, b\nc ; d")).toEqual(["@a", "b", "c", "d"]);
  });

  it("guesses a handle from the competitor's domain, else its name", () => {
    expect(guessHandle("instagram", "www.rival-roasters.com", "Rival")).toBe("rivalroasters");
    expect(guessHandle("linkedin", "https://rival-roasters.com/", "Rival")).toBe("rival-roasters");
    expect(guessHandle("linkedin", undefined, "Bean & Co")).toBe("bean-co");
  });
});
