"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { LogOutIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { dispatchBrandChanged } from "@/components/shell/shell-context";
import { leaveBrandAction } from "../actions";

export function LeaveBrandButton({ brandId, brandName }: { brandId: string; brandName: string }) {
  const router = useRouter();
  const { run } = useAction();
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <LogOutIcon aria-hidden="true" />
        Leave brand
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Leave ${brandName}?`}
        description={<p>You lose access to &ldquo;{brandName}&rdquo; and its data. To come back, someone on the team has to invite you again.</p>}
        confirmLabel="Leave brand"
        busyLabel="Leaving..."
        destructive
        onConfirm={async () => {
          const r = await run(leaveBrandAction, { brandId }, { success: `You left ${brandName}.`, refresh: false });
          if (r.ok) {
            dispatchBrandChanged(null);
            router.push("/dashboard");
            router.refresh();
          }
          return r.ok;
        }}
      />
    </>
  );
}
