import Link from "next/link";
import { RadioTowerIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Empty, EmptyContent, EmptyDescription, EmptyHeader, EmptyMedia, EmptyTitle } from "@/components/ui/empty";
import { cn } from "@/lib/utils";
import { apiCallFiltersToSearch, type ApiCallFilters } from "../inputs";
import type { ApiCallPage } from "../queries";
import { formatUsd } from "@/lib/format";
import { formatBytes } from "@/lib/format";
import { Pager } from "@/components/ui/pager";
import { RelativeTime } from "@/components/ui/relative-time";

/** No response (refused, timeout…), or a response whose content was unusable (a 200 with invalid model output): the code and the reason. */
function Status({ status, ok, errorCode, errorMessage }: { status: number | null; ok: boolean; errorCode: string | null; errorMessage: string | null }) {
  if (status === null || (!ok && errorCode)) {
    return (
      <span className="grid gap-0.5">
        <span className="font-mono text-xs font-medium text-red-700 uppercase dark:text-red-300">
          {status === null ? "" : `${status} · `}
          {errorCode ?? "error"}
        </span>
        {errorMessage ? <span className="line-clamp-2 max-w-64 text-xs text-muted-foreground">{errorMessage}</span> : null}
      </span>
    );
  }
  const tone = status >= 200 && status < 300 ? "text-emerald-700 dark:text-emerald-300" : "text-red-700 dark:text-red-300";
  return <span className={cn("font-mono text-xs font-medium tabular-nums", tone)}>{status}</span>;
}

export function ApiCallTable({ page, filters, filtered }: { page: ApiCallPage; filters: ApiCallFilters; filtered: boolean }) {
  if (page.total === 0) {
    return (
      <Empty>
        <EmptyHeader>
          <EmptyMedia variant="icon">
            <RadioTowerIcon aria-hidden="true" />
          </EmptyMedia>
          <EmptyTitle>{filtered ? "No calls match these filters" : "No outbound calls yet"}</EmptyTitle>
          <EmptyDescription>
            {filtered
              ? "Widen the dates or clear a filter to see more."
              : "Every call this brand makes to an outside service — webhook deliveries now, AI and SEO providers as they are connected — is listed here with its status, latency and cost."}
          </EmptyDescription>
        </EmptyHeader>
        {filtered ? null : (
          <EmptyContent>
            <Button asChild variant="outline">
              <Link href="/settings?tab=webhooks">Add a webhook endpoint</Link>
            </Button>
          </EmptyContent>
        )}
      </Empty>
    );
  }
  const href = (p: number) => `/api-calls-audit${apiCallFiltersToSearch({ ...filters, page: p })}`;
  return (
    <div className="grid gap-3">
      <div className="overflow-x-auto rounded-xl border bg-card">
        <table className="w-full min-w-[56rem] text-sm">
          <caption className="sr-only">Outbound calls, newest first</caption>
          <thead className="border-b bg-muted/40 text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-2.5 font-medium">When</th>
              <th scope="col" className="px-4 py-2.5 font-medium">Provider</th>
              <th scope="col" className="px-4 py-2.5 font-medium">Endpoint</th>
              <th scope="col" className="px-4 py-2.5 font-medium">Status</th>
              <th scope="col" className="px-4 py-2.5 text-right font-medium">Latency</th>
              <th scope="col" className="px-4 py-2.5 text-right font-medium">Bytes out / in</th>
              <th scope="col" className="px-4 py-2.5 text-right font-medium">Retry</th>
              <th scope="col" className="px-4 py-2.5 text-right font-medium">Cost</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {page.rows.map((r) => {
              const at = new Date(r.createdAt);
              return (
                <tr key={r.id} className={cn("align-top", !r.ok && "bg-red-500/[0.04]")} data-testid="api-call-row" data-ok={r.ok}>
                  <td className={cn("px-4 py-2.5 whitespace-nowrap", !r.ok && "border-l-2 border-l-red-500")}>
                    <RelativeTime at={at} className="text-xs text-muted-foreground" />
                  </td>
                  <td className="px-4 py-2.5">
                    <span className="grid gap-0.5">
                      <span className="font-medium">{r.provider}</span>
                      <span className="font-mono text-[11px] text-muted-foreground">
                        {r.purpose}
                        {r.byJob ? " · background" : ""}
                      </span>
                    </span>
                  </td>
                  <td className="px-4 py-2.5">
                    <span className="font-mono text-xs break-all">
                      <span className="mr-1.5 rounded bg-muted px-1 py-0.5 text-[10px] font-semibold">{r.method}</span>
                      {r.host}
                      <span className="text-muted-foreground">{r.path}</span>
                    </span>
                  </td>
                  <td className="px-4 py-2.5">
                    <Status status={r.status} ok={r.ok} errorCode={r.errorCode} errorMessage={r.errorMessage} />
                  </td>
                  <td className="px-4 py-2.5 text-right text-xs tabular-nums">{r.latencyMs} ms</td>
                  <td className="px-4 py-2.5 text-right text-xs text-muted-foreground tabular-nums whitespace-nowrap">
                    {formatBytes(r.bytesOut)} / {formatBytes(r.bytesIn)}
                  </td>
                  <td className="px-4 py-2.5 text-right text-xs tabular-nums">{r.retry ? `#${r.retry}` : <span className="text-muted-foreground">—</span>}</td>
                  <td className="px-4 py-2.5 text-right text-xs tabular-nums">{r.costUsd === null ? <span className="text-muted-foreground">—</span> : formatUsd(r.costUsd)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pager page={page.page} pageCount={page.pageCount} total={page.total} shown={page.rows.length} pageSize={page.pageSize} href={href} labels={{ prev: "Newer", next: "Older" }} />
    </div>
  );
}
