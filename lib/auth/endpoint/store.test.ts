import { describe, expect, it } from "vitest";
import { fakeSignupUser, mergeMetadata, userJson, type UserRow } from "./store";

const base: UserRow = {
  id: "6f0c1f4e-1d4c-4a7e-9d8f-2c1b0a9e8d7c",
  aud: "authenticated",
  role: "authenticated",
  email: "a@b.test",
  encryptedPassword: "$2a$10$x",
  emailConfirmedAt: null,
  confirmationToken: null,
  confirmationSentAt: null,
  recoveryToken: null,
  recoverySentAt: null,
  reauthenticationToken: null,
  reauthenticationSentAt: null,
  emailChange: null,
  emailChangeSentAt: null,
  lastSignInAt: null,
  rawAppMetaData: { provider: "email", providers: ["email"] },
  rawUserMetaData: {},
  phone: null,
  phoneConfirmedAt: null,
  bannedUntil: null,
  deletedAt: null,
  isAnonymous: false,
  createdAt: new Date("2026-01-01T00:00:00Z"),
  updatedAt: new Date("2026-01-01T00:00:00Z"),
};

describe("GoTrue user JSON", () => {
  it("uses empty strings for absent email/phone and omits null timestamps", () => {
    const json = userJson({ ...base, email: null }, []);
    expect(json.email).toBe("");
    expect(json.phone).toBe("");
    for (const k of ["email_confirmed_at", "confirmed_at", "confirmation_sent_at", "recovery_sent_at", "new_email", "last_sign_in_at", "banned_until", "encrypted_password"]) {
      expect(json).not.toHaveProperty(k);
    }
    expect(Object.keys(json)).toEqual(["id", "aud", "role", "email", "phone", "app_metadata", "user_metadata", "identities", "created_at", "updated_at", "is_anonymous"]);
  });

  it("derives confirmed_at from email_confirmed_at and shows new_email", () => {
    const at = new Date("2026-02-02T00:00:00Z");
    const json = userJson({ ...base, emailConfirmedAt: at, emailChange: "new@b.test" }, []);
    expect(json.confirmed_at).toBe(at.toISOString());
    expect(json.new_email).toBe("new@b.test");
  });

  it("merges metadata with null deleting a key", () => {
    expect(mergeMetadata({ a: 1, b: 2 }, { b: null, c: 3 })).toEqual({ a: 1, c: 3 });
  });

  it("fakes a fresh, identity-less user for duplicate signups", () => {
    const u = fakeSignupUser("a@b.test", { full_name: "X" });
    expect(u).toMatchObject({ email: "a@b.test", identities: [], user_metadata: { full_name: "X" }, role: "" });
  });
});
