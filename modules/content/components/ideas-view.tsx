import Link from "next/link";
import { LightbulbIcon } from "lucide-react";
import { EmptyState } from "@/components/ui/empty";
import { formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils";
import { tableStateToSearch } from "@/lib/table/state";
import type { IdeaReadiness, IdeasPage } from "../ideas/queries";
import { IDEAS_TABLE, type IdeasTableState } from "../ideas/view-params";
import { IdeasFilters } from "./ideas-filters";
import { IdeasTable } from "./ideas-table";
import { IdeasToolbar } from "./ideas-toolbar";

type Engine = { ready: true; label: string } | { ready: false; note: string };

/** What each source reads, how much of it the brand has, and where to add it. */
function readinessItems(r: IdeaReadiness) {
  return [
    { label: "Keywords", have: r.keywords, href: "/keyword-research", todo: "Add or import keywords on Keyword Research", feeds: "questions, AI ideas" },
    { label: "Focus keyword groups", have: r.groups, href: "/seo-selection-groups", todo: "Group keywords on Focus Keywords Groups", feeds: "groups without content" },
    { label: "Ranked keywords", have: r.ranked, href: "/rankings", todo: "Track rankings on Rankings", feeds: "striking distance" },
    { label: "Search Console rows", have: r.gscRows, href: "/integrations", todo: "Connect Google Search Console on Integrations", feeds: "striking distance, decaying pages" },
    { label: "Analytics rows", have: r.ga4Rows, href: "/integrations", todo: "Connect Google Analytics 4 on Integrations", feeds: "decaying pages" },
    { label: "Stored SERPs", have: r.serps, href: "/serps-research", todo: "Fetch SERPs on SERPs Research", feeds: "People also ask, competitors' gaps" },
    { label: "AI answers", have: r.saioAnswers, href: "/run-analysis", todo: "Run a SAIO analysis", feeds: "AI prompts the brand loses" },
    { label: "Competitors", have: r.competitors, href: "/brand-setup", todo: "Add competitors with their domains in Brand Basic Data", feeds: "competitors' gaps" },
  ];
}

function Readiness({ readiness }: { readiness: IdeaReadiness }) {
  return (
    <ul className="grid gap-1.5 text-left text-sm" data-testid="idea-readiness">
      {readinessItems(readiness).map((i) => (
        <li key={i.label} className="flex flex-wrap items-baseline gap-x-2">
          <span className={cn("tabular-nums", i.have ? "text-emerald-700 dark:text-emerald-300" : "text-muted-foreground")}>{i.have ? "✓" : "○"}</span>
          <span className="font-medium">{i.label}</span>
          <span className="text-muted-foreground">
            {i.have ? `${formatNumber(i.have)}${i.have >= 1000 ? "+" : ""}` : <Link href={i.href} className="underline underline-offset-4 hover:text-primary">
                {i.todo}
              </Link>} · for {i.feeds}
          </span>
        </li>
      ))}
    </ul>
  );
}

const COUNTS = [
  { status: "new", label: "New" },
  { status: "accepted", label: "Accepted" },
  { status: "rejected", label: "Rejected" },
  { status: "merged", label: "Merged" },
] as const;

/** /content-ideas: the toolbar, the counts per status (each a filter link), the filters and the table, or what to add first. */
export function IdeasView({ brandId, page, state, readiness, engine, canEdit }: { brandId: string; page: IdeasPage; state: IdeasTableState; readiness: IdeaReadiness; engine: Engine; canEdit: boolean }) {
  return (
    <div className="grid gap-4">
      {canEdit ? <IdeasToolbar brandId={brandId} engine={engine} /> : null}
      {!page.any ? (
        <EmptyState icon={LightbulbIcon} title="No content ideas yet">
          <p className="mb-3">
            {canEdit ? "“Generate ideas from data” reads the brand’s SEO and SAIO data below; the more of it there is, the better the ideas. You can also add ideas by hand or generate them with AI." : "People who may edit content marketing can generate ideas from the brand’s data."}
          </p>
          <Readiness readiness={readiness} />
        </EmptyState>
      ) : (
        <>
          <nav aria-label="Ideas by status" className="flex flex-wrap gap-2 text-sm">
            {COUNTS.map((c) => {
              const active = state.filters.status === c.status;
              return (
                <Link
                  key={c.status}
                  href={`/content-ideas${tableStateToSearch(IDEAS_TABLE, { ...state, page: 1, filters: { ...state.filters, status: active ? undefined : c.status } })}`}
                  aria-current={active ? "true" : undefined}
                  className={cn("rounded-full border px-3 py-1 tabular-nums hover:bg-muted", active && "border-primary bg-primary/10")}
                  data-testid={`ideas-count-${c.status}`}
                >
                  {c.label} {formatNumber(page.byStatus[c.status])}
                </Link>
              );
            })}
          </nav>
          <IdeasFilters state={state} />
          <IdeasTable brandId={brandId} page={page} state={state} canEdit={canEdit} />
        </>
      )}
    </div>
  );
}
