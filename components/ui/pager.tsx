import Link from "next/link";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatNumber, plural } from "@/lib/format";

/** Server-side pagination: links to the previous and next page of the same URL (tasks, activity, API calls). */
export function Pager({
  page,
  pageCount,
  total,
  shown,
  pageSize,
  href,
  noun,
  labels = { prev: "Previous", next: "Next" },
}: {
  page: number;
  pageCount: number;
  total: number;
  shown: number;
  pageSize: number;
  href: (page: number) => string;
  /** What is counted, in the singular ("task"; plural() adds the "s"); without it the range stands alone. */
  noun?: string;
  labels?: { prev: string; next: string };
}) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = first + Math.max(shown, 0) - 1;
  return (
    <nav className="flex flex-wrap items-center justify-between gap-2 text-sm" aria-label="Pages">
      <p className="text-muted-foreground tabular-nums">
        {shown > 0 ? `${formatNumber(first)}–${formatNumber(last)} of ` : null}
        {noun ? plural(total, noun) : formatNumber(total)}
      </p>
      {pageCount > 1 ? (
        <div className="flex items-center gap-2">
          <PageLink href={page > 1 ? href(Math.min(page - 1, pageCount)) : null} rel="prev">
            <ChevronLeftIcon aria-hidden="true" />
            {labels.prev}
          </PageLink>
          <span className="whitespace-nowrap text-muted-foreground tabular-nums">
            Page {formatNumber(Math.min(page, pageCount))} of {formatNumber(pageCount)}
          </span>
          <PageLink href={page < pageCount ? href(page + 1) : null} rel="next">
            {labels.next}
            <ChevronRightIcon aria-hidden="true" />
          </PageLink>
        </div>
      ) : null}
    </nav>
  );
}

function PageLink({ href, rel, children }: { href: string | null; rel: string; children: React.ReactNode }) {
  if (!href) {
    return (
      <Button variant="outline" size="sm" disabled>
        {children}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={href} rel={rel} scroll={false}>
        {children}
      </Link>
    </Button>
  );
}
