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
