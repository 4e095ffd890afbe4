import type { Metadata } from "next";
import { AuthShell } from "@/modules/auth/components/auth-shell";
import { SocialAuthCallback } from "@/modules/social/components/social-auth-callback";

export const metadata: Metadata = { title: "Connecting a social account", robots: { index: false } };

function first(v: string | string[] | undefined): string | null {
  return (Array.isArray(v) ? v[0] : v) || null;
}

export default async function SocialAuthCallbackPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  // Meta and LinkedIn send a terse `error` plus a readable `error_description` (Meta also `error_reason`): show the readable one.
  const error = first(params.error_description) ?? first(params.error);
  return (
    <AuthShell>
      <SocialAuthCallback code={first(params.code)} error={error} state={first(params.state)} />
    </AuthShell>
  );
}
