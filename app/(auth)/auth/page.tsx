import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/session";
import { getBranding } from "@/lib/branding";
import { AuthCard } from "@/modules/auth/components/auth-card";
import { safeNextPath } from "@/modules/auth/next-path";
import { isGoogleAuthEnabled } from "@/modules/auth/google-auth-config";

/** Spec §1: "Login - S-AI-O Intelligence", with the deployment's product name when it has one (issue 26). */
export async function generateMetadata(): Promise<Metadata> {
  return { title: { absolute: `Login - ${(await getBranding()).productName}` } };
}

function first(v: string | string[] | undefined): string | null {
  return (Array.isArray(v) ? v[0] : v) || null;
}

export default async function AuthPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // proxy.ts redirects too, but it is only the optimistic layer: check the verified user here.
  if (await getCurrentUser()) redirect("/dashboard");

  const params = await searchParams;
  return (
    <AuthCard
      next={safeNextPath(first(params.next))}
      googleEnabled={isGoogleAuthEnabled()}
      initialTab={first(params.tab) === "register" ? "register" : "login"}
      initialEmail={first(params.email)?.trim().slice(0, 320) ?? ""}
      notice={first(params.error_description)}
    />
  );
}
