"use client";

import * as React from "react";
import { DatabaseIcon, FileUpIcon, LightbulbIcon, PlusIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { ImportDialog } from "@/components/import/import-dialog";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { addBrandDataSeoKeywordsAction, addSeoKeywordsAction, importSeoFileAction, previewSeoImportAction } from "../../actions";
import { SEO_IMPORT_MAX_BYTES } from "../../inputs";
import { findSeoKeywordIdeasAction } from "../../research-actions";

type Open = "add" | "import" | "ideas" | null;

const added = (d: { added: number; existing: number }) =>
  d.added === 0 ? `Nothing new: ${d.existing === 1 ? "the keyword is" : `all ${d.existing} keywords are`} already in the list` : `Added ${d.added} keyword${d.added === 1 ? "" : "s"}${d.existing ? ` (${d.existing} already there)` : ""}`;

/**
 * The page's ways in: type or paste keywords, add Brand Basic Data's list, import an export file
 * (Search Console, Keyword Planner, Semrush, Ahrefs) or find ideas from seeds with the provider.
 * The empty state shows the same buttons (`variant="empty"`).
 */
export function ResearchToolbar({ brandId, canEdit, variant = "header" }: { brandId: string; canEdit: boolean; variant?: "header" | "empty" }) {
  const [open, setOpen] = React.useState<Open>(null);
  const { run, pending } = useAction({ brandId });
  if (!canEdit) return null;
  const close = () => setOpen(null);
  const fromBrandData = () => run(addBrandDataSeoKeywordsAction, {}, { success: added, key: "brand-data" });
  return (
    <>
      <div className={variant === "empty" ? "flex flex-wrap justify-center gap-2" : "flex flex-wrap gap-2"}>
        <Button size={variant === "empty" ? "default" : "sm"} onClick={() => setOpen("add")}>
          <PlusIcon aria-hidden="true" />
          Add keywords
        </Button>
        <Button size={variant === "empty" ? "default" : "sm"} variant="outline" onClick={() => setOpen("import")}>
          <FileUpIcon aria-hidden="true" />
          Import
        </Button>
        <Button size={variant === "empty" ? "default" : "sm"} variant="outline" onClick={() => void fromBrandData()} disabled={pending}>
          <DatabaseIcon aria-hidden="true" />
          From Brand Basic Data
        </Button>
        <Button size={variant === "empty" ? "default" : "sm"} variant="outline" onClick={() => setOpen("ideas")}>
          <LightbulbIcon aria-hidden="true" />
          Find ideas
        </Button>
      </div>
      {open === "add" ? <AddKeywordsDialog brandId={brandId} onClose={close} /> : null}
      {open === "ideas" ? <FindIdeasDialog brandId={brandId} onClose={close} /> : null}
      <ImportDialog
        id="seo-import"
        brandId={brandId}
        open={open === "import"}
        onOpenChange={(o) => setOpen(o ? "import" : null)}
        title="Import keywords"
        description={
          <>
            A Google Search Console Performance export (Queries.csv, Pages.csv or the whole zip), a Search Console bulk data export (searchdata_url_impression as CSV), a Google Keyword Planner export, or a Semrush or Ahrefs keyword export. The preview shows what
            the file was recognised as; nothing is stored until you import, and importing the same file again changes nothing.
          </>
        }
        maxBytes={SEO_IMPORT_MAX_BYTES}
        placeholder={"Keyword,Volume,KD,CPC\ncold brew coffee,2400,34,1.20"}
        preview={previewSeoImportAction}
        commit={importSeoFileAction}
      />
    </>
  );
}

function AddKeywordsDialog({ brandId, onClose }: { brandId: string; onClose: () => void }) {
  const { run, pending } = useAction({ brandId });
  const [text, setText] = React.useState("");
  const [tags, setTags] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const tagList = tags
      .split(",")
      .map((t) => t.trim())
      .filter(Boolean);
    const r = await run(addSeoKeywordsAction, { text, tags: tagList }, { success: added, onError: setError });
    if (r.ok) onClose();
  };
  return (
    <Dialog open onOpenChange={(o) => !o && !pending && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <form onSubmit={submit} noValidate className="grid gap-4" data-testid="add-keywords-form">
          <DialogHeader>
            <DialogTitle>Add keywords</DialogTitle>
            <DialogDescription>Type or paste keywords, one per line (or separated by commas). Keywords already in the list are left as they are.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="add-keywords-text">Keywords</Label>
            <Textarea
              id="add-keywords-text"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setError(null);
              }}
              rows={8}
              placeholder={"cold brew coffee\nhow to make cold brew"}
              aria-invalid={!!error}
              aria-describedby={error ? "add-keywords-error" : undefined}
              autoFocus
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="add-keywords-tags">Tags (optional, comma separated)</Label>
            <Input id="add-keywords-tags" value={tags} onChange={(e) => setTags(e.target.value)} placeholder="summer, drinks" />
          </div>
          {error ? (
            <p id="add-keywords-error" role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFormFooter pending={pending} submitLabel="Add keywords" pendingLabel="Adding…" onCancel={onClose} disabled={!text.trim()} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function FindIdeasDialog({ brandId, onClose }: { brandId: string; onClose: () => void }) {
  const { run, pending } = useAction({ brandId });
  const [seeds, setSeeds] = React.useState("");
  const [limit, setLimit] = React.useState("100");
  const [error, setError] = React.useState<string | null>(null);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const r = await run(
      findSeoKeywordIdeasAction,
      { seeds, limit: Number(limit) || 100 },
      {
        success: (d) => (d.ideas === 0 ? "DataForSEO found no ideas for these seeds" : `Found ${d.ideas} ideas: ${d.added} new keyword${d.added === 1 ? "" : "s"} added`),
        onError: setError,
      },
    );
    if (r.ok) onClose();
  };
  return (
    <Dialog open onOpenChange={(o) => !o && !pending && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <form onSubmit={submit} noValidate className="grid gap-4" data-testid="find-ideas-form">
          <DialogHeader>
            <DialogTitle>Find keyword ideas</DialogTitle>
            <DialogDescription>
              DataForSEO Labs suggests related keywords with their volume, CPC, difficulty and intent, at the location and language of the SEO settings. Each search is a paid call, checked
              against this month&apos;s SEO budget first.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="ideas-seeds">Seed keywords</Label>
            <Textarea
              id="ideas-seeds"
              value={seeds}
              onChange={(e) => {
                setSeeds(e.target.value);
                setError(null);
              }}
              rows={4}
              placeholder={"cold brew\nespresso machine"}
              autoFocus
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="ideas-limit">Ideas at most</Label>
            <Input id="ideas-limit" type="number" inputMode="numeric" min={10} max={1000} step={10} value={limit} onChange={(e) => setLimit(e.target.value)} className="w-32" />
          </div>
          {error ? (
            <Alert variant="destructive" role="alert">
              <AlertTitle>No ideas were fetched</AlertTitle>
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          ) : null}
          <DialogFormFooter pending={pending} submitLabel="Find ideas" pendingLabel="Asking DataForSEO…" onCancel={onClose} disabled={!seeds.trim()} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
