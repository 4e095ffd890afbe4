import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ToneBadge } from "@/components/ui/tone-badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatNumber, plural } from "@/lib/format";
import type { Recommendation, Structure } from "../research/research";

/** One recommended outline (AI or consensus), labelled with where it came from, with its citations. */
export function OutlineCard({ rec, pages, minPages, actions, testId }: { rec: Recommendation; pages: number; minPages: number; actions?: React.ReactNode; testId: string }) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          Recommended structure
          <ToneBadge tone={rec.method === "ai" ? "info" : "idle"}>{rec.label}</ToneBadge>
        </CardTitle>
        <CardDescription>
          {rec.method === "ai"
            ? "Written by the content engine from the headings, questions and terms the top pages share, and the brand's knowledge base."
            : `The headings at least ${minPages} of the ${plural(pages, "page")} read cover, in the order they usually appear.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {rec.outline.length ? (
          <ol className="space-y-1.5 text-sm">
            {rec.outline.map((o, i) => (
              <li key={i} className={o.level === 3 ? "pl-6" : ""}>
                <span className="mr-2 font-mono text-[10px] text-muted-foreground">H{o.level}</span>
                <span className={o.level === 2 ? "font-medium" : ""}>{o.text}</span>
                {o.coverage ? <span className="ml-2 text-xs text-muted-foreground">({o.coverage} of {pages} pages)</span> : null}
                {o.notes ? <p className="ml-7 text-xs text-muted-foreground">{o.notes}</p> : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted-foreground">No heading is shared by enough pages to make an outline; the clusters below show what each page covers.</p>
        )}
        {rec.citations.length ? (
          <p className="mt-3 text-xs text-muted-foreground" data-testid="structure-citations">
            Based on: {rec.citations.map((c) => [c.sourceTitle, c.heading].filter(Boolean).join(" › ")).join("; ")}
          </p>
        ) : null}
        {/* Below the outline, not in the header: on a phone the header has no room for two buttons. */}
        {actions ? <div className="mt-4 flex flex-wrap gap-2">{actions}</div> : null}
      </CardContent>
    </Card>
  );
}

/** What the top pages share: heading clusters, People-Also-Ask questions and terms. */
export function StructureDetails({ s }: { s: Structure }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card className="min-w-0 lg:col-span-2">
        <CardHeader>
          <CardTitle>Headings the top pages share</CardTitle>
          <CardDescription>H2 and H3 headings of the {plural(s.pages, "page")} read, grouped by topic (same words after light stemming), most covered first.</CardDescription>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <Table data-testid="heading-clusters">
            <TableHeader>
              <TableRow>
                <TableHead>Topic</TableHead>
                <TableHead className="text-right">Pages</TableHead>
                <TableHead>How the pages word it</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {s.clusters.slice(0, 40).map((c) => (
                <TableRow key={`${c.representative}|${c.position}`} className="align-top">
                  <TableCell className="min-w-40 font-medium whitespace-normal">{c.representative}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {c.pages} / {s.pages}
                  </TableCell>
                  <TableCell className="min-w-56 text-xs whitespace-normal text-muted-foreground">{c.examples.map((e) => `“${e.text}”`).join(" · ")}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>People also ask</CardTitle>
          <CardDescription>Questions from the stored SERPs: answer them in the article.</CardDescription>
        </CardHeader>
        <CardContent>
          {s.questions.length ? (
            <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="paa">
              {s.questions.map((q) => (
                <li key={q.question}>{q.question}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">The stored SERPs have no People-Also-Ask box. Fetch a fresh SERP on /serps-research to check again.</p>
          )}
        </CardContent>
      </Card>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>Terms to include</CardTitle>
          <CardDescription>Words and phrases (1–3 words) the pages share, by how many use them and how often.</CardDescription>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          {s.terms.length ? (
            <Table data-testid="terms">
              <TableHeader>
                <TableRow>
                  <TableHead>Term</TableHead>
                  <TableHead className="text-right">Pages</TableHead>
                  <TableHead className="text-right">Uses</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {s.terms.slice(0, 30).map((t) => (
                  <TableRow key={t.term}>
                    <TableCell>{t.term}</TableCell>
                    <TableCell className="text-right tabular-nums">{t.pages}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatNumber(t.count)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            <p className="text-sm text-muted-foreground">No term is shared by two or more pages yet.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
