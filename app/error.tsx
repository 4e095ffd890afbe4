"use client";

import { Button } from "@/components/ui/button";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main className="flex min-h-[60svh] flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-xl font-semibold">Unexpected Application Error!</h1>
      <p className="max-w-md text-sm text-muted-foreground">
        Something went wrong while showing this page. Try again; if it keeps happening, share this reference with
        support: <code className="font-mono">{error.digest ?? "n/a"}</code>
      </p>
      <Button onClick={reset}>Try again</Button>
    </main>
  );
}
