import Link from "next/link";
import { ArrowRightIcon, FilePlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty";
import { RelativeTime } from "@/components/ui/relative-time";
import { ToneBadge } from "@/components/ui/tone-badge";
import { formatNumber, plural } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { BriefCoverage, PersonasDashboard } from "../queries";
import { SegmentChart } from "./personas-chart";
import { SegmentTable } from "../../components/segment-table";

function Tile({ label, value, hint, testId, tone }: { label: string; value: number; hint: React.ReactNode; testId: string; tone?: "bad" }) {
  return (
    <div className="grid min-w-0 gap-1 rounded-xl border bg-card p-4" data-testid={testId}>
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <p className={cn("truncate text-2xl font-semibold tabular-nums", tone === "bad" && value > 0 && "text-red-700 dark:text-red-300")}>{formatNumber(value)}</p>
      <p className="truncate text-xs text-muted-foreground">{hint}</p>
    </div>
  );
}

/** A segment is covered when it has at least the personas its share plans for the brief's total. */
function CoverageCard({ brief }: { brief: BriefCoverage }) {
  const short = brief.segments.filter((s) => s.share !== null && s.actual < s.planned);
  return (
    <Card data-testid="coverage">
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1.5">
          <CardTitle className="truncate">{brief.briefId ? <Link href={`/personas-brief?id=${brief.briefId}`} className="underline-offset-4 hover:underline">{brief.name}</Link> : brief.name}</CardTitle>
          <CardDescription>{brief.total ? plural(brief.total, "persona") : "No personas generated from this brief yet"}</CardDescription>
        </div>
        {brief.briefId && brief.total ? <ToneBadge tone={short.length ? "warn" : "ok"}>{short.length ? `${plural(short.length, "segment")} short` : "Matches the brief"}</ToneBadge> : null}
      </CardHeader>
      <CardContent className="grid gap-3">
        {brief.total && brief.briefId ? <SegmentChart rows={brief.segments.map((s) => ({ segment: s.name, planned: s.planned, actual: s.actual }))} label={`Personas per segment of ${brief.name}, planned and actual`} /> : null}
        <SegmentTable
          caption={`Segments of ${brief.name}: share, planned and actual personas`}
          rows={brief.segments.map((s) => ({ key: s.key ?? "none", name: s.name, share: s.share, planned: s.planned, actual: s.actual }))}
        />
      </CardContent>
    </Card>
  );
}

const NEXT_STEPS = [
  { href: "/personas-brief", label: "Write a brief", detail: "Audience, segments and their shares" },
  { href: "/personas", label: "Generate personas", detail: "N personas following a brief's plan" },
  { href: "/my-personas", label: "My personas", detail: "Filter, compare, interview, export" },
  { href: "/recruiting-participants", label: "Recruit participants", detail: "Personas for a focus group" },
];

export function PersonasDashboardView({ data }: { data: PersonasDashboard }) {
  if (!data.briefs && !data.personas) {
    return (
      <EmptyState
        icon={FilePlusIcon}
        title="No persona briefs yet"
        action={
          <>
            <Button asChild>
              <Link href="/personas-brief">Write a brief</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/personas-brief-settings">Brief settings</Link>
            </Button>
          </>
        }
      >
        Synthetic personas start from a brief: who the audience is, its segments and their shares. Set the market, ages and budget in the brief settings, write a brief, then generate personas from it.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile label="Briefs" value={data.briefs} hint={<Link href="/personas-brief-list" className="underline-offset-4 hover:underline">All briefs</Link>} testId="tile-briefs" />
        <Tile label="Personas" value={data.personas} hint="Active (archived left out)" testId="tile-personas" />
        <Tile label="Flagged" value={data.flagged} hint="Failed a consistency check" testId="tile-flagged" tone="bad" />
        <Tile label="Focus groups" value={data.focusGroups.length} hint="Projects with recruited personas" testId="tile-focus-groups" />
      </div>

      <section className="grid gap-3" aria-labelledby="coverage-heading">
        <h2 id="coverage-heading" className="text-base font-semibold tracking-tight">
          Personas by brief and segment
        </h2>
        <p className="-mt-2 text-sm text-muted-foreground">Planned is each segment&apos;s share of the personas a brief has; a segment with fewer personas than planned is short.</p>
        <div className="grid gap-4 lg:grid-cols-2">
          {data.coverage.map((b) => (
            <CoverageCard key={b.briefId ?? "unknown"} brief={b} />
          ))}
        </div>
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Recent interviews</CardTitle>
            <CardDescription>Conversations with personas in character; transcripts are kept.</CardDescription>
          </CardHeader>
          <CardContent>
            {data.interviews.length ? (
              <ul className="divide-y text-sm" data-testid="interviews">
                {data.interviews.map((i) => (
                  <li key={i.id} className="flex items-center justify-between gap-3 py-2">
                    <div className="min-w-0">
                      <Link href={`/personas/${i.personaId}`} className="block truncate font-medium underline-offset-4 hover:underline">
                        {i.title}
                      </Link>
                      <p className="truncate text-[13px] text-muted-foreground">
                        {i.personaName} · {plural(i.messages, "message")}
                      </p>
                    </div>
                    <RelativeTime at={i.createdAt} className="shrink-0 text-[13px] text-muted-foreground" />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">No interviews yet. Open a persona and interview it to hear how it thinks about the decision.</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>What the focus groups used</CardTitle>
            <CardDescription>Which personas were recruited into which focus-group project.</CardDescription>
          </CardHeader>
          <CardContent>
            {data.focusGroups.length ? (
              <ul className="divide-y text-sm" data-testid="focus-groups">
                {data.focusGroups.map((g) => (
                  <li key={g.projectId} className="grid gap-1 py-2">
                    <span className="truncate font-medium">{g.projectName}</span>
                    <span className="text-[13px] text-muted-foreground">
                      {plural(g.participants.length, "participant")}:{" "}
                      {g.participants.slice(0, 6).map((p, i) => (
                        <span key={p.personaId}>
                          {i ? ", " : ""}
                          <Link href={`/personas/${p.personaId}`} className="underline-offset-4 hover:underline">
                            {p.name}
                          </Link>
                        </span>
                      ))}
                      {g.participants.length > 6 ? ` and ${g.participants.length - 6} more` : ""}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">No persona has been recruited into a focus group yet. Recruit participants on /recruiting-participants.</p>
            )}
          </CardContent>
        </Card>
      </div>

      <section className="grid gap-3" aria-labelledby="next-heading">
        <h2 id="next-heading" className="text-base font-semibold tracking-tight">
          Next steps
        </h2>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {NEXT_STEPS.map((s) => (
            <Link key={s.href} href={s.href} className="group grid gap-1 rounded-xl border bg-card p-4 outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50">
              <span className="flex items-center justify-between text-sm font-medium">
                {s.label}
                <ArrowRightIcon className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              </span>
              <span className="text-[13px] text-muted-foreground">{s.detail}</span>
            </Link>
          ))}
        </div>
      </section>
    </div>
  );
}
