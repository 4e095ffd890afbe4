import { SearchIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/**
 * The seed box of /keyword-assistant and /keywords-5ws: a plain GET form, so the seeds live in the URL
 * (a result can be reloaded, shared and bookmarked) and it works before any script has loaded.
 */
export function SeedForm({ name, label, value, placeholder, submit, hint }: { name: string; label: string; value: string; placeholder: string; submit: string; hint: string }) {
  return (
    <form method="get" className="flex flex-col gap-2" role="search">
      <Label htmlFor={`seed-${name}`}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={`seed-${name}`} name={name} defaultValue={value} placeholder={placeholder} maxLength={2000} autoComplete="off" className="sm:flex-1" aria-describedby={`seed-${name}-hint`} />
        <Button type="submit">
          <SearchIcon aria-hidden="true" />
          {submit}
        </Button>
      </div>
      <p id={`seed-${name}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </form>
  );
}

/** The brand's own keywords (Brand Basic Data) as one-click seeds. */
export function SeedChips({ keywords, param, label }: { keywords: readonly string[]; param: string; label: string }) {
  if (!keywords.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">{label}</span>
      {keywords.slice(0, 12).map((k) => (
        <Button key={k} asChild size="sm" variant="outline" className="h-7 font-normal">
          <a href={`?${param}=${encodeURIComponent(k)}`}>{k}</a>
        </Button>
      ))}
    </div>
  );
}
