import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, generateTotpSecret, hotp, matchTotp, totpCode, totpUri } from "./totp";

// RFC 6238 Appendix B: the SHA-1 seed is the ASCII string "12345678901234567890".
const SEED = Buffer.from("12345678901234567890", "ascii");
const SECRET = base32Encode(SEED);

describe("RFC 6238 Appendix B test vectors (SHA-1, 8 digits)", () => {
  const vectors: [number, string][] = [
    [59, "94287082"],
    [1111111109, "07081804"],
    [1111111111, "14050471"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
    [20000000000, "65353130"],
  ];
  for (const [t, expected] of vectors) {
    it(`T = ${t}`, () => {
      expect(hotp(SEED, Math.floor(t / 30), 8)).toBe(expected);
    });
  }
  it("six-digit codes are the last six digits of the vectors", () => {
    expect(totpCode(SECRET, 59_000)).toBe("287082");
    expect(totpCode(SECRET, 1111111109_000)).toBe("081804");
  });
});

describe("RFC 4226 Appendix D HOTP values", () => {
  it("counters 0..9", () => {
    const expected = ["755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583", "399871", "520489"];
    expect(expected.map((_, i) => hotp(SEED, i))).toEqual(expected);
  });
});

describe("base32", () => {
  it("round-trips and matches RFC 4648 test vectors", () => {
    expect(base32Encode(Buffer.from("foobar"))).toBe("MZXW6YTBOI");
    expect(base32Decode("mzxw 6ytb oi==").toString()).toBe("foobar");
    const s = generateTotpSecret();
    expect(s).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(s))).toBe(s);
  });
  it("rejects characters outside the alphabet", () => {
    expect(() => base32Decode("ABC1")).toThrow();
  });
});

describe("matchTotp", () => {
  const at = 1234567890_000;
  const step = Math.floor(1234567890 / 30);
  it("accepts the current step and one step either side, nothing further", () => {
    expect(matchTotp(SECRET, totpCode(SECRET, at), { at })).toBe(step);
    expect(matchTotp(SECRET, totpCode(SECRET, at - 30_000), { at })).toBe(step - 1);
    expect(matchTotp(SECRET, totpCode(SECRET, at + 30_000), { at })).toBe(step + 1);
    expect(matchTotp(SECRET, totpCode(SECRET, at - 60_000), { at })).toBeNull();
    expect(matchTotp(SECRET, totpCode(SECRET, at + 60_000), { at })).toBeNull();
  });
  it("refuses a code of a step already used, and malformed codes", () => {
    const code = totpCode(SECRET, at);
    expect(matchTotp(SECRET, code, { at, notAfterStep: step })).toBeNull();
    expect(matchTotp(SECRET, code, { at, notAfterStep: step - 1 })).toBe(step);
    expect(matchTotp(SECRET, "12345", { at })).toBeNull();
    expect(matchTotp(SECRET, "abcdef", { at })).toBeNull();
  });
});

it("totpUri is the Key Uri Format authenticator apps scan", () => {
  const raw = totpUri({ secret: "JBSWY3DPEHPK3PXP", issuer: "Growth OS", account: "ana@example.com" });
  expect(raw.startsWith("otpauth://totp/Growth%20OS:ana%40example.com?")).toBe(true);
  const q = new URLSearchParams(raw.split("?")[1]);
  expect(q.get("secret")).toBe("JBSWY3DPEHPK3PXP");
  expect(q.get("issuer")).toBe("Growth OS");
  expect([q.get("algorithm"), q.get("digits"), q.get("period")]).toEqual(["SHA1", "6", "30"]);
});
