"use client";

import * as React from "react";
import { ImageIcon, LoaderCircleIcon, TrashIcon, UploadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { MAX_IMAGE_BYTES } from "@/lib/uploads/image";
import { removeBrandLogoAction, uploadBrandLogoAction } from "../actions";

const ACCEPT = "image/png,image/jpeg,image/webp,image/svg+xml,.svg";

export function LogoUploader({
  brandId,
  brandName,
  logo,
  canEdit,
}: {
  brandId: string;
  brandName: string;
  logo: { mimeType: string; byteSize: number; version: string } | null;
  canEdit: boolean;
}) {
  const input = React.useRef<HTMLInputElement>(null);
  const { run, isBusy, pending } = useAction({ brandId });
  const [error, setError] = React.useState<string | null>(null);
  const [confirm, setConfirm] = React.useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    // Checked here for a quick answer; the server checks the bytes again and decides.
    if (file.size > MAX_IMAGE_BYTES) {
      setError(`This file is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is 1 MB. Resize or compress it and try again.`);
      return;
    }
    await run(uploadBrandLogoAction, { file }, { key: "upload", onError: setError, success: "Logo updated." });
    if (input.current) input.current.value = "";
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border bg-[conic-gradient(var(--muted)_25%,transparent_0_50%,var(--muted)_0_75%,transparent_0)] bg-[length:12px_12px]">
        {logo ? (
          // Served from our own route with a sandboxing CSP; an <img> never runs SVG scripts anyway.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={`/api/brands/${brandId}/logo?v=${logo.version}`} alt={`${brandName} logo`} className="size-full object-contain p-1.5" />
        ) : (
          <ImageIcon className="size-7 text-muted-foreground" aria-hidden="true" />
        )}
      </div>
      <div className="grid grid-cols-1 gap-2">
        <div>
          <p className="text-sm font-medium">Logo</p>
          <p className="text-xs text-muted-foreground">
            PNG, JPEG, WebP or a plain SVG, up to 1 MB.{logo ? ` Current: ${logo.mimeType.replace("image/", "").replace("+xml", "").toUpperCase()}, ${Math.max(1, Math.round(logo.byteSize / 1024))} KB.` : " Used in reports and next to the brand name."}
          </p>
        </div>
        {canEdit ? (
          <div className="flex flex-wrap gap-2">
            <input ref={input} type="file" accept={ACCEPT} className="sr-only" id="brand-logo-file" aria-label="Logo file" onChange={(e) => choose(e.target.files?.[0])} tabIndex={-1} />
            <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={pending}>
              {isBusy("upload") ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <UploadIcon aria-hidden="true" />}
              {isBusy("upload") ? "Uploading..." : logo ? "Replace logo" : "Upload logo"}
            </Button>
            {logo ? (
              <Button variant="ghost" size="sm" className="text-muted-foreground hover:text-destructive" onClick={() => setConfirm(true)} disabled={pending}>
                <TrashIcon aria-hidden="true" />
                Remove
              </Button>
            ) : null}
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="text-[13px] text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="Remove the logo?"
        description={<p>The brand goes back to showing no logo. You can upload one again at any time.</p>}
        confirmLabel="Remove logo"
        busyLabel="Removing..."
        destructive
        onConfirm={async () => (await run(removeBrandLogoAction, {}, { success: "Logo removed." })).ok}
      />
    </div>
  );
}
