import Link from "next/link";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Server-side pagination: links to the previous and next page of the same URL. */
export function Pager({
  page,
  pageCount,
  total,
  shown,
  pageSize,
  href,
  noun = "tasks",
}: {
  page: number;
  pageCount: number;
  total: number;
  shown: number;
  pageSize: number;
  href: (page: number) => string;
  noun?: string;
}) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = first + Math.max(shown, 0) - 1;
  return (
    <nav className="flex flex-wrap items-center justify-between gap-2 text-sm" aria-label="Pages">
      <p className="text-muted-foreground tabular-nums">
        {shown > 0 ? `${first.toLocaleString("en-US")}–${last.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} ${noun}` : `${total.toLocaleString("en-US")} ${noun}`}
      </p>
      {pageCount > 1 ? (
        <div className="flex items-center gap-2">
          <PageLink href={page > 1 ? href(Math.min(page - 1, pageCount)) : null} rel="prev">
            <ChevronLeftIcon aria-hidden="true" />
            Previous
          </PageLink>
          <span className="text-muted-foreground tabular-nums">
            Page {Math.min(page, pageCount)} of {pageCount}
          </span>
          <PageLink href={page < pageCount ? href(page + 1) : null} rel="next">
            Next
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
