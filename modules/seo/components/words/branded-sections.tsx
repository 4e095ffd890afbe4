import Link from "next/link";
import { SearchIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { BrandClass } from "../../analysis/branded";
import { CLASS_LABEL } from "../../brand-class";
import type { BrandTerms } from "../../queries/words";
import type { BrandedView } from "../../words-pages";
import { BrandTermsForm } from "./brand-terms-form";

export function brandedHref(filter: { class?: BrandClass | null; overridden?: boolean; q?: string; page?: number }): string {
  const p = new URLSearchParams();
  if (filter.class) p.set("class", filter.class);
  if (filter.overridden) p.set("overridden", "1");
  if (filter.q) p.set("q", filter.q);
  if (filter.page && filter.page > 1) p.set("page", String(filter.page));
  const s = p.toString();
  return `/branded-keywords${s ? `?${s}` : ""}`;
}

/** Class filter with the count of each class (links, so a filter is a URL), and the text search. */
export function BrandedFilters({ view }: { view: BrandedView }) {
  const { counts, filter } = view;
  const tabs: { label: string; count: number; href: string; active: boolean }[] = [
    { label: "All", count: counts.total, href: brandedHref({ q: filter.q }), active: !filter.class && !filter.overridden },
    ...(Object.keys(CLASS_LABEL) as BrandClass[]).map((c) => ({ label: CLASS_LABEL[c], count: counts[c], href: brandedHref({ class: c, q: filter.q }), active: filter.class === c && !filter.overridden })),
    { label: "Overridden", count: counts.overridden, href: brandedHref({ overridden: true, q: filter.q }), active: filter.overridden },
  ];
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <nav aria-label="Filter by class" className="flex flex-wrap gap-1.5">
        {tabs.map((t) => (
          <Link
            key={t.label}
            href={t.href}
            aria-current={t.active ? "page" : undefined}
            className={cn(
              "inline-flex items-center gap-1.5 rounded-md border px-2.5 py-1 text-sm transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
              t.active && "border-primary bg-primary text-primary-foreground hover:bg-primary/90",
            )}
          >
            {t.label}
            <span className={cn("tabular-nums", t.active ? "text-primary-foreground/80" : "text-muted-foreground")}>{formatNumber(t.count)}</span>
          </Link>
        ))}
      </nav>
      <form method="get" role="search" className="flex gap-2">
        {filter.class ? <input type="hidden" name="class" value={filter.class} /> : null}
        {filter.overridden ? <input type="hidden" name="overridden" value="1" /> : null}
        <Input name="q" defaultValue={filter.q} placeholder="Find a keyword" aria-label="Find a keyword" className="h-8 lg:w-56" />
        <Button type="submit" size="sm" variant="outline" aria-label="Search">
          <SearchIcon aria-hidden="true" />
        </Button>
      </form>
    </div>
  );
}

/** The terms the rules use, and where each is edited. */
export function BrandTermsCard({ brandId, terms, canEdit }: { brandId: string; terms: BrandTerms; canEdit: boolean }) {
  const competitors = [...terms.competitors.map((c) => (c.domain ? `${c.name} (${c.domain})` : c.name)), ...terms.seoCompetitorDomains];
  return (
    <section aria-labelledby="brand-terms" className="rounded-xl border bg-card p-4 text-sm">
      <h2 id="brand-terms" className="mb-3 font-semibold">
        Terms the classification uses
      </h2>
      <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <dt className="text-muted-foreground">Brand name</dt>
        <dd>{terms.brandName || "—"} <span className="text-muted-foreground">· spacing, hyphens, accents and small misspellings match too</span></dd>
        <dt className="text-muted-foreground">Name variants</dt>
        <dd className="break-words">{terms.nameVariants.length ? terms.nameVariants.join(", ") : <span className="text-muted-foreground">None</span>}</dd>
        <dt className="text-muted-foreground">Products</dt>
        <dd className="break-words">{terms.products.length ? terms.products.join(", ") : <span className="text-muted-foreground">None</span>}</dd>
        <dt className="text-muted-foreground">Brand domain</dt>
        <dd>{terms.website || <span className="text-muted-foreground">None — add the website in Brand Setup</span>}</dd>
        <dt className="text-muted-foreground">Competitors</dt>
        <dd className="break-words">{competitors.length ? competitors.join(", ") : <span className="text-muted-foreground">None — add competitors in Brand Basic Data</span>}</dd>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        {canEdit ? <BrandTermsForm brandId={brandId} nameVariants={terms.nameVariants} products={terms.products} /> : null}
        <Button asChild size="sm" variant="outline">
          <Link href="/brand-setup">Edit brand and competitors</Link>
        </Button>
        <Button asChild size="sm" variant="ghost">
          <Link href="/seo-settings">SEO competitor domains</Link>
        </Button>
      </div>
    </section>
  );
}
