import { describe, expect, it } from "vitest";
import { generateInvitationToken, hashInvitationToken, invitationExpiry, isWellFormedToken, normalizeEmail } from "./tokens";

describe("invitation tokens", () => {
  it("are random, URL-safe and well-formed", () => {
    const a = generateInvitationToken();
    const b = generateInvitationToken();
    expect(a).not.toBe(b);
    expect(isWellFormedToken(a)).toBe(true);
    expect(isWellFormedToken("short")).toBe(false);
    expect(isWellFormedToken(`${a.slice(0, 42)}/`)).toBe(false);
  });

  it("are stored only as a SHA-256 hash", () => {
    const t = generateInvitationToken();
    const h = hashInvitationToken(t);
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(h).not.toContain(t);
    expect(hashInvitationToken(t)).toBe(h);
  });

  it("expire after seven days", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    expect(invitationExpiry(now).toISOString()).toBe("2026-01-08T00:00:00.000Z");
  });

  it("match addresses case-insensitively", () => {
    expect(normalizeEmail("  Bob@Example.COM ")).toBe("bob@example.com");
  });
});
