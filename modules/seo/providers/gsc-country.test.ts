import { describe, expect, it } from "vitest";
import { searchConsoleCountryName } from "./gsc-country";

describe("searchConsoleCountryName", () => {
  it("names the API's alpha-3 codes the way the Performance export and GA4 do", () => {
    expect(["usa", "gbr", "deu", "kor", "hkg", "USA"].map(searchConsoleCountryName)).toEqual(["United States", "United Kingdom", "Germany", "South Korea", "Hong Kong", "United States"]);
  });
  it("calls zzz an unknown region and keeps a code it does not know", () => {
    expect(searchConsoleCountryName("zzz")).toBe("Unknown Region");
    expect(searchConsoleCountryName("qqq")).toBe("qqq");
  });
});
