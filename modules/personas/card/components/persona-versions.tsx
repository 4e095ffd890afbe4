"use client";

import * as React from "react";
import { EyeIcon, EyeOffIcon, HistoryIcon } from "lucide-react";
import type { PersonaProfile } from "@/db/schema";
import { useAction } from "@/components/actions/use-action";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import { comparePersonas } from "../../library/compare";
import { restorePersonaVersionAction } from "../actions";

export type VersionView = { id: string; version: number; name: string; profile: PersonaProfile; note: string | null; createdAt: string; current: boolean };

/** The version history: view any version (what differs from the current one) and restore it as a new version. */
export function PersonaVersions({ brandId, personaId, versions, canEdit }: { brandId: string; personaId: string; versions: VersionView[]; canEdit: boolean }) {
  const { run, isBusy } = useAction({ brandId });
  const [open, setOpen] = React.useState<number | null>(null);
  const current = versions.find((v) => v.current) ?? versions[0]!;
  return (
    <ol className="divide-y rounded-lg border" aria-label="Versions">
      {versions.map((v) => {
        const shown = open === v.version;
        const rows = shown && !v.current ? comparePersonas(asComparable(v), asComparable(current)).filter((r) => r.differs) : [];
        return (
          <li key={v.id} className="px-4 py-3" data-testid="persona-version">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <span className="font-medium tabular-nums">Version {v.version}</span>
              {v.current ? <Badge variant="secondary">Current</Badge> : null}
              <span className="text-sm text-muted-foreground">{formatDateTime(v.createdAt)}</span>
              {v.note ? <span className="min-w-0 text-sm break-words text-muted-foreground">· {v.note}</span> : null}
              <div className="ml-auto flex gap-2">
                {!v.current ? (
                  <Button size="sm" variant="ghost" aria-expanded={shown} onClick={() => setOpen(shown ? null : v.version)}>
                    {shown ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
                    {shown ? "Hide" : "View"}
                  </Button>
                ) : null}
                {!v.current && canEdit ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={isBusy(`restore-${v.version}`)}
                    onClick={() => void run(restorePersonaVersionAction, { personaId, version: v.version }, { key: `restore-${v.version}`, success: (d) => `Version ${v.version} restored as version ${d.version}` })}
                  >
                    <HistoryIcon aria-hidden="true" />
                    Restore as new version
                  </Button>
                ) : null}
              </div>
            </div>
            {shown ? (
              <div className="mt-3 rounded-md bg-muted/40 p-3 text-sm">
                {rows.length === 0 ? (
                  <p className="text-muted-foreground">Same as the current version.</p>
                ) : (
                  <dl className="grid gap-2">
                    <p className="text-xs text-muted-foreground">What version {v.version} had where it differs from the current version:</p>
                    {rows.map((r) => (
                      <div key={r.key} className="grid gap-0.5 sm:grid-cols-[10rem_1fr]">
                        <dt className="text-muted-foreground">{r.label}</dt>
                        <dd className="break-words">{r.left.length ? r.left.map((x) => x.text).join("; ") : "—"}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

function asComparable(v: VersionView) {
  return { name: v.name, briefName: "", segment: null, source: "", profile: v.profile };
}
