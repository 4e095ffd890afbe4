"use client";

import * as React from "react";
import { CrownIcon, EllipsisIcon, ShieldIcon, UserMinusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { changeMemberRoleAction, removeMemberAction, transferOwnershipAction } from "../actions";
import type { RoleOption } from "./invite-member-dialog";

type Member = { userId: string; name: string; role: string; roleName: string };

/** Row menu of a participant, for owners and admins: change role, transfer ownership (owner only), remove. */
export function MemberActions({ brandId, brandName, member, roles, viewerIsOwner }: { brandId: string; brandName: string; member: Member; roles: RoleOption[]; viewerIsOwner: boolean }) {
  const { run, pending } = useAction({ brandId });
  const [confirm, setConfirm] = React.useState<"remove" | "transfer" | null>(null);

  const changeRole = (role: string) => {
    if (role === member.role) return;
    const roleName = roles.find((r) => r.key === role)?.name ?? role;
    void run(changeMemberRoleAction, { userId: member.userId, role }, { success: `${member.name} is now ${roleName}.` });
  };

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`Manage ${member.name}`} disabled={pending}>
            <EllipsisIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-56">
          <DropdownMenuLabel className="truncate">{member.name}</DropdownMenuLabel>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>
              <ShieldIcon aria-hidden="true" />
              Change role
            </DropdownMenuSubTrigger>
            <DropdownMenuSubContent className="w-48">
              <DropdownMenuRadioGroup value={member.role} onValueChange={changeRole}>
                {roles.map((r) => (
                  <DropdownMenuRadioItem key={r.key} value={r.key}>
                    {r.name}
                  </DropdownMenuRadioItem>
                ))}
              </DropdownMenuRadioGroup>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
          {viewerIsOwner ? (
            <DropdownMenuItem onSelect={() => setConfirm("transfer")}>
              <CrownIcon aria-hidden="true" />
              Transfer ownership
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirm("remove")}>
            <UserMinusIcon aria-hidden="true" />
            Remove from brand
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirm === "remove"}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={`Remove ${member.name}?`}
        description={<p>They lose access to &ldquo;{brandName}&rdquo; at once. You can invite them again later.</p>}
        confirmLabel="Remove"
        busyLabel="Removing..."
        destructive
        onConfirm={async () => (await run(removeMemberAction, { userId: member.userId }, { success: `${member.name} was removed from the brand.` })).ok}
      />
      <ConfirmDialog
        open={confirm === "transfer"}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={`Make ${member.name} the owner?`}
        description={
          <>
            <p>
              {member.name} becomes the owner of &ldquo;{brandName}&rdquo;: only they can rename, delete or hand it on. You stay on the team as an Admin.
            </p>
          </>
        }
        confirmLabel="Transfer ownership"
        busyLabel="Transferring..."
        onConfirm={async () => (await run(transferOwnershipAction, { userId: member.userId }, { success: `${member.name} now owns ${brandName}.` })).ok}
      />
    </>
  );
}
