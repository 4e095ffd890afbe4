import { describe, expect, it } from "vitest";
import { registrableDomain } from "./domain";
import { countryCode, dataForSeoLocation, googleLocation } from "./locale";

describe("registrableDomain", () => {
  it("keeps the registrable domain of a result URL, lower-case and without www", () => {
    expect(registrableDomain("https://WWW.Example.com/a?b=c")).toBe("example.com");
    expect(registrableDomain("https://blog.example.co.uk/post")).toBe("example.co.uk");
    // Private suffixes: each site on a shared host ranks as itself.
    expect(registrableDomain("https://user.github.io/page")).toBe("user.github.io");
    expect(registrableDomain("http://localhost:3000/x")).toBe("localhost");
    expect(registrableDomain("not a url")).toBe("");
  });
});

describe("locations per provider", () => {
  it("reads the country of a label or a code (Google's uk is ISO gb)", () => {
    expect(countryCode("United Kingdom")).toBe("gb");
    expect(countryCode("London, England, United Kingdom")).toBe("gb");
    expect(countryCode("UK")).toBe("gb");
    expect(countryCode("de")).toBe("de");
    expect(countryCode("Atlantis")).toBeNull();
  });

  it("gives DataForSEO a code or a name", () => {
    expect(dataForSeoLocation("2826")).toEqual({ location_code: 2826 });
    expect(dataForSeoLocation("gb")).toEqual({ location_name: "United Kingdom" });
    expect(dataForSeoLocation("London, England, United Kingdom")).toEqual({ location_name: "London,England,United Kingdom" });
  });

  it("gives SerpApi and Serper a place name and gl, and neither for a DataForSEO code", () => {
    expect(googleLocation("United States")).toEqual({ location: "United States", gl: "us" });
    expect(googleLocation("fr")).toEqual({ location: "France", gl: "fr" });
    expect(googleLocation("2826")).toEqual({ location: null, gl: null });
    expect(googleLocation("London,England,United Kingdom")).toEqual({ location: "London, England, United Kingdom", gl: "gb" });
  });
});
