import { HistoryIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Empty, EmptyDescription, EmptyHeader, EmptyMedia, EmptyTitle } from "@/components/ui/empty";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { initialsFor } from "@/components/shell/initials";
import { filtersToSearch, type ActivityFilters } from "../inputs";
import { actionLabel } from "../labels";
import type { ActivityPage } from "../queries";
import { Pager } from "@/components/ui/pager";
import { RelativeTime } from "@/components/ui/relative-time";

function Payload({ payload }: { payload: Record<string, unknown> }) {
  const keys = Object.keys(payload);
  if (!keys.length) return <span className="text-muted-foreground">—</span>;
  return (
    <details className="group max-w-md">
      <summary className="cursor-pointer list-none text-xs text-muted-foreground outline-none hover:text-foreground focus-visible:underline [&::-webkit-details-marker]:hidden">
        <span className="truncate">{keys.slice(0, 3).join(", ")}{keys.length > 3 ? "…" : ""}</span>
        <span className="ml-1 group-open:hidden">▸</span>
        <span className="ml-1 hidden group-open:inline">▾</span>
      </summary>
      <pre className="mt-2 max-h-56 overflow-auto rounded-md bg-muted/60 p-2 font-mono text-[11px] leading-relaxed whitespace-pre-wrap break-all">{JSON.stringify(payload, null, 2)}</pre>
    </details>
  );
}

export function ActivityTable({ page, filters, filtered }: { page: ActivityPage; filters: ActivityFilters; filtered: boolean }) {
  if (page.total === 0) {
    return (
      <Empty>
        <EmptyHeader>
          <EmptyMedia variant="icon">
            <HistoryIcon aria-hidden="true" />
          </EmptyMedia>
          <EmptyTitle>{filtered ? "Nothing matches these filters" : "No activity yet"}</EmptyTitle>
          <EmptyDescription>
            {filtered
              ? "Widen the dates or clear a filter to see more."
              : "Changes to this brand — its data, team, roles, settings and tasks — are listed here as they happen."}
          </EmptyDescription>
        </EmptyHeader>
      </Empty>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="overflow-hidden rounded-xl border bg-card">
        <table className="w-full text-sm">
          <caption className="sr-only">Activity, newest first</caption>
          <thead className="hidden border-b bg-muted/40 text-left text-xs text-muted-foreground md:table-header-group">
            <tr>
              <th scope="col" className="px-4 py-2.5 font-medium">When</th>
              <th scope="col" className="px-4 py-2.5 font-medium">Who</th>
              <th scope="col" className="px-4 py-2.5 font-medium">What</th>
              <th scope="col" className="px-4 py-2.5 font-medium">Details</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {page.rows.map((r) => {
              const at = new Date(r.createdAt);
              const who = r.userName || r.userEmail || "Former member";
              return (
                <tr key={r.id} className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 px-4 py-3 align-top md:table-row md:p-0" data-testid="activity-row">
                  <td className="col-span-2 text-xs text-muted-foreground md:w-36 md:px-4 md:py-3 md:text-sm">
                    <RelativeTime at={at} />
                  </td>
                  <td className="md:w-52 md:px-4 md:py-3">
                    <div className="flex items-center gap-2">
                      <Avatar className="size-6">
                        <AvatarFallback className="text-[10px]">{initialsFor(r.userName, r.userEmail)}</AvatarFallback>
                      </Avatar>
                      <span className="truncate font-medium">{who}</span>
                    </div>
                  </td>
                  <td className="col-span-2 md:px-4 md:py-3">
                    <div className="grid grid-cols-1 gap-1">
                      <span className="text-pretty">{r.userAction}</span>
                      <Badge variant="outline" className="font-normal text-muted-foreground">
                        {actionLabel(r.actionType)}
                      </Badge>
                    </div>
                  </td>
                  <td className="col-span-2 md:px-4 md:py-3">
                    <Payload payload={r.payload} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pager page={page.page} pageCount={page.pageCount} total={page.total} shown={page.rows.length} pageSize={page.pageSize} href={(p) => `/activity${filtersToSearch({ ...filters, page: p })}`} />
    </div>
  );
}
