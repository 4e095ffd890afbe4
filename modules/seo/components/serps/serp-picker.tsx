"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { SearchIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/ui/option-select";

const DEVICES = [
  { value: "desktop", label: "Desktop" },
  { value: "mobile", label: "Mobile" },
];

/** Keyword (one of the brand's, or any typed), location and device; the choice lives in the URL. */
export function SerpPicker({ keyword, location, device, choices }: { keyword: string; location: string; device: string; choices: string[] }) {
  const router = useRouter();
  const [k, setK] = React.useState(keyword);
  const [loc, setLoc] = React.useState(location);
  const [dev, setDev] = React.useState(device);
  return (
    <form
      className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_9rem_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        if (!k.trim()) return;
        const p = new URLSearchParams({ keyword: k.trim(), location: loc.trim(), device: dev });
        router.push(`?${p.toString()}`);
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="serp-keyword">Keyword</Label>
        <Input id="serp-keyword" list="serp-keyword-choices" value={k} onChange={(e) => setK(e.target.value)} placeholder="Pick or type a keyword" maxLength={200} required />
        <datalist id="serp-keyword-choices">
          {choices.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="serp-location">Location</Label>
        <Input id="serp-location" value={loc} onChange={(e) => setLoc(e.target.value)} placeholder="United States" maxLength={100} required />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="serp-device">Device</Label>
        <OptionSelect id="serp-device" value={dev} onValueChange={setDev} options={DEVICES} />
      </div>
      <Button type="submit">
        <SearchIcon aria-hidden="true" />
        Show SERP
      </Button>
    </form>
  );
}
