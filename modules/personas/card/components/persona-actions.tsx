"use client";

import * as React from "react";
import Link from "next/link";
import { ArchiveIcon, ArchiveRestoreIcon, ChevronDownIcon, DownloadIcon, LibraryBigIcon, PencilIcon, RefreshCwIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { plural } from "@/lib/format";
import { exportPersonasAction, setPersonasStatusAction } from "../actions";
import { publishPersonaToLibraryAction, updatePersonaFromLibraryAction } from "../../library/actions";

/** JSON or PDF of the given personas; the file arrives as a signed download link. */
export function ExportPersonasMenu({ brandId, ids, disabled, label = "Export" }: { brandId: string; ids: string[]; disabled?: boolean; label?: string }) {
  const { run, isBusy } = useAction({ brandId });
  const go = (format: "json" | "pdf") =>
    void run(exportPersonasAction, { ids, format }, {
      key: "export",
      refresh: false,
      success: (d) => `${plural(d.count, "persona")} exported as ${format.toUpperCase()}`,
      onSuccess: (d) => window.location.assign(d.url),
    });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled || isBusy("export")}>
          <DownloadIcon aria-hidden="true" />
          {isBusy("export") ? "Exporting…" : label}
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => go("pdf")}>PDF one-pager{ids.length > 1 ? "s" : ""}</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => go("json")}>JSON (re-importable)</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function PublishToLibraryDialog({
  brandId,
  personaId,
  name,
  republish,
  onClose,
}: {
  brandId: string;
  personaId: string;
  name: string;
  /** The persona is already on a library item: publishing adds a version. */
  republish: boolean;
  onClose: () => void;
}) {
  const { run, pending } = useAction({ brandId });
  const [industry, setIndustry] = React.useState("");
  const [note, setNote] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const submit = () =>
    run(publishPersonaToLibraryAction, { personaId, industry: industry || null, note: note || null }, {
      success: (d) => (d.created ? `${name} published to the library` : `${name} published as library version ${d.version}`),
      onError: setError,
      onSuccess: onClose,
    });
  return (
    <FormDialog
      title="Publish to the agency library"
      description={
        republish
          ? "Adds a new version of this persona's library item. Brands using it see the new version and choose when to update."
          : "Every brand of this brand's owner can then use this persona, with its own fields on top."
      }
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      submitLabel={republish ? "Publish new version" : "Publish"}
    >
      <FormField id="publish-industry" label="Industry (optional)" hint="Helps other brands find it, e.g. Specialty coffee.">
        <Input {...fieldA11y("publish-industry", null, true)} value={industry} maxLength={120} onChange={(e) => setIndustry(e.target.value)} />
      </FormField>
      <FormField id="publish-note" label="Version note (optional)" error={error}>
        <Textarea {...fieldA11y("publish-note", error)} value={note} maxLength={300} rows={2} onChange={(e) => setNote(e.target.value)} placeholder="What changed in this version" />
      </FormField>
    </FormDialog>
  );
}

/** The card's action row: Edit, Archive/Restore, Export, Publish to library. */
export function PersonaCardActions({
  brandId,
  personaId,
  name,
  archived,
  onLibrary,
  canEdit,
}: {
  brandId: string;
  personaId: string;
  name: string;
  archived: boolean;
  onLibrary: boolean;
  canEdit: boolean;
}) {
  const { run, isBusy } = useAction({ brandId });
  const [publishing, setPublishing] = React.useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {canEdit ? (
        <Button size="sm" asChild>
          <Link href={`/persona-details/${personaId}#edit`}>
            <PencilIcon aria-hidden="true" />
            Edit
          </Link>
        </Button>
      ) : null}
      {canEdit ? (
        <Button
          size="sm"
          variant="outline"
          disabled={isBusy("status")}
          onClick={() =>
            void run(setPersonasStatusAction, { ids: [personaId], status: archived ? "active" : "archived" }, { key: "status", success: archived ? `${name} restored` : `${name} archived` })
          }
        >
          {archived ? <ArchiveRestoreIcon aria-hidden="true" /> : <ArchiveIcon aria-hidden="true" />}
          {archived ? "Restore" : "Archive"}
        </Button>
      ) : null}
      <ExportPersonasMenu brandId={brandId} ids={[personaId]} />
      {canEdit ? (
        <Button size="sm" variant="outline" onClick={() => setPublishing(true)}>
          <LibraryBigIcon aria-hidden="true" />
          Publish to library
        </Button>
      ) : null}
      {publishing ? <PublishToLibraryDialog brandId={brandId} personaId={personaId} name={name} republish={onLibrary} onClose={() => setPublishing(false)} /> : null}
    </div>
  );
}

/** "Library v3 available" with the button that re-merges the brand's fields onto it. */
export function LibraryUpdateButton({ brandId, personaId, latest, canEdit }: { brandId: string; personaId: string; latest: number; canEdit: boolean }) {
  const { run, isBusy } = useAction({ brandId });
  if (!canEdit) return null;
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={isBusy("update")}
      onClick={() => void run(updatePersonaFromLibraryAction, { personaId }, { key: "update", success: (d) => `Updated to library v${d.libraryVersion} (persona version ${d.version})` })}
    >
      <RefreshCwIcon aria-hidden="true" />
      {isBusy("update") ? "Updating…" : `Update to v${latest}`}
    </Button>
  );
}
