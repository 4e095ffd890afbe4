import type { EmailOtpType } from "@supabase/supabase-js";
import { NextResponse, type NextRequest } from "next/server";
import { createClient } from "@/lib/supabase/server";
import { safeNextPath } from "./next-path";
import { FLASH_COOKIE, FLASH_MAX_AGE_SECONDS } from "./flash";
import { requestOrigin, siteOrigin } from "@/lib/site-origin";

const OTP_TYPES = new Set<EmailOtpType>(["signup", "invite", "magiclink", "recovery", "email_change", "email"]);

/**
 * Landing point of every email link (signup confirmation, magic link, recovery) and of the OAuth
 * fallback. Verification happens here, server-side, so the session cookies are set on this response
 * and the next page renders signed in. Recovery always continues to /reset-password.
 */
export async function confirmEmailLink(request: NextRequest): Promise<NextResponse> {
  const { searchParams } = request.nextUrl;
  const tokenHash = searchParams.get("token_hash");
  const type = searchParams.get("type") as EmailOtpType | null;
  const code = searchParams.get("code");
  const next = safeNextPath(searchParams.get("next")) ?? "/dashboard";

  const supabase = await createClient();
  let message = "Email link is invalid or has expired";

  if (tokenHash && type && OTP_TYPES.has(type)) {
    const { error } = await supabase.auth.verifyOtp({ type, token_hash: tokenHash });
    if (!error) {
      const response = redirectTo(request, type === "recovery" ? "/reset-password" : next);
      // A confirmed address says so on the page it lands on (signed in: the cookies are on this response).
      if (type === "signup" || type === "email_change" || type === "invite") {
        response.cookies.set(FLASH_COOKIE, "email-confirmed", { path: "/", maxAge: FLASH_MAX_AGE_SECONDS, sameSite: "lax" });
      }
      return response;
    }
    message = error.message;
  } else if (code) {
    const { error } = await supabase.auth.exchangeCodeForSession(code);
    if (!error) return redirectTo(request, next);
    message = error.message;
  }

  return redirectTo(request, `/auth?${new URLSearchParams({ error_description: message })}`);
}

function redirectTo(request: NextRequest, path: string) {
  // The origin the link was opened on: the session cookies were just set there (not request.url's localhost).
  const response = NextResponse.redirect(new URL(path, siteOrigin(requestOrigin(request.headers))), 303);
  // The URL carried a one-time token: keep it out of caches and Referer headers.
  response.headers.set("Cache-Control", "private, no-store");
  response.headers.set("Referrer-Policy", "no-referrer");
  return response;
}
