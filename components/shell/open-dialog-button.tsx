"use client";

import { Button } from "@/components/ui/button";
import { useShell, type ShellDialog } from "./shell-context";

/** A button a server-rendered page can place to open one of the shell's dialogs. */
export function OpenDialogButton({ dialog, children, ...props }: { dialog: ShellDialog } & React.ComponentProps<typeof Button>) {
  const { setOpenDialog } = useShell();
  return (
    <Button {...props} onClick={() => setOpenDialog(dialog)}>
      {children}
    </Button>
  );
}
