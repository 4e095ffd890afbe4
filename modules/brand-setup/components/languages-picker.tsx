"use client";

import * as React from "react";
import { CheckIcon, ChevronsUpDownIcon, XIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from "@/components/ui/command";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/utils";
import { LANGUAGES, languageName } from "../locales";

/** Multi-select of languages with search; the chosen ones show as removable chips. */
export function LanguagesPicker({ id, value, onChange, disabled }: { id: string; value: string[]; onChange: (v: string[]) => void; disabled?: boolean }) {
  const [open, setOpen] = React.useState(false);
  const toggle = (code: string) => onChange(value.includes(code) ? value.filter((c) => c !== code) : [...value, code]);
  return (
    <div className="grid grid-cols-1 gap-2">
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button id={id} variant="outline" role="combobox" aria-expanded={open} className="w-full justify-between font-normal" disabled={disabled}>
            <span className={cn("truncate", value.length === 0 && "text-muted-foreground")}>
              {value.length === 0 ? "Choose languages" : `${value.length} language${value.length === 1 ? "" : "s"} selected`}
            </span>
            <ChevronsUpDownIcon className="opacity-50" aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-(--radix-popover-trigger-width) min-w-64 p-0" align="start">
          <Command>
            <CommandInput placeholder="Search languages..." />
            <CommandList className="max-h-64">
              <CommandEmpty>No language found.</CommandEmpty>
              <CommandGroup>
                {LANGUAGES.map((l) => (
                  <CommandItem key={l.code} value={`${l.name} ${l.code}`} onSelect={() => toggle(l.code)}>
                    <CheckIcon className={cn("size-4", value.includes(l.code) ? "opacity-100" : "opacity-0")} aria-hidden="true" />
                    {l.name}
                    <span className="ml-auto text-xs text-muted-foreground">{l.code}</span>
                  </CommandItem>
                ))}
              </CommandGroup>
            </CommandList>
          </Command>
        </PopoverContent>
      </Popover>
      {value.length ? (
        <div className="flex flex-wrap gap-1.5">
          {value.map((code) => (
            <Badge key={code} variant="secondary" className="gap-1 pr-1">
              {languageName(code)}
              {disabled ? null : (
                <button type="button" onClick={() => toggle(code)} className="rounded-sm p-0.5 hover:bg-foreground/10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" aria-label={`Remove ${languageName(code)}`}>
                  <XIcon className="size-3" aria-hidden="true" />
                </button>
              )}
            </Badge>
          ))}
        </div>
      ) : null}
    </div>
  );
}
