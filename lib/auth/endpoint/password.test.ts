import { describe, expect, it } from "vitest";
import { AuthHttpError } from "./errors";
import { assertPasswordStrength, hashPassword, verifyPassword, weakPasswordHint } from "./password";

describe("passwords", () => {
  it("hashes with bcrypt cost 10 in Go's $2a$ variant, and verifies $2a$/$2b$ hashes", async () => {
    const hash = await hashPassword("correct-horse");
    expect(hash).toMatch(/^\$2a\$10\$[./A-Za-z0-9]{53}$/);
    expect(await verifyPassword("correct-horse", hash)).toBe(true);
    expect(await verifyPassword("wrong", hash)).toBe(false);
    expect(await verifyPassword("correct-horse", hash.replace("$2a$", "$2b$"))).toBe(true);
    expect(await verifyPassword("x", null)).toBe(false);
    expect(await verifyPassword("x", "not-a-hash")).toBe(false);
  });

  it("refuses under 6 characters as weak (422) and over 72 bytes as invalid (400)", () => {
    const err = (p: string) => {
      try {
        assertPasswordStrength(p);
        return null;
      } catch (e) {
        return e as AuthHttpError;
      }
    };
    expect(err("12345")).toMatchObject({ status: 422, code: "weak_password", message: "Password should be at least 6 characters." });
    expect(err("123456")).toBeNull();
    expect(err("a".repeat(72))).toBeNull();
    expect(err("a".repeat(73))).toMatchObject({ status: 400, code: "validation_failed" });
    expect(err("€".repeat(25))).toMatchObject({ status: 400 }); // 75 bytes
    expect(weakPasswordHint("123")).toEqual({ message: "Password should be at least 6 characters.", reasons: ["length"] });
    expect(weakPasswordHint("123456")).toBeNull();
  });
});
