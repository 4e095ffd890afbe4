"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Sparkles } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { onFormSubmit } from "@/components/actions/on-form-submit";
import { onModEnter } from "@/components/actions/on-mod-enter";
import { Button } from "@/components/ui/button";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { startSimplePersonaGenerationAction } from "../actions";
import { SIMPLE_MAX, SIMPLE_MIN } from "../inputs";
import { watchRun } from "./run-progress";

const COUNTS = Array.from({ length: SIMPLE_MAX - SIMPLE_MIN + 1 }, (_, i) => String(SIMPLE_MIN + i));

/** One sentence about the audience and 3–5 personas: the same job as /personas, one general segment, no brief. */
export function SimpleForm({ brandId, disabledReason }: { brandId: string; disabledReason: string | null }) {
  const router = useRouter();
  const { run, pending } = useAction({ brandId });
  const [prompt, setPrompt] = React.useState("");
  const [count, setCount] = React.useState("3");
  const [error, setError] = React.useState<string | null>(null);
  const submit = async () => {
    setError(null);
    if (disabledReason) return;
    await run(
      startSimplePersonaGenerationAction,
      { prompt, count: Number(count) },
      {
        refresh: false,
        onError: setError,
        onSuccess: (d) => {
          watchRun(d.runId);
          router.replace(`/personas-simple?run=${d.runId}`);
        },
      },
    );
  };
  return (
    <form className="grid gap-4" onSubmit={onFormSubmit(submit)}>
      <FormField id="simple-prompt" label="Who is the audience?" error={error} hint="One sentence is enough, e.g. “Parents in big cities who order groceries online every week.”">
        <Textarea {...fieldA11y("simple-prompt", error, true)} rows={3} maxLength={600} value={prompt} onChange={(e) => setPrompt(e.target.value)} onKeyDown={onModEnter(submit)} />
      </FormField>
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-2">
          <Label id="simple-count-label">Personas</Label>
          <ToggleGroup type="single" variant="outline" value={count} onValueChange={(v) => v && setCount(v)} aria-labelledby="simple-count-label">
            {COUNTS.map((c) => (
              <ToggleGroupItem key={c} value={c} className="w-11" aria-label={`${c} personas`}>
                {c}
              </ToggleGroupItem>
            ))}
          </ToggleGroup>
        </div>
        <Button type="submit" disabled={pending || !!disabledReason || prompt.trim().length === 0}>
          <Sparkles aria-hidden="true" />
          {pending ? "Starting…" : `Generate ${count} personas`}
        </Button>
      </div>
      {disabledReason ? <p className="text-sm text-muted-foreground">{disabledReason}</p> : null}
    </form>
  );
}
