import type { Metadata } from "next";
import { getCurrentUser } from "@/lib/auth/session";
import { ResetPasswordCard } from "@/modules/auth/components/reset-password-card";

export const metadata: Metadata = { title: "Reset password" };

export default async function ResetPasswordPage() {
  const user = await getCurrentUser();
  return <ResetPasswordCard email={user ? user.email : null} />;
}
