"use client";

import dynamic from "next/dynamic";
import { WhenOpened } from "@/components/shell/when-opened";

// Each loads on its first opening (a shortcut, a menu item, no current brand), not with every page.
const SelectBrandDialog = dynamic(() => import("@/modules/brands/components/select-brand-dialog").then((m) => m.SelectBrandDialog));
const CreateBrandDialog = dynamic(() => import("@/modules/brands/components/create-brand-dialog").then((m) => m.CreateBrandDialog));
const QuickAddTaskDialog = dynamic(() => import("@/modules/tasks/components/quick-add-task-dialog").then((m) => m.QuickAddTaskDialog));

/** The modules' shell dialogs (brand picker, brand creation, Quick Add). */
export function ShellDialogs() {
  return (
    <>
      <WhenOpened dialog="brandPicker">
        <SelectBrandDialog />
      </WhenOpened>
      <WhenOpened dialog="createBrand">
        <CreateBrandDialog />
      </WhenOpened>
      <WhenOpened dialog="quickAdd">
        <QuickAddTaskDialog />
      </WhenOpened>
    </>
  );
}
