import { describe, expect, it } from "vitest";
import { generateOtp, generateRefreshToken, parseCodeChallengeMethod, tokenHash, verifyPkce, withFlowPrefix } from "./crypto";

describe("token material", () => {
  it("hashes like GoTrue: hex(sha224(email + otp))", () => {
    expect(tokenHash("user@example.com", "123456")).toBe("b507a4ef007e1379d644aa6fe395cf98f1054ac96b63a052dca9a26a");
  });

  it("prefixes PKCE tokens with pkce_", () => {
    expect(withFlowPrefix("abc", true)).toBe("pkce_abc");
    expect(withFlowPrefix("abc", false)).toBe("abc");
  });

  it("makes 6-digit codes and 32-character alphanumeric refresh tokens", () => {
    for (let i = 0; i < 200; i++) expect(generateOtp()).toMatch(/^\d{6}$/);
    const tokens = new Set(Array.from({ length: 200 }, () => generateRefreshToken()));
    expect(tokens.size).toBe(200);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it("verifies S256 and plain PKCE verifiers (RFC 7636)", () => {
    const verifier = `verifier-${"a".repeat(40)}`;
    expect(verifyPkce("QQPwZB2MEVux9iK0oxcjr1lHYoU2l_UqfWFqn9kZ2kY", "s256", verifier)).toBe(true);
    expect(verifyPkce("QQPwZB2MEVux9iK0oxcjr1lHYoU2l_UqfWFqn9kZ2kY", "s256", `${verifier}x`)).toBe(false);
    expect(verifyPkce(verifier, "plain", verifier)).toBe(true);
    expect(verifyPkce(verifier, "other", verifier)).toBe(false);
    expect(parseCodeChallengeMethod("S256")).toBe("s256");
    expect(parseCodeChallengeMethod("md5")).toBeNull();
  });
});
