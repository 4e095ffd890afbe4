import { describe, expect, it } from "vitest";
import {
  cleanCompetitors,
  cleanTextList,
  listToCsv,
  move,
  normalizeDomain,
  parseCompetitorLine,
  parseListCsv,
  parsePaste,
} from "./lists";

describe("brand data lists", () => {
  it("normalises domains", () => {
    expect(normalizeDomain("https://www.Acme.com/pricing?x=1")).toBe("acme.com");
    expect(normalizeDomain("shop.acme.co.uk:8080/")).toBe("shop.acme.co.uk");
    expect(normalizeDomain("bücher.de")).toBe("xn--bcher-kva.de");
    expect(normalizeDomain("not a domain")).toBeNull();
    expect(normalizeDomain("localhost")).toBeNull();
    expect(normalizeDomain("")).toBeNull();
  });

  it("cleans text lists: trims, drops blanks and case-insensitive duplicates", () => {
    expect(cleanTextList(["  seo  tools ", "SEO tools", "", "crm"], "keywords")).toEqual(["seo tools", "crm"]);
    expect(cleanTextList(Array.from({ length: 2100 }, (_, i) => `k${i}`), "keywords")).toHaveLength(2000);
  });

  it("cleans competitors: normalised domain, name defaults to the domain, duplicates by domain", () => {
    expect(
      cleanCompetitors([
        { name: "Acme", domain: "https://acme.com" },
        { name: "Acme again", domain: "www.acme.com" },
        { name: "", domain: "globex.com" },
        { name: "Initech", domain: "" },
        { name: "initech", domain: "" },
      ]),
    ).toEqual([
      { name: "Acme", domain: "acme.com" },
      { name: "globex.com", domain: "globex.com" },
      { name: "Initech", domain: "" },
    ]);
  });

  it("parses competitor lines in the forms people paste", () => {
    expect(parseCompetitorLine("Acme, acme.com")).toEqual({ name: "Acme", domain: "acme.com" });
    expect(parseCompetitorLine("Acme\thttps://acme.com")).toEqual({ name: "Acme", domain: "https://acme.com" });
    expect(parseCompetitorLine("globex.com")).toEqual({ name: "globex.com", domain: "globex.com" });
    expect(parseCompetitorLine("Initech")).toEqual({ name: "Initech", domain: "" });
    expect(parseCompetitorLine('"Acme, Inc.", acme.com')).toEqual({ name: "Acme, Inc.", domain: "acme.com" });
  });

  it("bulk paste reports lines with a bad domain", () => {
    const r = parsePaste("competitors", "Acme, acme.com\nBad, not a domain\n\nGlobex, globex.com");
    expect(r.items).toEqual([
      { name: "Acme", domain: "acme.com" },
      { name: "Globex", domain: "globex.com" },
    ]);
    expect(r.invalid).toEqual(["Bad, not a domain"]);
    expect(parsePaste("keywords", "a\nb\na\n").items).toEqual(["a", "b"]);
  });

  it("round-trips CSV, skipping the header", () => {
    const comps = [
      { name: "Acme, Inc.", domain: "acme.com" },
      { name: "Globex", domain: "" },
    ];
    expect(parseListCsv("competitors", listToCsv("competitors", comps)).items).toEqual(comps);
    expect(parseListCsv("keywords", listToCsv("keywords", ["=cmd", "b"])).items).toEqual(["'=cmd", "b"]);
    expect(parseListCsv("keywords", "alpha\nbeta\n").items).toEqual(["alpha", "beta"]);
  });

  it("moves items", () => {
    expect(move(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(move(["a", "b", "c"], 2, 1)).toEqual(["a", "c", "b"]);
    expect(move(["a"], 0, 5)).toEqual(["a"]);
  });
});
