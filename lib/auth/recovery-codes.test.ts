import { describe, expect, it } from "vitest";
import { generateRecoveryCode, hashRecoveryCode, normalizeRecoveryCode } from "./recovery-codes";

describe("recovery codes", () => {
  it("are xxxxx-xxxxx without look-alike characters, and differ", () => {
    const codes = new Set(Array.from({ length: 50 }, generateRecoveryCode));
    expect(codes.size).toBe(50);
    for (const c of codes) expect(c).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });
  it("normalise case, spaces and the dash; refuse anything else", () => {
    expect(normalizeRecoveryCode(" ABCDE fghjk ")).toBe("abcde-fghjk");
    expect(normalizeRecoveryCode("abcdefghjk")).toBe("abcde-fghjk");
    expect(normalizeRecoveryCode("123456")).toBeNull();
    expect(normalizeRecoveryCode("abcde-fghj0")).toBeNull();
  });
  it("hash per user", () => {
    expect(hashRecoveryCode("u1", "abcde-fghjk")).not.toBe(hashRecoveryCode("u2", "abcde-fghjk"));
    expect(hashRecoveryCode("u1", "abcde-fghjk")).toMatch(/^[0-9a-f]{64}$/);
  });
});
