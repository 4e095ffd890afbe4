import { describe, expect, it } from "vitest";
import { tsConfigFor } from "./language";

describe("tsConfigFor", () => {
  it("maps the brand's main language to its Postgres configuration", () => {
    expect(tsConfigFor(["de", "en"])).toBe("german");
    expect(tsConfigFor(["pt-BR"])).toBe("portuguese");
    expect(tsConfigFor(["nb"])).toBe("norwegian");
  });
  it("falls back to simple", () => {
    expect(tsConfigFor([])).toBe("simple");
    expect(tsConfigFor(null)).toBe("simple");
    expect(tsConfigFor(["ja"])).toBe("simple");
  });
});
