import { OpenDialogButton } from "@/components/shell/open-dialog-button";
import { PageBody } from "@/components/shell/page-header";

/** What a brand page shows when no brand is current (spec §4: "Select a Brand"). */
export function SelectBrand() {
  return (
    <PageBody className="flex-1 items-center justify-center text-center">
      <div className="max-w-sm space-y-3">
        <h1 className="text-xl font-semibold">Select a Brand</h1>
        <p className="text-sm text-muted-foreground">Choose a brand to continue working with.</p>
        <OpenDialogButton dialog="brandPicker">Choose a brand</OpenDialogButton>
      </div>
    </PageBody>
  );
}
