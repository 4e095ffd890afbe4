/**
 * Stands in for lib/auth/session in integration tests (no Next request scope there):
 *   vi.mock("@/lib/auth/session", async (orig) => ({ ...(await orig()), ...(await import("../helpers/session")) }));
 * then actAs(user) before calling actions or queries.
 */
import type { AuthUser } from "@/lib/auth/types";

let current: AuthUser | null = null;

export function actAs(user: AuthUser | null): void {
  current = user;
}

export async function getCurrentUser(): Promise<AuthUser | null> {
  return current;
}

export async function requireUser(): Promise<AuthUser> {
  if (!current) throw new Error("NEXT_REDIRECT: /auth (signed out)");
  return current;
}

/** The assurance level in a user's claims, as lib/auth/session reads it (not imported: this module replaces that one). */
export function userAal(user: Pick<AuthUser, "claims">): "aal1" | "aal2" {
  return user.claims.aal === "aal2" ? "aal2" : "aal1";
}

export async function getCurrentAal(): Promise<"aal1" | "aal2" | null> {
  return current ? userAal(current) : null;
}
