/**
 * The four step pages of the 3D analysis as server components; the route files under
 * app/(shell)/3danalysis_step1…4 only pass the URL's search params here.
 */
import Link from "next/link";
import { BoxIcon, FileSearchIcon } from "lucide-react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { BrandScope } from "@/lib/brand-scope";
import { formatDate, formatNumber, plural } from "@/lib/format";
import type { SearchParams } from "@/lib/table/parse";
import { accessTo } from "@/lib/brand-scope";
import { atLeast } from "@/lib/permissions";
import { getBrandDomains } from "../../queries/domains";
import { FINDING_LABELS } from "../finding-kinds";
import { build3dMatrix, matrixPage } from "../matrix";
import { METRIC_LABELS } from "../model";
import { get3dAnalysis, list3dAnalyses, type Analysis } from "../queries";
import { METRIC_SOURCES, PAGE_SOURCES, PAIR_SOURCES } from "../sources";
import { analysisIdOf, parseMatrixState, reachableStep, STEPS, stepHref, type Step } from "../url-state";
import { AddPagesForm } from "./add-pages-form";
import { AddPairsPanel } from "./add-pairs-panel";
import { FindingsList } from "./findings-list";
import { MatrixTable } from "./matrix-table";
import { MetricsForm } from "./metrics-form";
import { NewAnalysisForm } from "./new-analysis-form";
import { RemoveFromAnalysis } from "./remove-button";
import { ThreeDStepper } from "./stepper";

const SHOWN_ROWS = 300;
const DESCRIPTION = "Pages × keywords × metrics: choose the pages, map keywords to them, pick the figures, and read the matrix for cannibalisation, striking-distance keywords, weak snippets and gaps.";

type Ctx = { scope: BrandScope; canEdit: boolean; params: SearchParams };

const reach = (a: Analysis | null) => reachableStep(a ? { pages: a.pages.length, pairs: a.pairs.length, metrics: a.metrics.length } : null);

function Frame({ step, analysis, children, actions }: { step: Step; analysis: Analysis | null; children: React.ReactNode; actions?: React.ReactNode }) {
  return (
    <PageBody>
      <PageHeader route={STEPS[step - 1]!.path} title={analysis ? `3D Analysis · ${analysis.name}` : undefined} description={DESCRIPTION} actions={actions} />
      <ThreeDStepper id={analysis?.id ?? null} current={step} reachable={reach(analysis)} />
      {children}
    </PageBody>
  );
}

/** A step opened without a usable analysis, or before the steps it needs are done. */
async function guard(ctx: Ctx, step: Step): Promise<{ analysis: Analysis } | { page: React.ReactNode }> {
  const id = analysisIdOf(ctx.params);
  const analysis = id ? await get3dAnalysis(ctx.scope, id) : null;
  if (!analysis) {
    return {
      page: (
        <Frame step={step} analysis={null}>
          <EmptyState
            icon={BoxIcon}
            title={id ? "This analysis does not exist in this brand" : "Choose or start an analysis first"}
            action={
              <Button size="sm" asChild>
                <Link href={stepHref(1, null)}>Open step 1</Link>
              </Button>
            }
          >
            {id ? "It may have been deleted, or the link belongs to another brand." : "Each step works on a saved analysis: start one in step 1 or open one saved before."}
          </EmptyState>
        </Frame>
      ),
    };
  }
  const can = reach(analysis);
  if (can < step) {
    const what = can === 1 ? "Add pages in step 1" : can === 2 ? "Map keywords to pages in step 2" : "Choose metrics in step 3";
    return {
      page: (
        <Frame step={step} analysis={analysis}>
          <EmptyState
            icon={BoxIcon}
            title={`Step ${step} needs step ${can} first`}
            action={
              <Button size="sm" asChild>
                <Link href={stepHref(can, analysis.id)}>Open step {can}</Link>
              </Button>
            }
          >
            {what}, then come back here.
          </EmptyState>
        </Frame>
      ),
    };
  }
  return { analysis };
}

function NextStep({ id, step, enabled, children }: { id: string; step: Step; enabled: boolean; children: React.ReactNode }) {
  return enabled ? (
    <Button asChild>
      <Link href={stepHref(step, id)}>{children}</Link>
    </Button>
  ) : (
    <Button disabled>{children}</Button>
  );
}

