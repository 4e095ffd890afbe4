"use server";

/**
 * Sign-out for the user menu: revokes the session server-side (the endpoint deletes it, so its
 * access token stops working at once) and clears the auth cookies on this response. The client
 * then clears local storage, dispatches "userSignedOut" and goes to /auth (spec §4).
 */
import { cookies } from "next/headers";
import { createClient } from "@/lib/supabase/server";
import { BUILTIN_AUTH_COOKIE, isBuiltInAuth } from "@/lib/supabase/config";
import { signOutInput, type SignOutScope } from "./inputs";

type SignOutResult = { ok: true } | { ok: false; error: string };

export async function signOutAction(raw?: { scope?: SignOutScope }): Promise<SignOutResult> {
  const parsed = signOutInput.safeParse(raw ?? {});
  if (!parsed.success) return { ok: false, error: "Unknown sign-out scope." };
  const { scope } = parsed.data;
  const supabase = await createClient();
  // auth-js already treats 401/403/404 (an expired or revoked session) as signed out.
  const { error } = await supabase.auth.signOut({ scope });
  if (error) console.error("[auth] sign-out failed:", error.message);
  if (scope !== "others") {
    // Belt and braces: whatever happened above, this browser holds no auth cookie afterwards.
    const store = await cookies();
    for (const c of store.getAll()) {
      if (isAuthCookie(c.name)) store.delete(c.name);
    }
  }
  return error ? { ok: false, error: error.message } : { ok: true };
}

function isAuthCookie(name: string): boolean {
  if (isBuiltInAuth()) return name === BUILTIN_AUTH_COOKIE || name.startsWith(`${BUILTIN_AUTH_COOKIE}.`) || name.startsWith(`${BUILTIN_AUTH_COOKIE}-`);
  return /^sb-[^-]+-auth-token(\.\d+|-code-verifier)?$/.test(name);
}
