"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { PlusIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { create3dAnalysisAction } from "../actions";
import { stepHref } from "../url-state";

export function NewAnalysisForm({ brandId }: { brandId: string }) {
  const router = useRouter();
  const { run, pending } = useAction({ brandId });
  const [name, setName] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        void run(create3dAnalysisAction, { name }, { refresh: false, onError: setError, onSuccess: (d) => router.push(stepHref(1, d.id)) });
      }}
    >
      <FormField id="three-d-name" label="Name of the new analysis" error={error} className="min-w-0 flex-1">
        <Input {...fieldA11y("three-d-name", error)} value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Blog vs product pages, Q4" maxLength={120} />
      </FormField>
      <Button type="submit" disabled={pending}>
        <PlusIcon aria-hidden="true" />
        {pending ? "Starting..." : "Start analysis"}
      </Button>
    </form>
  );
}