export async function Step1({ scope, canEdit, params }: Ctx) {
  const id = analysisIdOf(params);
  if (!id) {
    const saved = await list3dAnalyses(scope);
    return (
      <Frame step={1} analysis={null}>
        {canEdit ? (
          <Card>
            <CardHeader>
              <CardTitle className="text-base">New analysis</CardTitle>
            </CardHeader>
            <CardContent>
              <NewAnalysisForm brandId={scope.brandId} />
            </CardContent>
          </Card>
        ) : null}
        {saved.length ? (
          <section aria-labelledby="saved-3d" className="grid gap-2">
            <h2 id="saved-3d" className="text-sm font-semibold">
              Saved analyses
            </h2>
            <ul className="grid gap-2">
              {saved.map((a) => (
                <li key={a.id}>
                  <Link href={stepHref(reachableStep(a), a.id)} className="flex flex-col gap-1 rounded-lg border p-3 hover:bg-muted/60 sm:flex-row sm:items-center sm:justify-between" data-testid="saved-analysis">
                    <span className="font-medium">{a.name}</span>
                    <span className="text-sm text-muted-foreground">
                      {plural(a.pages, "page")} · {plural(a.pairs, "keyword–page pair")} · updated {formatDate(a.updatedAt)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <EmptyState icon={BoxIcon} title="No 3D analysis yet">
            {canEdit ? "Name a new analysis above; you will pick its pages next." : "Your role can view analyses but not start one; ask an owner or member to start one."}
          </EmptyState>
        )}
      </Frame>
    );
  }
  const g = await guard({ scope, canEdit, params }, 1);
  if ("page" in g) return g.page;
  const a = g.analysis;
  const { own } = await getBrandDomains(scope);
  return (
    <Frame step={1} analysis={a} actions={<NextStep id={a.id} step={2} enabled={a.pages.length > 0}>Next: keywords</NextStep>}>
      {canEdit ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Add pages</CardTitle>
          </CardHeader>
          <CardContent>
            <AddPagesForm brandId={scope.brandId} id={a.id} website={own[0] ? `https://${own[0]}` : null} sources={PAGE_SOURCES.map((s) => ({ id: s.id, label: s.label, description: s.description, input: s.input }))} />
          </CardContent>
        </Card>
      ) : null}
      <section aria-labelledby="pages-3d" className="grid gap-2">
        <h2 id="pages-3d" className="text-sm font-semibold">
          Pages in this analysis ({formatNumber(a.pages.length)})
        </h2>
        {a.pages.length === 0 ? (
          <EmptyState icon={FileSearchIcon} title="No pages yet">
            Add pages from Search Console, the latest site crawl, the sitemap or a pasted list; you can combine sources.
          </EmptyState>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Page</TableHead>
                <TableHead className="w-32">Source</TableHead>
                {canEdit ? <TableHead className="w-12"><span className="sr-only">Remove</span></TableHead> : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {a.pages.slice(0, SHOWN_ROWS).map((p) => (
                <TableRow key={p.url} data-testid="analysis-page">
                  <TableCell className="break-all whitespace-normal">{p.url}</TableCell>
                  <TableCell className="text-muted-foreground">{PAGE_SOURCES.find((s) => s.id === p.source)?.label ?? p.source}</TableCell>
                  {canEdit ? (
                    <TableCell>
                      <RemoveFromAnalysis brandId={scope.brandId} id={a.id} page={p.url} label={`Remove ${p.url}`} />
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {a.pages.length > SHOWN_ROWS ? <p className="text-xs text-muted-foreground">and {formatNumber(a.pages.length - SHOWN_ROWS)} more pages.</p> : null}
      </section>
    </Frame>
  );
}

const PAIR_SOURCE_LABELS: Record<string, string> = { ...Object.fromEntries(PAIR_SOURCES.map((s) => [s.id, s.label])), manual: "By hand" };

export async function Step2(ctx: Ctx) {
  const g = await guard(ctx, 2);
  if ("page" in g) return g.page;
  const a = g.analysis;
  return (
    <Frame step={2} analysis={a} actions={<NextStep id={a.id} step={3} enabled={a.pairs.length > 0}>Next: metrics</NextStep>}>
      {ctx.canEdit ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Map keywords to pages</CardTitle>
          </CardHeader>
          <CardContent>
            <AddPairsPanel brandId={ctx.scope.brandId} id={a.id} pages={a.pages.map((p) => p.url)} sources={PAIR_SOURCES.map((s) => ({ id: s.id, label: s.label, description: s.description }))} />
          </CardContent>
        </Card>
      ) : null}
      <section aria-labelledby="pairs-3d" className="grid gap-2">
        <h2 id="pairs-3d" className="text-sm font-semibold">
          Keyword → page pairs ({formatNumber(a.pairs.length)})
        </h2>
        {a.pairs.length === 0 ? (
          <EmptyState icon={FileSearchIcon} title="No keywords mapped yet">
            Take the queries Search Console shows for these pages, the URLs your tracked keywords rank with, or add pairs by hand.
          </EmptyState>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Keyword</TableHead>
                <TableHead>Page</TableHead>
                <TableHead className="w-32">Source</TableHead>
                {ctx.canEdit ? <TableHead className="w-12"><span className="sr-only">Remove</span></TableHead> : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {a.pairs.slice(0, SHOWN_ROWS).map((p) => (
                <TableRow key={`${p.page}\u0000${p.keyword}`} data-testid="analysis-pair">
                  <TableCell className="font-medium whitespace-normal">{p.keyword}</TableCell>
                  <TableCell className="break-all whitespace-normal">{p.page || <span className="text-muted-foreground">No page</span>}</TableCell>
                  <TableCell className="text-muted-foreground">{PAIR_SOURCE_LABELS[p.source] ?? p.source}</TableCell>
                  {ctx.canEdit ? (
                    <TableCell>
                      <RemoveFromAnalysis brandId={ctx.scope.brandId} id={a.id} page={p.page} keyword={p.keyword} label={`Remove "${p.keyword}"`} />
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {a.pairs.length > SHOWN_ROWS ? <p className="text-xs text-muted-foreground">and {formatNumber(a.pairs.length - SHOWN_ROWS)} more pairs.</p> : null}
      </section>
    </Frame>
  );
}

export async function Step3(ctx: Ctx) {
  const g = await guard(ctx, 3);
  if ("page" in g) return g.page;
  const a = g.analysis;
  const offered = METRIC_SOURCES.flatMap((s) => s.metrics.map((m) => ({ id: m, source: s.label })));
  return (
    <Frame step={3} analysis={a} actions={<NextStep id={a.id} step={4} enabled={a.metrics.length > 0}>Open the matrix</NextStep>}>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Choose metrics</CardTitle>
        </CardHeader>
        <CardContent>
          {ctx.canEdit ? (
            <MetricsForm brandId={ctx.scope.brandId} id={a.id} offered={offered} chosen={a.metrics} periodDays={a.periodDays} />
          ) : (
            <p className="text-sm text-muted-foreground">
              {a.metrics.map((m) => METRIC_LABELS[m]).join(", ")} over the last {a.periodDays} days. Your role can view the analysis but not change it.
            </p>
          )}
          <p className="mt-4 text-xs text-muted-foreground">Audit score, word count and internal links in join from the site crawl once a crawl has run for this brand.</p>
        </CardContent>
      </Card>
    </Frame>
  );
}

export async function Step4(ctx: Ctx) {
  const g = await guard(ctx, 4);
  if ("page" in g) return g.page;
  const a = g.analysis;
  const state = parseMatrixState(ctx.params);
  state.filters.id = a.id;
  const [matrix, taskAccess] = await Promise.all([build3dMatrix(ctx.scope, a), accessTo(ctx.scope, "tasks")]);
  const page = matrixPage(matrix, state);
  const counts = Object.fromEntries(Object.keys(FINDING_LABELS).map((k) => [k, matrix.findings.filter((f) => f.kind === k).length]));
  const withFigures = matrix.cells.filter((c) => Object.values(c.metrics).some((v) => v != null)).length;
  return (
    <Frame step={4} analysis={a}>
      <p className="text-sm text-muted-foreground">
        {plural(a.pages.length, "page")} × {plural(new Set(a.pairs.map((p) => p.keyword.toLowerCase())).size, "keyword")}: {plural(matrix.cells.length, "cell")}, {formatNumber(withFigures)} with figures from the last{" "}
        {a.periodDays} days of data.
      </p>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <MatrixTable page={page} state={state} metrics={a.metrics} findingCounts={counts} />
        <section aria-labelledby="findings-3d" className="grid content-start gap-3">
          <h2 id="findings-3d" className="text-base font-semibold">
            Findings ({formatNumber(matrix.findings.length)})
          </h2>
          <FindingsList brandId={ctx.scope.brandId} id={a.id} findings={matrix.findings} canTask={atLeast(taskAccess, "edit")} />
        </section>
      </div>
    </Frame>
  );
}
