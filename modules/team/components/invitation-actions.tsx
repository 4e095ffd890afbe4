"use client";

import * as React from "react";
import { MailIcon, XIcon } from "lucide-react";
import { toast } from "@/components/ui/sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { resendInvitationAction, revokeInvitationAction } from "../actions";

export function InvitationActions({ brandId, invitationId, email }: { brandId: string; invitationId: string; email: string }) {
  const { run, isBusy, pending } = useAction({ brandId });
  const [confirm, setConfirm] = React.useState(false);
  return (
    <div className="flex shrink-0 items-center gap-1">
      <Button
        variant="ghost"
        size="sm"
        disabled={pending}
        onClick={() =>
          run(resendInvitationAction, { invitationId }, {
            key: "resend",
            onSuccess: (d) => (d.mailed ? toast.success(`Sent a new invitation link to ${email}.`) : toast.warning(`A new link was made, but the email to ${email} could not be sent.`)),
          })
        }
      >
        <MailIcon aria-hidden="true" />
        {isBusy("resend") ? "Sending..." : "Resend"}
      </Button>
      <Button variant="ghost" size="sm" className="text-muted-foreground hover:text-destructive" disabled={pending} onClick={() => setConfirm(true)}>
        <XIcon aria-hidden="true" />
        Revoke
      </Button>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="Revoke this invitation?"
        description={<p>The link sent to {email} stops working. You can invite them again at any time.</p>}
        confirmLabel="Revoke invitation"
        busyLabel="Revoking..."
        destructive
        onConfirm={async () => (await run(revokeInvitationAction, { invitationId }, { success: `Invitation to ${email} revoked.` })).ok}
      />
    </div>
  );
}
