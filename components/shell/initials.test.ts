import { describe, expect, it } from "vitest";
import { initialsFor } from "./initials";

describe("avatar initials (spec §9)", () => {
  it("uses the first letters of the full name", () => {
    expect(initialsFor("Ada Lovelace", "ada@example.com")).toBe("AL");
    expect(initialsFor("  maya   chen ", null)).toBe("MC");
    expect(initialsFor("Cher", "c@example.com")).toBe("C");
  });
  it("keeps at most two letters for long names", () => {
    expect(initialsFor("Juan Carlos de la Cruz", null)).toBe("JC");
  });
  it("falls back to the first letter of the email", () => {
    expect(initialsFor(null, "zoe@example.com")).toBe("Z");
    expect(initialsFor("   ", "bob@example.com")).toBe("B");
  });
  it("falls back to U", () => {
    expect(initialsFor(null, null)).toBe("U");
    expect(initialsFor("", "")).toBe("U");
  });
});
