"use client";

import * as React from "react";
import { toast } from "@/components/ui/sonner";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { useAction } from "@/components/actions/use-action";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { createSquadMemberAction, updateSquadMemberAction } from "../actions";
import type { BrandPerson, SquadMemberRow } from "../queries";

const NOT_LINKED = "none";

type Errors = Partial<Record<"name" | "alias" | "email" | "userId", string>>;

type Props = {
  brandId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  member: SquadMemberRow | null;
  members: SquadMemberRow[];
  people: BrandPerson[];
};

/** Add or edit a squad member. `member` null: a new one. */
export function MemberDialog(props: Props) {
  const [pending, setPending] = React.useState(false);
  return (
    <Dialog open={props.open} onOpenChange={(o) => !pending && props.onOpenChange(o)}>
      <DialogContent className="sm:max-w-md">
        {/* The form mounts with the dialog, so each opening starts from the member as it is. */}
        <MemberForm {...props} onPending={setPending} />
      </DialogContent>
    </Dialog>
  );
}

function MemberForm({ brandId, onOpenChange, member, members, people, onPending }: Props & { onPending: (pending: boolean) => void }) {
  const { run, pending } = useAction({ brandId });
  const [name, setName] = React.useState(member?.name ?? "");
  const [alias, setAlias] = React.useState(member?.alias ?? "");
  const [email, setEmail] = React.useState(member?.email ?? "");
  const [userId, setUserId] = React.useState(member?.userId ?? NOT_LINKED);
  const [errors, setErrors] = React.useState<Errors>({});
  React.useEffect(() => onPending(pending), [pending, onPending]);

  // Who is linked to which member already (a person can stand for one member only).
  const linkedTo = React.useMemo(() => new Map(members.filter((m) => m.userId && m.id !== member?.id).map((m) => [m.userId!, m.name])), [members, member]);

  const pickPerson = (value: string) => {
    setUserId(value);
    const person = people.find((p) => p.id === value);
    // Filling empty fields from the person saves typing; what was typed is never overwritten.
    if (person) {
      if (!name.trim()) setName(person.name);
      if (!email.trim()) setEmail(person.email);
    }
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (pending) return;
    if (!name.trim()) {
      setErrors({ name: "Name is required" });
      return;
    }
    const input = { name, alias, email, userId: userId === NOT_LINKED ? null : userId };
    const onError = (message: string, fieldErrors?: Record<string, string[]>) => {
      const next: Errors = {};
      for (const k of ["name", "alias", "email", "userId"] as const) if (fieldErrors?.[k]?.[0]) next[k] = fieldErrors[k][0];
      if (Object.keys(next).length) setErrors(next);
      else toast.error(message);
    };
    const result = member
      ? await run(updateSquadMemberAction, { ...input, memberId: member.id }, { onError, success: (d) => `${d.name} updated` })
      : await run(createSquadMemberAction, input, { onError, success: (d) => `${d.name} added to the growth squad` });
    if (result.ok) onOpenChange(false);
  };

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-5">
      <DialogHeader>
        <DialogTitle>{member ? `Edit ${member.name}` : "Add squad member"}</DialogTitle>
        <DialogDescription>
          Squad members are the people tasks are assigned to. Link a member to a person of this brand so their tasks show up in their My Tasks.
        </DialogDescription>
      </DialogHeader>
      <FormField id="squad-name" label="Name" error={errors.name}>
        <Input
          {...fieldA11y("squad-name", errors.name)}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            if (errors.name) setErrors((x) => ({ ...x, name: undefined }));
          }}
          placeholder="Maya Chen"
          autoComplete="off"
          disabled={pending}
          autoFocus
        />
      </FormField>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <FormField id="squad-alias" label="Alias" error={errors.alias} hint="Optional, e.g. SEO or Paid">
          <Input {...fieldA11y("squad-alias", errors.alias, true)} value={alias} onChange={(e) => setAlias(e.target.value)} placeholder="SEO" autoComplete="off" disabled={pending} />
        </FormField>
        <FormField id="squad-email" label="Email" error={errors.email} hint="Optional">
          <Input
            {...fieldA11y("squad-email", errors.email, true)}
            type="email"
            inputMode="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (errors.email) setErrors((x) => ({ ...x, email: undefined }));
            }}
            placeholder="name@company.com"
            autoComplete="off"
            disabled={pending}
          />
        </FormField>
      </div>
      <FormField id="squad-user" label="Brand user" error={errors.userId} hint="Optional. The linked person sees this member's tasks as theirs.">
        <Select value={userId} onValueChange={pickPerson} disabled={pending}>
          <SelectTrigger id="squad-user" className="w-full" aria-describedby={errors.userId ? "squad-user-error" : "squad-user-hint"}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NOT_LINKED}>Not linked</SelectItem>
            {people.map((p) => {
              const taken = linkedTo.get(p.id);
              return (
                <SelectItem key={p.id} value={p.id} disabled={!!taken}>
                  <span className="truncate">{p.name}</span>
                  <span className="truncate text-xs text-muted-foreground">{taken ? `linked to ${taken}` : p.name === p.email ? null : p.email}</span>
                </SelectItem>
              );
            })}
          </SelectContent>
        </Select>
      </FormField>
      <DialogFormFooter
        pending={pending}
        disabled={!name.trim()}
        submitLabel={member ? "Save changes" : "Add member"}
        pendingLabel={member ? "Saving..." : "Adding..."}
        onCancel={() => onOpenChange(false)}
      />
    </form>
  );
}
