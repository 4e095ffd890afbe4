import { describe, expect, it } from "vitest";
import { isPublicPath } from "./public-paths";

describe("isPublicPath", () => {
  it("opens the sign-in pages, the mailbox and the API", () => {
    for (const p of ["/auth", "/auth/confirm", "/reset-password", "/google-auth-callback", "/dev/mailbox", "/api/health", "/api/supabase/auth/v1/token", "/invite/abc"]) {
      expect(isPublicPath(p), p).toBe(true);
    }
  });

  it("keeps every app route and look-alike prefixes private", () => {
    for (const p of ["/", "/dashboard", "/tasks/1/2", "/authors", "/auth-x", "/apis", "/dev", "/dev/mailboxes", "/reset-passwords", "/invites"]) {
      expect(isPublicPath(p), p).toBe(false);
    }
  });
});
