import { FileSpreadsheetIcon, RefreshCwIcon } from "lucide-react";
import { ToneBadge } from "@/components/ui/tone-badge";
import { formatNumber } from "@/lib/format";
import type { PpcImportRow } from "../import";
import { PPC_NETWORK_LABELS } from "../../labels";

const NETWORK: Record<string, string> = PPC_NETWORK_LABELS;
const KIND = { search_term: "Search terms", keyword: "Keywords", campaign: "Campaigns" } as Record<string, string>;
const dateTime = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const day = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });
const period = (from: string | null, to: string | null) => (from && to ? (from === to ? day.format(new Date(from)) : `${day.format(new Date(from))} – ${day.format(new Date(to))}`) : null);

/** The brand's recent report imports and API syncs: what each held, how many rows were stored and what was skipped. */
export function PpcImportHistory({ imports }: { imports: PpcImportRow[] }) {
  if (!imports.length) return <p className="text-sm text-muted-foreground">No reports imported yet. Import a Google Ads search terms report or connect Google Ads on Integrations.</p>;
  return (
    <ul className="divide-y rounded-lg border" aria-label="Import history">
      {imports.map((i) => (
        <li key={i.id} className="flex min-w-0 flex-col gap-1 p-3 text-sm sm:flex-row sm:items-start sm:gap-3">
          {i.source === "api" ? <RefreshCwIcon className="mt-0.5 hidden size-4 shrink-0 text-muted-foreground sm:block" aria-hidden="true" /> : <FileSpreadsheetIcon className="mt-0.5 hidden size-4 shrink-0 text-muted-foreground sm:block" aria-hidden="true" />}
          <div className="min-w-0 flex-1 space-y-0.5">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
              <span>
                {NETWORK[i.network] ?? i.network} · {KIND[i.reportKind] ?? i.reportKind}
              </span>
              <ToneBadge tone={i.rowsStored ? "ok" : "idle"}>{i.source === "api" ? "Synced" : "Imported"}</ToneBadge>
            </p>
            <p className="truncate text-xs text-muted-foreground">
              {[i.fileName, period(i.periodFrom, i.periodTo), `${formatNumber(i.rowsRead)} rows read, ${formatNumber(i.rowsStored)} stored`].filter(Boolean).join(" · ")}
            </p>
            {i.notes.length ? <p className="text-xs text-muted-foreground">{i.notes.join(" · ")}</p> : null}
          </div>
          <time className="shrink-0 text-xs text-muted-foreground tabular-nums" dateTime={i.createdAt.toISOString()}>
            {dateTime.format(i.createdAt)} UTC
          </time>
        </li>
      ))}
    </ul>
  );
}
