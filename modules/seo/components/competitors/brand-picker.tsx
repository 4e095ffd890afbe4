"use client";

import { useRouter } from "next/navigation";
import { OptionSelect } from "@/components/ui/option-select";

/** Another brand of the user's to compare with; the choice lives in the URL (?vs=). */
export function BrandPicker({ brands, value }: { brands: { id: string; name: string }[]; value: string | null }) {
  const router = useRouter();
  return (
    <OptionSelect
      aria-label="Brand to compare with"
      className="w-full sm:w-72"
      value={value ?? ""}
      placeholder="Choose a brand to compare with"
      onValueChange={(v) => router.push(`?vs=${encodeURIComponent(v)}`, { scroll: false })}
      options={brands.map((b) => ({ value: b.id, label: b.name }))}
    />
  );
}
