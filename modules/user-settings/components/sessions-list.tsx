"use client";

import * as React from "react";
import { LaptopIcon, LogOutIcon, SmartphoneIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { revokeOtherSessionsAction, revokeSessionAction } from "../actions";
import type { ActiveSession } from "../queries";
import { RelativeTime } from "@/components/ui/relative-time";

export function SessionsList({ sessions }: { sessions: ActiveSession[] | null }) {
  const { run, isBusy, pending } = useAction();
  const [confirmAll, setConfirmAll] = React.useState(false);
  const others = sessions ? sessions.filter((s) => !s.current).length : null;
  return (
    <div className="grid grid-cols-1 gap-4">
      {sessions === null ? (
        <p className="text-sm text-muted-foreground">
          Sessions are managed by Supabase for this deployment. You can still sign out every other browser and device at once.
        </p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label="Active sessions">
          {sessions.map((s) => (
            <li key={s.id} className="flex items-center gap-3 px-4 py-3" data-testid="session-row">
              <div className="flex size-9 shrink-0 items-center justify-center rounded-md border bg-muted/40 text-muted-foreground">
                {s.mobile ? <SmartphoneIcon className="size-4" aria-hidden="true" /> : <LaptopIcon className="size-4" aria-hidden="true" />}
              </div>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  {s.browser} on {s.os}
                  {s.current ? (
                    <Badge variant="secondary" className="bg-emerald-500/15 text-emerald-700 dark:text-emerald-300">
                      This browser
                    </Badge>
                  ) : null}
                </p>
                <p className="truncate text-xs text-muted-foreground">
                  {s.ip ? `${s.ip} · ` : ""}Active <RelativeTime at={s.lastActiveAt} /> · signed in <RelativeTime at={s.createdAt} />
                </p>
              </div>
              {s.current ? null : (
                <Button variant="ghost" size="sm" disabled={pending} onClick={() => run(revokeSessionAction, { sessionId: s.id }, { key: s.id, success: "That session was signed out." })}>
                  {isBusy(s.id) ? "Signing out..." : "Sign out"}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button variant="outline" disabled={pending || others === 0} onClick={() => setConfirmAll(true)}>
          <LogOutIcon aria-hidden="true" />
          Sign out other sessions
        </Button>
      </div>
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title="Sign out everywhere else?"
        description={<p>Every other browser and device signed in to your account is signed out. This browser stays signed in.</p>}
        confirmLabel="Sign out other sessions"
        busyLabel="Signing out..."
        onConfirm={async () => (await run(revokeOtherSessionsAction, {}, { success: "Signed out of your other sessions." })).ok}
      />
    </div>
  );
}
