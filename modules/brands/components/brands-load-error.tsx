"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";

export function BrandsLoadError() {
  const router = useRouter();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center" role="alert">
      <h1 className="text-lg font-semibold">Failed to fetch brands</h1>
      <p className="max-w-sm text-sm text-muted-foreground">
        Your brands could not be loaded, so no brand data is shown. Check your connection and try again.
      </p>
      <Button onClick={() => router.refresh()}>Try again</Button>
    </div>
  );
}
