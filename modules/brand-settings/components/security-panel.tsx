"use client";

import * as React from "react";
import Link from "next/link";
import { ShieldCheckIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { setBrandRequireMfaAction } from "../actions";
import type { BrandSecurity } from "../queries";

/**
 * Issue 26: the owner requires two-factor sign-in for the brand. Turning it on is confirmed first,
 * because members signed in with a password alone lose access at once, until they set up a factor.
 */
export function SecurityPanel({ brandId, security }: { brandId: string; security: BrandSecurity }) {
  const { run, pending } = useAction({ brandId });
  const [confirming, setConfirming] = React.useState(false);
  const { brandName, requireMfa, isOwner, sessionAal2 } = security;
  const canTurnOn = isOwner && sessionAal2;
  const disabled = pending || !isOwner || (!requireMfa && !canTurnOn);
  const change = (required: boolean) =>
    run(setBrandRequireMfaAction, { required }, { success: required ? "Two-factor sign-in is now required." : "Two-factor sign-in is no longer required." });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheckIcon className="size-4" aria-hidden />
          Two-factor sign-in
        </CardTitle>
        <CardDescription>
          When required, everyone in {brandName} — you included — must sign in with a password and a code from an authenticator app to open the brand.
          People signed in with a password alone see a page asking them to set it up.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex items-center justify-between gap-4 rounded-lg border p-4">
          <Label htmlFor="require-mfa" className="grid gap-1 font-normal">
            <span className="font-medium">Require two-factor sign-in</span>
            <span className="text-sm text-muted-foreground">{requireMfa ? "Required for everyone in this brand." : "Not required: a password is enough."}</span>
          </Label>
          <Switch
            id="require-mfa"
            checked={requireMfa}
            disabled={disabled}
            onCheckedChange={(on) => (on ? setConfirming(true) : void change(false))}
          />
        </div>
        {!isOwner ? (
          <p className="text-sm text-muted-foreground">Only the brand owner can change this.</p>
        ) : !requireMfa && !sessionAal2 ? (
          <p className="text-sm text-muted-foreground">
            To require it, first{" "}
            <Link href="/user-settings#two-factor" className="font-medium text-foreground underline underline-offset-4">
              set up two-factor authentication
            </Link>{" "}
            and sign in again with your code, so requiring it cannot lock you out.
          </p>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Require two-factor sign-in?"
        description={`Members of ${brandName} signed in with a password alone lose access right away, until they set up two-factor authentication and sign in again.`}
        confirmLabel="Require it"
        busyLabel="Saving..."
        onConfirm={async () => (await change(true)).ok}
      />
    </Card>
  );
}
