"use client";

import * as React from "react";
import { FileUpIcon } from "lucide-react";
import { ImportDialog } from "@/components/import/import-dialog";
import { Button } from "@/components/ui/button";
import { importSeoFileAction, previewSeoImportAction } from "@/modules/seo/actions";
import { SEO_IMPORT_MAX_BYTES } from "@/modules/seo/inputs";

/**
 * The SEO import (every format modules/seo/import recognises), offered on a page for the files that
 * page reads: a button that opens the import dialog with that page's words.
 */
export function SeoImportButton({
  brandId,
  id,
  label,
  title,
  description,
  placeholder,
  variant = "outline",
}: {
  brandId: string;
  id: string;
  label: string;
  title: string;
  description: React.ReactNode;
  placeholder: string;
  variant?: "outline" | "default";
}) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button size="sm" variant={variant} onClick={() => setOpen(true)}>
        <FileUpIcon aria-hidden="true" />
        {label}
      </Button>
      <ImportDialog
        id={id}
        brandId={brandId}
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        maxBytes={SEO_IMPORT_MAX_BYTES}
        placeholder={placeholder}
        preview={previewSeoImportAction}
        commit={importSeoFileAction}
      />
    </>
  );
}
