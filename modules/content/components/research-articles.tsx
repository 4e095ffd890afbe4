import { ExternalLinkIcon } from "lucide-react";
import { StatusBadge, type StatusStates } from "@/components/ui/tone-badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDay, formatNumber, plural } from "@/lib/format";
import type { ArticleRow } from "../research/research";

const ARTICLE_STATES: StatusStates = { fetched: ["ok", "Read"], failed: ["bad", "Not read"], pending: ["idle", "Not fetched yet"] };

function strengthText(s: ArticleRow["strength"]): string {
  if (!s) return "Unknown";
  const parts = [s.rank !== null ? `Rank ${formatNumber(s.rank)}` : null, s.referringDomains !== null ? `${formatNumber(s.referringDomains)} ref. domains` : null, s.rankingKeywords !== null ? plural(s.rankingKeywords, "ranking keyword") : null].filter(Boolean);
  return parts.length ? parts.join(" · ") : "Unknown";
}

/**
 * The top 10 ranking articles with what was read of each: title and URL, domain strength when the
 * brand has looked the domain up, word count, H2/H3 headings, publish date — or why the page could not be read.
 */
export function ResearchArticles({ rows }: { rows: ArticleRow[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <Table data-testid="top-articles">
        <TableHeader>
          <TableRow>
            <TableHead className="w-10 text-right">#</TableHead>
            <TableHead>Article</TableHead>
            <TableHead>Domain strength</TableHead>
            <TableHead className="text-right">Words</TableHead>
            <TableHead>Published</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => {
            const a = r.article;
            const h2 = a?.headings.filter((h) => h.level === 2).length ?? 0;
            return (
              <TableRow key={r.url} data-testid="top-article" className="align-top">
                <TableCell className="text-right tabular-nums text-muted-foreground">{r.position}</TableCell>
                <TableCell className="max-w-md min-w-64 whitespace-normal">
                  <a href={r.url} target="_blank" rel="noreferrer noopener" className="inline-flex items-start gap-1 font-medium hover:underline">
                    {a?.title || r.title || r.url}
                    <ExternalLinkIcon className="mt-1 size-3 shrink-0" aria-hidden="true" />
                  </a>
                  <p className="truncate text-xs text-muted-foreground" title={r.url}>
                    {r.domain} · {r.url}
                  </p>
                  {r.keywords > 1 ? <p className="text-xs text-muted-foreground">Ranks for {r.keywords} of the group&apos;s keywords</p> : null}
                  {a?.status === "fetched" && a.headings.length ? (
                    <details className="mt-1 text-xs">
                      <summary className="cursor-pointer text-muted-foreground">
                        {plural(h2, "H2")}, {plural(a.headings.length - h2, "H3")}
                      </summary>
                      <ul className="mt-1 space-y-0.5">
                        {a.headings.map((h, i) => (
                          <li key={i} className={h.level === 3 ? "pl-4 text-muted-foreground" : ""}>
                            <span className="mr-1 font-mono text-[10px] text-muted-foreground">H{h.level}</span>
                            {h.text}
                          </li>
                        ))}
                      </ul>
                    </details>
                  ) : null}
                  {a?.status === "failed" ? (
                    <p className="mt-1 text-xs text-red-700 dark:text-red-300" data-testid="article-error">
                      {a.error}
                    </p>
                  ) : null}
                </TableCell>
                <TableCell className="text-xs whitespace-normal text-muted-foreground">{strengthText(r.strength)}</TableCell>
                <TableCell className="text-right tabular-nums">{a?.wordCount ? formatNumber(a.wordCount) : "—"}</TableCell>
                <TableCell className="text-sm whitespace-nowrap">{a?.publishedAt ? formatDay(a.publishedAt) : <span className="text-muted-foreground">{a?.status === "fetched" ? "Not stated" : "—"}</span>}</TableCell>
                <TableCell>
                  <StatusBadge status={a?.status ?? "pending"} states={ARTICLE_STATES} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
