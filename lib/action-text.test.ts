import { describe, expect, it } from "vitest";
import { storableText } from "./action";

describe("storableText", () => {
  it("drops NUL and replaces lone surrogates, keeps pairs, emoji and RTL text", () => {
    expect(storableText({ a: "x\u0000y", b: ["\uD800", "z\uDC00"], c: "👩‍👩‍👧‍👦 مرحبا \u202E" })).toEqual({ a: "xy", b: ["\uFFFD", "z\uFFFD"], c: "👩‍👩‍👧‍👦 مرحبا \u202E" });
  });
  it("leaves files, dates and numbers alone", () => {
    const file = new Blob(["\u0000"]);
    const date = new Date(0);
    const out = storableText({ file, date, n: 1 });
    expect(out.file).toBe(file);
    expect(out.date).toBe(date);
    expect(out.n).toBe(1);
  });
});
