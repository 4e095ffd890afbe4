"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { PlusIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
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
      <div className="grid min-w-0 flex-1 gap-1.5">
        <Label htmlFor="three-d-name">Name of the new analysis</Label>
        <Input id="three-d-name" value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Blog vs product pages, Q4" maxLength={120} aria-invalid={!!error} aria-describedby={error ? "three-d-name-error" : undefined} />
      </div>
      <Button type="submit" disabled={pending}>
        <PlusIcon aria-hidden="true" />
        {pending ? "Starting..." : "Start analysis"}
      </Button>
      {error ? (
        <p id="three-d-name-error" role="alert" className="text-sm text-destructive sm:basis-full">
          {error}
        </p>
      ) : null}
    </form>
  );
}
