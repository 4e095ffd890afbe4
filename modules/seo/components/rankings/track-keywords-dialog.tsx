"use client";

import * as React from "react";
import { PlusIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { onModEnter } from "@/components/actions/on-mod-enter";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { trackNewSeoKeywordsAction } from "@/modules/seo/rank-actions";

/** "Track keywords": typed or pasted keywords go into the keyword store (if new) and are tracked. */
export function TrackKeywordsDialog({ brandId, variant = "outline" }: { brandId: string; variant?: "outline" | "default" }) {
  const [open, setOpen] = React.useState(false);
  const [text, setText] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const { run, pending } = useAction({ brandId });
  const submit = async () => {
    setError(null);
    const r = await run(trackNewSeoKeywordsAction, { text }, {
      onError: (e, fields) => setError(fields?.text?.[0] ?? e),
      success: (d) => (d.total === 1 ? "Tracking 1 keyword." : `Tracking ${d.total} keywords.`),
    });
    if (r.ok) {
      setText("");
      setOpen(false);
    }
  };
  return (
    <>
      <Button variant={variant} size="sm" onClick={() => setOpen(true)}>
        <PlusIcon aria-hidden="true" />
        Track keywords
      </Button>
      <Dialog open={open} onOpenChange={(o) => !pending && setOpen(o)}>
        <DialogContent className="sm:max-w-lg" onKeyDown={onModEnter(submit)}>
          <DialogHeader>
            <DialogTitle>Track keywords</DialogTitle>
            <DialogDescription>One keyword per line. New keywords are added to the keyword store; each is checked at the next rank check.</DialogDescription>
          </DialogHeader>
          <form
            id="track-keywords-form"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <FormField id="track-keywords" label="Keywords" error={error} hint="Paste from a spreadsheet or type them, one per line.">
              <Textarea {...fieldA11y("track-keywords", error, true)} value={text} onChange={(e) => setText(e.target.value)} rows={6} placeholder={"specialty coffee beans\nbest espresso grinder"} />
            </FormField>
          </form>
          <DialogFormFooter form="track-keywords-form" pending={pending} submitLabel="Track" pendingLabel="Tracking…" onCancel={() => setOpen(false)} disabled={!text.trim()} />
        </DialogContent>
      </Dialog>
    </>
  );
}
