"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** The funnel's "as of" date, kept in the URL so the view can be shared and survives a reload. */
export function FunnelDatePicker({ value }: { value: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="funnel-as-of" className="text-xs text-muted-foreground">
        As of
      </Label>
      <Input
        id="funnel-as-of"
        type="date"
        className="h-8 w-40"
        value={value}
        onChange={(e) => {
          const next = new URLSearchParams(params.toString());
          if (e.target.value) next.set("asOf", e.target.value);
          else next.delete("asOf");
          router.replace(`${pathname}?${next.toString()}`, { scroll: false });
        }}
      />
    </div>
  );
}
