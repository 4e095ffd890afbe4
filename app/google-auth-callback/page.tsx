import type { Metadata } from "next";
import { AuthShell } from "@/modules/auth/components/auth-shell";
import { GoogleAuthCallback } from "@/modules/auth/components/google-auth-callback";

export const metadata: Metadata = { title: "Google sign-in", robots: { index: false } };

function first(v: string | string[] | undefined): string | null {
  return (Array.isArray(v) ? v[0] : v) || null;
}

export default async function GoogleAuthCallbackPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const code = first(params.code);
  // Providers send a terse `error` code plus a readable `error_description`; show the readable one.
  const error = first(params.error_description) ?? first(params.error);
  return (
    <AuthShell>
      <GoogleAuthCallback code={code} error={error} state={first(params.state)} />
    </AuthShell>
  );
}
