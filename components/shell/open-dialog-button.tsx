import { Button } from "@/components/ui/button";
import type { ShellDialog } from "./shell-context";

/**
 * A button a server-rendered page can place to open one of the shell's dialogs. Plain markup: the
 * shell opens the dialog named in `data-open-dialog` (useOpenDialogClicks), so pages ship no code for it.
 */
export function OpenDialogButton({ dialog, children, ...props }: { dialog: ShellDialog } & React.ComponentProps<typeof Button>) {
  return (
    <Button type="button" {...props} data-open-dialog={dialog}>
      {children}
    </Button>
  );
}
