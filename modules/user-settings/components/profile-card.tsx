"use client";

import * as React from "react";
import { LoaderCircleIcon, TrashIcon, UploadIcon } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { useAction } from "@/components/actions/use-action";
import { useSyncedState } from "@/components/actions/use-synced-state";
import { initialsFor } from "@/components/shell/initials";
import { MAX_IMAGE_BYTES } from "@/lib/uploads/image";
import { removeAvatarAction, updateProfileAction, uploadAvatarAction } from "../actions";

export function ProfileCard({ fullName, email, avatarUrl }: { fullName: string; email: string; avatarUrl: string | null }) {
  const [name, setName] = useSyncedState(fullName);
  const [nameError, setNameError] = React.useState<string | null>(null);
  const [avatarError, setAvatarError] = React.useState<string | null>(null);
  const file = React.useRef<HTMLInputElement>(null);
  const { run, isBusy, pending } = useAction();

  const upload = async (f: File | undefined) => {
    if (!f) return;
    setAvatarError(null);
    if (f.size > MAX_IMAGE_BYTES) {
      setAvatarError(`This file is ${(f.size / 1024 / 1024).toFixed(1)} MB; the limit is 1 MB.`);
      return;
    }
    await run(uploadAvatarAction, { file: f }, { key: "avatar", onError: setAvatarError, success: "Avatar updated." });
    if (file.current) file.current.value = "";
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar className="size-16 text-lg">
          {avatarUrl ? <AvatarImage src={avatarUrl} alt="" /> : null}
          <AvatarFallback className="text-base">{initialsFor(fullName, email)}</AvatarFallback>
        </Avatar>
        <div className="grid grid-cols-1 gap-2">
          <p className="text-xs text-muted-foreground">PNG, JPEG or WebP, up to 1 MB. Shown to people who share a brand with you.</p>
          <div className="flex flex-wrap gap-2">
            <input ref={file} type="file" accept="image/png,image/jpeg,image/webp" className="sr-only" tabIndex={-1} onChange={(e) => upload(e.target.files?.[0])} aria-label="Avatar image" />
            <Button variant="outline" size="sm" onClick={() => file.current?.click()} disabled={pending}>
              {isBusy("avatar") ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <UploadIcon aria-hidden="true" />}
              {isBusy("avatar") ? "Uploading..." : avatarUrl ? "Change avatar" : "Upload avatar"}
            </Button>
            {avatarUrl ? (
              <Button variant="ghost" size="sm" className="text-muted-foreground hover:text-destructive" disabled={pending} onClick={() => run(removeAvatarAction, {}, { key: "remove", success: "Avatar removed." })}>
                <TrashIcon aria-hidden="true" />
                Remove
              </Button>
            ) : null}
          </div>
          {avatarError ? (
            <p role="alert" className="text-[13px] text-destructive">
              {avatarError}
            </p>
          ) : null}
        </div>
      </div>
      <form
        noValidate
        className="grid grid-cols-1 gap-3 sm:max-w-md"
        onSubmit={async (e) => {
          e.preventDefault();
          await run(updateProfileAction, { fullName: name }, { key: "name", onError: setNameError, success: "Name saved." });
        }}
      >
        <FormField id="full-name" label="Full name" error={nameError}>
          <Input {...fieldA11y("full-name", nameError)} value={name} autoComplete="name" maxLength={120} onChange={(e) => { setName(e.target.value); setNameError(null); }} />
        </FormField>
        <div>
          <Button type="submit" disabled={pending || name.trim() === fullName.trim()}>
            {isBusy("name") ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
            {isBusy("name") ? "Saving..." : "Save name"}
          </Button>
        </div>
      </form>
    </div>
  );
}
