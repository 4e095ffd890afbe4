import { ClockIcon, CrownIcon, InfoIcon, MailPlusIcon, UsersIcon } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty";
import type { PendingInvitation, TeamMember } from "../queries";
import { InvitationActions } from "./invitation-actions";
import { InviteMemberDialog, type RoleOption } from "./invite-member-dialog";
import { LeaveBrandButton } from "./leave-brand-button";
import { MemberActions } from "./member-actions";
import { MemberAvatar } from "./member-avatar";
import { RelativeTime } from "@/components/ui/relative-time";

/** Spec §6: the owner is shown as owner; everyone else as a participant with the role name. */
function RoleBadge({ member }: { member: TeamMember }) {
  if (member.isOwner) {
    return (
      <Badge className="gap-1 bg-amber-500/15 text-amber-800 dark:text-amber-300" variant="secondary">
        <CrownIcon aria-hidden="true" />
        Owner
      </Badge>
    );
  }
  return (
    <Badge variant="outline" className="font-normal">
      <span className="text-muted-foreground">Participant ·</span> {member.roleName}
    </Badge>
  );
}

export function TeamView({
  brandId,
  brandName,
  members,
  invitations,
  roles,
  canManage,
  viewerIsOwner,
  viewerRoleName,
}: {
  brandId: string;
  brandName: string;
  members: TeamMember[];
  invitations: PendingInvitation[] | null;
  roles: RoleOption[];
  canManage: boolean;
  viewerIsOwner: boolean;
  viewerRoleName: string;
}) {
  const participants = members.filter((m) => !m.isOwner).length;
  return (
    <div className="grid grid-cols-1 gap-6">
      {!canManage ? (
        <Alert>
          <InfoIcon aria-hidden="true" />
          <AlertDescription>You take part in this brand as {viewerRoleName}. Only the owner and admins can invite people or change roles.</AlertDescription>
        </Alert>
      ) : null}

      <Card className="gap-0 py-0">
        <CardHeader className="border-b py-5 [.border-b]:pb-5">
          <CardTitle className="flex items-center gap-2">
            <UsersIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            Members
          </CardTitle>
          <CardDescription>
            1 owner · {participants} participant{participants === 1 ? "" : "s"}
          </CardDescription>
          {canManage ? (
            <CardAction>
              <InviteMemberDialog brandId={brandId} brandName={brandName} roles={roles} />
            </CardAction>
          ) : null}
        </CardHeader>
        <CardContent className="px-0">
          <ul className="divide-y" aria-label="Members">
            {members.map((m) => {
              const name = m.fullName || m.email || "Unknown member";
              return (
                <li key={m.userId} className="flex items-center gap-3 px-4 py-3 sm:px-6" data-testid="member-row">
                  <MemberAvatar name={m.fullName} email={m.email} src={m.avatarUrl} />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">
                      {name}
                      {m.isYou ? <span className="ml-1.5 font-normal text-muted-foreground">(you)</span> : null}
                    </p>
                    <p className="truncate text-xs text-muted-foreground">{m.email}</p>
                  </div>
                  <div className="hidden text-xs text-muted-foreground md:block">
                    {m.isOwner ? "Owner since" : "Joined"} <RelativeTime at={m.joinedAt} />
                  </div>
                  <RoleBadge member={m} />
                  <div className="flex w-8 justify-end">
                    {canManage && !m.isOwner && !m.isYou ? (
                      <MemberActions brandId={brandId} brandName={brandName} member={{ userId: m.userId, name, role: m.role, roleName: m.roleName }} roles={roles} viewerIsOwner={viewerIsOwner} />
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
          {members.length === 1 && canManage ? (
            <p className="border-t px-4 py-4 text-sm text-muted-foreground sm:px-6">
              It&rsquo;s just you so far. Use <span className="font-medium text-foreground">Invite people</span> to bring in colleagues, clients or freelancers with the role that fits.
            </p>
          ) : null}
        </CardContent>
      </Card>

      {invitations ? (
        <Card className="gap-0 py-0">
          <CardHeader className="border-b py-5 [.border-b]:pb-5">
            <CardTitle className="flex items-center gap-2">
              <MailPlusIcon className="size-4 text-muted-foreground" aria-hidden="true" />
              Pending invitations
            </CardTitle>
            <CardDescription>Links stay valid for 7 days. Re-sending makes a new link and cancels the old one.</CardDescription>
          </CardHeader>
          <CardContent className="px-0">
            {invitations.length === 0 ? (
              <EmptyState className="m-4 border-none p-6 sm:m-6 md:p-6" icon={MailPlusIcon} title="No pending invitations">
                Invite someone by email. If they have no account yet, they get a link to sign up and join this brand.
              </EmptyState>
            ) : (
              <ul className="divide-y" aria-label="Pending invitations">
                {invitations.map((inv) => (
                  <li key={inv.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-6" data-testid="invitation-row">
                    {/* A 12rem basis: on a phone the badge and buttons wrap below instead of squeezing the address. */}
                    <div className="min-w-0 flex-1 basis-48">
                      <p className="truncate text-sm font-medium">{inv.email}</p>
                      <p className="flex items-center gap-1 text-xs text-muted-foreground">
                        <ClockIcon className="size-3" aria-hidden="true" />
                        {inv.expired ? (
                          <span className="text-destructive">Expired — resend to make a new link</span>
                        ) : (
                          <>Expires <RelativeTime at={inv.expiresAt} /></>
                        )}
                        {inv.invitedByName ? <> · invited by {inv.invitedByName}</> : null}
                      </p>
                    </div>
                    <Badge variant="outline" className="font-normal">
                      {inv.roleName}
                    </Badge>
                    <InvitationActions brandId={brandId} invitationId={inv.id} email={inv.email} />
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>{viewerIsOwner ? "Ownership" : "Leave this brand"}</CardTitle>
          <CardDescription>
            {viewerIsOwner
              ? "You own this brand. A brand always keeps its owner: to leave it, first transfer ownership to a member from their row menu."
              : "You can stop taking part in this brand at any time."}
          </CardDescription>
        </CardHeader>
        {viewerIsOwner ? null : (
          <CardContent>
            <LeaveBrandButton brandId={brandId} brandName={brandName} />
          </CardContent>
        )}
      </Card>
    </div>
  );
}
