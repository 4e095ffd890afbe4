import Link from "next/link";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { UNKNOWN_BRIEF } from "@/components/shell/sidebar-personas";
import { formatDate } from "@/lib/format";
import { PersonaAvatar } from "@/components/personas/persona-avatar";
import { PersonaArchivedBadge, PersonaFlaggedBadge, PersonaSourceBadge } from "../../components/persona-badges";
import type { PersonaRecord } from "../store";
import { LibraryUpdateButton, PersonaCardActions } from "./persona-actions";

/** "34 · Woman · Barista · Portland, OR": the facts that fit on one line under the name. */
export function personaFacts(p: PersonaRecord): string {
  const pr = p.profile;
  return [pr.age !== null ? `${pr.age}` : null, pr.gender, pr.occupation, pr.location].filter((x): x is string => !!x && !!x.trim()).join(" · ");
}

/** The header of a persona (card and details): avatar, name, facts, badges, actions. */
export function PersonaHeader({ p, brandId, canEdit, title }: { p: PersonaRecord; brandId: string; canEdit: boolean; title?: string }) {
  const facts = personaFacts(p);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 items-start gap-4">
        <PersonaAvatar id={p.id} name={p.name} size="lg" />
        <div className="min-w-0 space-y-1.5">
          <h1 className="text-2xl font-semibold tracking-tight break-words">{title ?? p.name}</h1>
          {facts ? <p className="text-sm text-muted-foreground">{facts}</p> : null}
          <div className="flex flex-wrap items-center gap-1.5">
            <PersonaSourceBadge source={p.source} />
            {p.flagged ? <PersonaFlaggedBadge /> : null}
            {p.status === "archived" ? <PersonaArchivedBadge /> : null}
            <Badge variant="outline" className="text-muted-foreground">
              Version {p.version}
            </Badge>
          </div>
        </div>
      </div>
      <PersonaCardActions brandId={brandId} personaId={p.id} name={p.name} archived={p.status === "archived"} onLibrary={!!p.libraryItemId} canEdit={canEdit} />
    </div>
  );
}

/** "Library v3 available" on a library persona that sits on an older version. */
export function LibraryNotice({ p, brandId, canEdit }: { p: PersonaRecord; brandId: string; canEdit: boolean }) {
  if (p.source !== "library" || !p.libraryItemId || p.libraryVersion === null) return null;
  const own = Object.keys(p.overlay);
  const behind = p.libraryLatest !== null && p.libraryLatest > p.libraryVersion;
  return (
    <Alert data-testid="library-notice">
      <AlertTitle>{behind ? `Library v${p.libraryLatest} available` : `From the agency library, v${p.libraryVersion}`}</AlertTitle>
      <AlertDescription>
        <p>
          {p.libraryName ? `“${p.libraryName}”` : "This persona"} sits on library version {p.libraryVersion}
          {own.length ? ` with this brand's own ${own.join(", ")} on top` : ", with no fields of this brand's own yet"}.
          {behind ? " Updating re-applies this brand's fields to the newer version; the current one stays in the version history." : null}
        </p>
        {behind ? (
          <div className="mt-2">
            <LibraryUpdateButton brandId={brandId} personaId={p.id} latest={p.libraryLatest!} canEdit={canEdit} />
          </div>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}

function ListCard({ title, items, empty }: { title: string; items: string[]; empty: string }) {
  return (
    <Card className="gap-3 py-5">
      <CardHeader className="px-5">
        <CardTitle className="text-sm font-medium">
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-5">
        {items.length ? (
          <ul className="list-disc space-y-1.5 pl-4 text-sm marker:text-muted-foreground">
            {items.map((item, i) => (
              <li key={i} className="break-words">
                {item}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{empty}</p>
        )}
      </CardContent>
    </Card>
  );
}

export function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children ?? <span className="text-muted-foreground">—</span>}</dd>
    </div>
  );
}

export function BriefLink({ p }: { p: PersonaRecord }) {
  if (!p.briefId || !p.briefName) return <span className="text-muted-foreground">{UNKNOWN_BRIEF}</span>;
  return (
    <Link className="underline-offset-4 hover:underline" href="/personas-brief-list">
      {p.briefName}
    </Link>
  );
}

/** The persona card of /personas/{id}. `interview` is the interview panel, mounted in its slot. */
export function PersonaCard({ p, brandId, canEdit, interview }: { p: PersonaRecord; brandId: string; canEdit: boolean; interview?: React.ReactNode }) {
  const pr = p.profile;
  return (
    <div className="flex flex-col gap-6">
      <PersonaHeader p={p} brandId={brandId} canEdit={canEdit} />
      <LibraryNotice p={p} brandId={brandId} canEdit={canEdit} />
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="gap-3 py-5 lg:col-span-2">
          <CardHeader className="px-5">
            <CardTitle className="text-sm font-medium">
              <h2>Summary</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-4 px-5">
            <p className="text-sm leading-relaxed break-words">{pr.summary || <span className="text-muted-foreground">No summary yet. Edit the persona to add one.</span>}</p>
            {pr.quote ? (
              <blockquote className="border-l-2 pl-4 text-sm text-muted-foreground italic break-words" data-testid="persona-quote">
                “{pr.quote}”
              </blockquote>
            ) : null}
          </CardContent>
        </Card>
        <Card className="gap-3 py-5">
          <CardHeader className="px-5">
            <CardTitle className="text-sm font-medium">
              <h2>Profile</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="px-5">
            <dl className="grid gap-3">
              <Fact label="Buying role">{pr.buyingRole}</Fact>
              <Fact label="Brief">
                <BriefLink p={p} />
              </Fact>
              <Fact label="Segment">{p.segmentName ?? p.segmentKey}</Fact>
              {pr.company ? <Fact label="Company">{[pr.company.role, pr.company.name, pr.company.industry, pr.company.size].filter(Boolean).join(" · ") || null}</Fact> : null}
              <Fact label="Created">{formatDate(p.createdAt)}</Fact>
            </dl>
          </CardContent>
        </Card>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <ListCard title="Goals" items={pr.goals} empty="No goals recorded." />
        <ListCard title="Pains" items={pr.pains} empty="No pains recorded." />
        <ListCard title="Objections" items={pr.objections} empty="No objections recorded." />
        <ListCard title="Channels" items={pr.channels} empty="No channels recorded." />
      </div>
      <p className="text-sm text-muted-foreground">
        Every attribute, the generation inputs and the version history are on{" "}
        <Link className="font-medium text-foreground underline-offset-4 hover:underline" href={`/persona-details/${p.id}`}>
          Persona details
        </Link>
        .
      </p>
      {/* The interview panel (modules/personas/interviews) mounts here. */}
      <section id="interview" className="scroll-mt-20 empty:hidden">
        {interview}
      </section>
    </div>
  );
}
