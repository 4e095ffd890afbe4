"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { FileUpIcon } from "lucide-react";
import { ImportDialog, type ImportInput } from "@/components/import/import-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/ui/option-select";
import { importSocialFileAction, previewSocialImportAction } from "../actions";
import { SOCIAL_IMPORT_LIMIT_BYTES } from "../inputs";

export type ImportProfileChoice = { id: string; handle: string; isOwn: boolean };

const NEW = "new";
const ACCEPT = ".json,.zip,.csv,.tsv,.txt,.xlsx,application/json,application/zip,text/csv,text/tab-separated-values,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * Imports posts from the files a brand without API access has: the Instagram export (zip or its
 * JSON files), Metricool / Later / Buffer CSVs and LinkedIn's page analytics export. The user says
 * whose posts they are (a tracked profile, or a new handle, own or competitor) before the preview;
 * after the import the page opens that profile.
 */
export function SocialImportButton({
  brandId,
  profiles,
  defaultProfileId,
  label = "Import posts",
  variant = "outline",
  param = "profile",
}: {
  brandId: string;
  profiles: ImportProfileChoice[];
  defaultProfileId?: string | null;
  label?: string;
  variant?: "outline" | "default";
  /** The search parameter the page reads the shown profile from. */
  param?: string;
}) {
  const router = useRouter();
  const [open, setOpen] = React.useState(false);
  const [choice, setChoice] = React.useState<string>(defaultProfileId ?? profiles[0]?.id ?? NEW);
  const [handle, setHandle] = React.useState("");
  const [role, setRole] = React.useState<"own" | "competitor">(profiles.some((p) => p.isOwn) ? "competitor" : "own");

  const target = React.useMemo(
    () => (choice === NEW ? { handle, isOwn: role === "own", network: "instagram" as const } : { profileId: choice }),
    [choice, handle, role],
  );
  const preview = React.useCallback((input: ImportInput) => previewSocialImportAction({ ...input, target }), [target]);
  const commit = React.useCallback(
    async (input: ImportInput) => {
      const r = await importSocialFileAction({ ...input, target });
      if (r.ok && param) router.push(`?${param}=${r.data.profileId}`, { scroll: false });
      return r;
    },
    [target, router, param],
  );

  return (
    <>
      <Button size="sm" variant={variant} onClick={() => setOpen(true)}>
        <FileUpIcon aria-hidden="true" />
        {label}
      </Button>
      <ImportDialog
        id="social-import"
        brandId={brandId}
        open={open}
        onOpenChange={setOpen}
        title="Import social posts"
        description="Instagram's “Download your information” export (JSON: the zip, or posts_1.json, reels.json, followers_1.json), a Metricool, Later or Buffer CSV export, or LinkedIn's page analytics content export. You see what was recognised before anything is stored; importing the same file again changes nothing."
        maxBytes={SOCIAL_IMPORT_LIMIT_BYTES}
        accept={ACCEPT}
        fileHint="Instagram export (.zip or .json), or a CSV / .xlsx export — or paste below"
        placeholder={"Date,Type,Text,Likes,Comments,Interactions\n2026-03-02 18:30,Reel,Cold brew is back #coldbrew,120,8,128"}
        preview={preview}
        commit={commit}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor="social-import-profile">Whose posts</Label>
            <OptionSelect
              id="social-import-profile"
              value={choice}
              onValueChange={setChoice}
              options={[...profiles.map((p) => ({ value: p.id, label: `@${p.handle}${p.isOwn ? " (own)" : ""}` })), { value: NEW, label: "A new profile…" }]}
            />
          </div>
          {choice === NEW ? (
            <>
              <div className="grid gap-1.5">
                <Label htmlFor="social-import-handle">Handle</Label>
                <Input id="social-import-handle" value={handle} onChange={(e) => setHandle(e.target.value)} placeholder="e.g. bluebottle (the Instagram export names it itself)" autoComplete="off" />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="social-import-role">The account is</Label>
                <OptionSelect
                  id="social-import-role"
                  value={role}
                  onValueChange={(v) => setRole(v as "own" | "competitor")}
                  options={[
                    { value: "own", label: "The brand's own account" },
                    { value: "competitor", label: "A competitor's account" },
                  ]}
                />
              </div>
            </>
          ) : null}
        </div>
      </ImportDialog>
    </>
  );
}
