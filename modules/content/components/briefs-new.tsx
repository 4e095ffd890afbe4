"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useAction } from "@/components/actions/use-action";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { createContentBriefAction } from "@/modules/content/briefs/actions";

const SCRATCH = "__scratch";

/** A new brief: from scratch (title + keyword) or from one of the brand's ideas (createBrief marks it accepted). */
export function NewBriefDialog({ brandId, ideas, onClose }: { brandId: string; ideas: { id: string; title: string; keyword: string | null }[]; onClose: () => void }) {
  const router = useRouter();
  const { run, pending } = useAction({ brandId });
  const [ideaId, setIdeaId] = React.useState(SCRATCH);
  const [title, setTitle] = React.useState("");
  const [keyword, setKeyword] = React.useState("");
  const [errors, setErrors] = React.useState<Record<string, string[]>>({});
  const pick = (id: string) => {
    setIdeaId(id);
    const idea = ideas.find((i) => i.id === id);
    if (idea) {
      setTitle(idea.title);
      setKeyword(idea.keyword ?? "");
    }
  };
  const submit = () =>
    run(
      createContentBriefAction,
      { title, keyword: keyword || undefined, ideaId: ideaId === SCRATCH ? undefined : ideaId },
      {
        success: "Brief created",
        refresh: false,
        onError: (error, fieldErrors) => setErrors(fieldErrors ?? { title: [error] }),
        onSuccess: (d) => router.push(`/content-briefs?brief=${d.id}`),
      },
    );
  return (
    <FormDialog title="New content brief" description="Start from one of the brand's content ideas, or from a title and keyword." onClose={onClose} onSubmit={submit} pending={pending} submitLabel="Create brief">
      {ideas.length ? (
        <FormField id="brief-idea" label="Start from">
          <OptionSelect id="brief-idea" value={ideaId} onValueChange={pick} first={{ value: SCRATCH, label: "From scratch" }} options={ideas.map((i) => ({ value: i.id, label: i.title }))} contentClassName="max-h-72" />
        </FormField>
      ) : null}
      <FormField id="brief-title" label="Title" error={errors.title?.[0]}>
        <Input {...fieldA11y("brief-title", errors.title?.[0])} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} autoFocus required />
      </FormField>
      <FormField id="brief-keyword" label="Keyword" error={errors.keyword?.[0]} hint="The search the piece should rank for.">
        <Input {...fieldA11y("brief-keyword", errors.keyword?.[0], true)} value={keyword} onChange={(e) => setKeyword(e.target.value)} maxLength={200} />
      </FormField>
    </FormDialog>
  );
}
