import Link from "next/link";
import { KeyRoundIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { ResetPasswordForm } from "./reset-password-form";

/**
 * Reached from the recovery email via /auth/confirm, which has already signed the user in with the
 * recovery token; without that session (`email` null) there is nobody to set a password for.
 */
export function ResetPasswordCard({ email }: { email: string | null }) {
  if (email === null) {
    return (
      <Card className="w-full gap-5 py-7 text-center">
        <CardHeader className="justify-items-center gap-2 px-6 sm:px-8">
          <span className="mb-1 flex size-10 items-center justify-center rounded-full bg-muted">
            <KeyRoundIcon className="size-5 text-muted-foreground" aria-hidden="true" />
          </span>
          <h1 className="text-xl font-semibold tracking-tight">Reset link needed</h1>
          <CardDescription>
            Open the password reset link from your email to choose a new password. Links expire; if yours did, ask
            for a new one with &ldquo;Forgot your password?&rdquo; on the login page.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center px-6 sm:px-8">
          <Button asChild variant="outline">
            <Link href="/auth">Back to login</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card className="w-full gap-5 py-7">
      <CardHeader className="gap-1.5 px-6 text-center sm:px-8">
        <h1 className="text-xl font-semibold tracking-tight">Set a new password</h1>
        <CardDescription>
          For <span className="font-medium text-foreground">{email}</span>
        </CardDescription>
      </CardHeader>
      <CardContent className="px-6 sm:px-8">
        <ResetPasswordForm />
      </CardContent>
    </Card>
  );
}
