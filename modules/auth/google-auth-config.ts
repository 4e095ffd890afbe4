import { env } from "@/lib/env";

/**
 * "Continue with Google" is offered only when a hosted Supabase project with the Google provider is
 * configured: the built-in auth endpoint speaks no OAuth, so the button would lead nowhere.
 */
export function isGoogleAuthEnabled(): boolean {
  const e = env();
  return e.NEXT_PUBLIC_GOOGLE_AUTH && !!e.NEXT_PUBLIC_SUPABASE_URL;
}
