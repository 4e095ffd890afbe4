"use client";

import * as React from "react";
import { UserPlusIcon } from "lucide-react";
import { toast } from "@/components/ui/sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { useAction } from "@/components/actions/use-action";
import { inviteMemberAction } from "../actions";

export type RoleOption = { key: string; name: string; builtIn: boolean };

const ROLE_HINTS: Record<string, string> = {
  admin: "Edits everything and manages the team and roles.",
  member: "Edits every module; views team, roles and settings.",
  viewer: "Sees everything, changes nothing.",
};

export function InviteMemberDialog({ brandId, brandName, roles }: { brandId: string; brandName: string; roles: RoleOption[] }) {
  const [open, setOpen] = React.useState(false);
  const [email, setEmail] = React.useState("");
  const [role, setRole] = React.useState("member");
  const [error, setError] = React.useState<string | null>(null);
  const { run, pending } = useAction({ brandId });

  const reset = () => {
    setEmail("");
    setRole("member");
    setError(null);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (pending) return;
    if (!email.trim()) {
      setError("Enter an email address");
      return;
    }
    await run(inviteMemberAction, { email, role }, {
      onError: (message) => setError(message),
      onSuccess: (data) => {
        const roleName = roles.find((r) => r.key === data.role)?.name ?? data.role;
        if (data.status === "added") toast.success(`${data.email} now has access as ${roleName}.`, { description: data.mailed ? "We emailed them to let them know." : "The notification email could not be sent." });
        else if (data.mailed) toast.success(`Invitation sent to ${data.email}.`, { description: `They join as ${roleName} once they accept.` });
        else toast.warning(`Invitation saved, but the email to ${data.email} could not be sent.`, { description: "Use Resend in Pending invitations to try again." });
        reset();
        setOpen(false);
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (pending) return;
        setOpen(o);
        if (!o) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlusIcon aria-hidden="true" />
          Invite people
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-5">
          <DialogHeader>
            <DialogTitle>Invite to {brandName}</DialogTitle>
            <DialogDescription>People with an account get access right away. Anyone else gets an email with a link to sign up and join.</DialogDescription>
          </DialogHeader>
          <FormField id="invite-email" label="Email" error={error}>
            <Input
              {...fieldA11y("invite-email", error)}
              type="email"
              inputMode="email"
              autoComplete="off"
              placeholder="name@company.com"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                if (error) setError(null);
              }}
              disabled={pending}
              autoFocus
            />
          </FormField>
          <FormField id="invite-role" label="Role" hint={ROLE_HINTS[role] ?? "A custom role of this brand; see Role Management for what it may do."}>
            <OptionSelect
              id="invite-role" aria-describedby="invite-role-hint" value={role} onValueChange={setRole} disabled={pending}
              options={roles.map((r) => ({ value: r.key, label: <>{r.name} {r.builtIn ? null : <span className="text-xs text-muted-foreground">custom</span>}</> }))}
            />
          </FormField>
          <DialogFormFooter pending={pending} submitLabel="Send invitation" pendingLabel="Inviting..." onCancel={() => setOpen(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
