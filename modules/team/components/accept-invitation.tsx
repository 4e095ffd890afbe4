"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { LoaderCircleIcon } from "lucide-react";
import { toast } from "@/components/ui/sonner";
import { Button } from "@/components/ui/button";
import { signOutAction } from "@/modules/auth/actions";
import { acceptInvitationAction } from "../actions";

export function AcceptInvitationButton({ token }: { token: string }) {
  const router = useRouter();
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await acceptInvitationAction({ token });
      if (!r.ok) {
        setError(r.error);
        return;
      }
      toast.success(`You joined ${r.data.brandName}.`);
      router.push("/dashboard");
      router.refresh();
    } catch {
      setError("The server could not be reached. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid grid-cols-1 gap-3">
      <Button size="lg" onClick={accept} disabled={busy} className="w-full">
        {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
        {busy ? "Joining..." : "Accept invitation"}
      </Button>
      {error ? (
        <p role="alert" className="text-center text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Signed in as someone else: sign out, then sign in with the invited address (back to this link). */
export function SwitchAccountButton({ next }: { next: string }) {
  const router = useRouter();
  const [busy, setBusy] = React.useState(false);
  return (
    <Button
      variant="outline"
      className="w-full"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await signOutAction({ scope: "local" });
        window.localStorage.clear();
        router.replace(`/auth?next=${encodeURIComponent(next)}`);
        router.refresh();
      }}
    >
      {busy ? "Signing out..." : "Sign out and use another account"}
    </Button>
  );
}
