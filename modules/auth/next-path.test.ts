import { describe, expect, it } from "vitest";
import { safeNextPath } from "./next-path";

describe("safeNextPath", () => {
  it("keeps a same-origin path with its query", () => {
    expect(safeNextPath("/dashboard")).toBe("/dashboard");
    expect(safeNextPath("/tasks/1/2?tab=notes#c")).toBe("/tasks/1/2?tab=notes#c");
  });

  it("refuses anything that could leave the origin", () => {
    for (const raw of ["https://evil.test", "//evil.test/x", "/\\evil.test", "\\\\evil.test", "javascript:alert(1)", "dashboard", "/%0d%0aSet-Cookie"]) {
      const out = safeNextPath(raw);
      if (out !== null) expect(out.startsWith("/") && !out.startsWith("//")).toBe(true);
    }
    expect(safeNextPath("https://evil.test")).toBeNull();
    expect(safeNextPath("//evil.test/x")).toBeNull();
    expect(safeNextPath("/\\evil.test")).toBeNull();
    expect(safeNextPath("javascript:alert(1)")).toBeNull();
    expect(safeNextPath("/a\nb")).toBeNull();
  });

  it("refuses empty values and the auth pages", () => {
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath("")).toBeNull();
    expect(safeNextPath("/auth")).toBeNull();
    expect(safeNextPath("/auth/confirm?x=1")).toBeNull();
    expect(safeNextPath("/authors")).toBe("/authors");
  });
});
