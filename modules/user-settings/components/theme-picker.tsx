"use client";

import * as React from "react";
import { useTheme } from "next-themes";
import { toast } from "@/components/ui/sonner";
import { MonitorIcon, MoonIcon, SunIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { setThemeAction } from "../actions";
import type { Theme } from "../inputs";

const OPTIONS: { value: Theme; label: string; icon: typeof SunIcon }[] = [
  { value: "light", label: "Light", icon: SunIcon },
  { value: "dark", label: "Dark", icon: MoonIcon },
  { value: "system", label: "System", icon: MonitorIcon },
];

/** Applies at once (next-themes) and is saved to the profile, so it follows the person to other devices. */
export function ThemePicker({ saved }: { saved: Theme }) {
  const { setTheme } = useTheme();
  const [value, setValue] = React.useState<Theme>(saved);
  const choose = async (t: Theme) => {
    setValue(t);
    setTheme(t);
    const r = await setThemeAction({ theme: t }).catch(() => null);
    if (!r?.ok) toast.error(r?.error ?? "Your theme applies here but could not be saved to your profile. Try again.");
  };
  return (
    <div role="radiogroup" aria-label="Theme" className="grid max-w-md grid-cols-3 gap-2">
      {OPTIONS.map((o) => {
        const on = value === o.value;
        const Icon = o.icon;
        return (
          <button
            key={o.value}
            type="button"
            role="radio"
            aria-checked={on}
            onClick={() => choose(o.value)}
            className={cn(
              "flex flex-col items-center gap-2 rounded-lg border p-3 text-sm transition-colors outline-none hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50",
              on && "border-primary bg-primary/5 font-medium",
            )}
          >
            <Icon className="size-5" aria-hidden="true" />
            {o.label}
          </button>
        );
      })}
    </div>
  );
}

