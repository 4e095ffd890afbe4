import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ToneBadge } from "@/components/ui/tone-badge";
import { plural } from "@/lib/format";
import type { PersonaRecord, PersonaVersionRow } from "../store";
import { BriefLink, Fact, LibraryNotice, PersonaHeader } from "./persona-card";
import { PersonaEditor } from "./persona-editor";
import { PersonaVersions } from "./persona-versions";

function Section({ title, description, id, children }: { title: string; description?: string; id?: string; children: React.ReactNode }) {
  return (
    <Card id={id} className="scroll-mt-20 gap-4 py-5">
      <CardHeader className="px-5">
        <CardTitle className="text-base">
          <h2>{title}</h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="px-5">{children}</CardContent>
    </Card>
  );
}

const list = (items: string[]) => (items.length ? items.join("; ") : null);

/** /persona-details/{id}: every attribute, where the persona came from, its versions and the editor. */
export function PersonaDetails({ p, versions, brandId, canEdit }: { p: PersonaRecord; versions: PersonaVersionRow[]; brandId: string; canEdit: boolean }) {
  const pr = p.profile;
  const g = p.generation;
  const issues = p.consistency?.issues ?? [];
  return (
    <div className="flex flex-col gap-6">
      <PersonaHeader p={p} brandId={brandId} canEdit={canEdit} />
      <LibraryNotice p={p} brandId={brandId} canEdit={canEdit} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Attributes">
          <dl className="grid gap-3 sm:grid-cols-2">
            <Fact label="Age">{pr.age}</Fact>
            <Fact label="Gender">{pr.gender}</Fact>
            <Fact label="Location">{pr.location}</Fact>
            <Fact label="Occupation">{pr.occupation}</Fact>
            <Fact label="Income">{pr.income}</Fact>
            <Fact label="Education">{pr.education}</Fact>
            <Fact label="Buying role">{pr.buyingRole}</Fact>
            <Fact label="Company">{pr.company ? [pr.company.role, pr.company.name, pr.company.industry, pr.company.size].filter(Boolean).join(" · ") || null : null}</Fact>
            <Fact label="Decision criteria">{list(pr.decisionCriteria)}</Fact>
            <Fact label="Media habits">{list(pr.mediaHabits)}</Fact>
            <Fact label="Values">{list(pr.values)}</Fact>
            {Object.entries(pr.attributes).map(([k, v]) => (
              <Fact key={k} label={k}>
                {v}
              </Fact>
            ))}
          </dl>
          {pr.backstory ? (
            <div className="mt-4 grid gap-1">
              <h3 className="text-xs text-muted-foreground">Backstory</h3>
              <p className="text-sm leading-relaxed break-words whitespace-pre-line">{pr.backstory}</p>
            </div>
          ) : null}
        </Section>
        <div className="flex flex-col gap-6">
          <Section title="Origin" description="The brief and segment it came from and how it was made.">
            <dl className="grid gap-3 sm:grid-cols-2">
              <Fact label="Brief">
                <BriefLink p={p} />
              </Fact>
              <Fact label="Segment">{p.segmentName ?? p.segmentKey}</Fact>
              <Fact label="Engine">{g.engineLabel ?? g.engineKey ?? (p.source === "generated" ? "Unknown engine" : null)}</Fact>
              <Fact label="Model">{g.model}</Fact>
              <Fact label="Plan slot">
                {g.slot ? `#${g.slot.index + 1}${g.slot.segmentKey ? ` · ${g.slot.segmentKey}` : ""}${Object.keys(g.slot.attributes).length ? ` · ${Object.entries(g.slot.attributes).map(([k, v]) => `${k}: ${v}`).join(", ")}` : ""}` : null}
              </Fact>
              <Fact label="Attempts">{g.attempts ?? null}</Fact>
              {g.importedFrom ? <Fact label="Imported from">{g.importedFrom}</Fact> : null}
              {p.libraryItemId ? <Fact label="Library">{p.libraryName ? `${p.libraryName}, v${p.libraryVersion ?? "?"}` : `v${p.libraryVersion ?? "?"}`}</Fact> : null}
            </dl>
            <div className="mt-4 grid gap-1">
              <h3 className="text-xs text-muted-foreground">Grounding sources</h3>
              {g.grounding?.length ? (
                <ul className="list-disc space-y-1 pl-4 text-sm">
                  {g.grounding.map((s, i) => (
                    <li key={`${s.sourceId}-${i}`} className="break-words">
                      {s.title}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">None: this persona was not grounded in the knowledge base.</p>
              )}
            </div>
          </Section>
          <Section title="Consistency checks" description={p.consistency ? `${plural(issues.length, "issue")} found.` : undefined}>
            {!p.consistency ? (
              <p className="text-sm text-muted-foreground">Not checked: consistency checks run when personas are generated.</p>
            ) : issues.length === 0 ? (
              <p className="text-sm">No contradictions or near-duplicates found.</p>
            ) : (
              <ul className="grid gap-2">
                {issues.map((issue, i) => (
                  <li key={i} className="flex items-start gap-2 text-sm">
                    <ToneBadge tone={issue.severity === "error" ? "bad" : "warn"}>{issue.severity === "error" ? "Error" : "Warning"}</ToneBadge>
                    <span className="min-w-0 break-words">
                      {issue.message}
                      {issue.otherPersonaId ? (
                        <>
                          {" "}
                          <Link className="underline underline-offset-4" href={`/personas/${issue.otherPersonaId}`}>
                            Open the other persona
                          </Link>
                        </>
                      ) : null}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
      </div>
      <Section title="Versions" description="Every save is a new version; restoring an old one adds it as the newest.">
        <PersonaVersions
          brandId={brandId}
          personaId={p.id}
          canEdit={canEdit}
          versions={versions.map((v) => ({ id: v.id, version: v.version, name: v.name, profile: v.profile, note: v.note, createdAt: v.createdAt.toISOString(), current: v.current }))}
        />
      </Section>
      {canEdit ? (
        <Section id="edit" title="Edit" description="Checked against the persona schema before it is saved.">
          <PersonaEditor brandId={brandId} personaId={p.id} name={p.name} profile={pr} version={p.version} libraryOverlay={p.source === "library"} />
        </Section>
      ) : null}
    </div>
  );
}
