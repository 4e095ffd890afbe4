import Link from "next/link";
import { ShieldAlertIcon } from "lucide-react";
import { OpenDialogButton } from "@/components/shell/open-dialog-button";
import { PageBody } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";

/**
 * Issue 26: what every page of the current brand shows when its owner requires two-factor sign-in and
 * this session was signed in with a password alone. The brand's data is not read at all (the server
 * refuses it for this session); the member is told how to get in, or can switch to another brand.
 */
export function TwoFactorRequired({ brandName, otherBrands }: { brandName: string; otherBrands: number }) {
  return (
    <PageBody className="flex-1 items-center justify-center">
      <section aria-labelledby="mfa-required-title" className="w-full max-w-md rounded-xl border bg-card p-6 text-card-foreground shadow-xs sm:p-8">
        <div className="mb-4 flex size-10 items-center justify-center rounded-full bg-amber-500/15 text-amber-700 dark:text-amber-400">
          <ShieldAlertIcon className="size-5" aria-hidden />
        </div>
        <h1 id="mfa-required-title" className="text-xl font-semibold tracking-tight">
          {brandName} requires two-factor sign-in
        </h1>
        <p className="mt-2 text-sm text-muted-foreground">
          The owner of {brandName} asks everyone to sign in with a password and a code from an authenticator app. Set up two-factor
          authentication in your user settings, then sign out and sign in again with your code to open the brand.
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <Link href="/user-settings#two-factor">Set up two-factor authentication</Link>
          </Button>
          {otherBrands > 0 ? (
            <OpenDialogButton dialog="brandPicker" variant="outline">
              Switch to another brand
            </OpenDialogButton>
          ) : null}
        </div>
        {otherBrands === 0 ? <p className="mt-4 text-xs text-muted-foreground">You have no other brand to switch to.</p> : null}
      </section>
    </PageBody>
  );
}
