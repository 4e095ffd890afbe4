"use client";

import * as React from "react";
import Link from "next/link";
import { PlusIcon, RefreshCwIcon, Trash2Icon, UsersIcon } from "lucide-react";
import { AutoRefresh } from "@/components/actions/auto-refresh";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { RelativeTime } from "@/components/ui/relative-time";
import { StatusBadge, ToneBadge, type StatusStates } from "@/components/ui/tone-badge";
import type { SocialNetwork } from "@/db/schema";
import { formatNumber, plural } from "@/lib/format";
import { addSocialProfilesAction, refreshSocialProfileAction, removeSocialProfileAction, setSocialProfileScheduleAction } from "../competitors/actions";
import type { CompetitorsPage, TrackedProfile } from "../competitors/queries";

const NETWORKS = [
  { value: "instagram", label: "Instagram" },
  { value: "linkedin", label: "LinkedIn" },
] as const;
const SCHEDULES = [
  { value: "daily", label: "Daily" },
  { value: "weekly", label: "Weekly" },
  { value: "manual", label: "Manual only" },
] as const;
const NAME: Record<SocialNetwork, string> = { instagram: "Instagram", linkedin: "LinkedIn" };
/** The fetch states, in the tones every status of the app uses. */
const FETCH_STATES: StatusStates = { ok: ["ok", "Fetched"], error: ["bad", "Failed"], running: ["info", "Refreshing…"], never: ["idle", "Not fetched yet"] };

const at = (p: TrackedProfile) => (p.network === "instagram" ? `@${p.handle}` : p.handle);

export function CompetitorsList({ brandId, data, canEdit }: { brandId: string; data: CompetitorsPage; canEdit: boolean }) {
  const { run, isBusy } = useAction({ brandId });
  const [network, setNetwork] = React.useState<SocialNetwork>("instagram");
  const [handles, setHandles] = React.useState("");
  const [schedule, setSchedule] = React.useState<"daily" | "weekly" | "manual">("weekly");
  const [competitorName, setCompetitorName] = React.useState<string | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [removing, setRemoving] = React.useState<TrackedProfile | null>(null);
  const running = data.profiles.some((p) => p.lastStatus === "running");
  const unconnected = data.connections.filter((c) => !c.connection);

  const add = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    const r = await run(
      addSocialProfilesAction,
      { network, handles, schedule, competitorName: competitorName ?? undefined },
      {
        key: "add",
        onError: setError,
        success: (d) => (d.added.length ? `Tracking ${d.added.join(", ")} on ${NAME[network]}: the first fetch has started.` : `Already tracked: ${d.skipped.join(", ")}.`),
      },
    );
    if (r.ok) {
      setHandles("");
      setCompetitorName(null);
    }
  };

  const own = data.profiles.filter((p) => p.isOwn);
  const rivals = data.profiles.filter((p) => !p.isOwn);

  return (
    <div className="grid gap-6">
      <AutoRefresh active={running} />
      {unconnected.length ? (
        <div className="rounded-xl border bg-muted/30 px-4 py-3 text-sm" data-testid="connect-hint">
          {unconnected.map((c) => (
            <p key={c.network}>
              {c.configured ? (
                <>
                  {NAME[c.network]} is not connected: competitors on {NAME[c.network]} are read through the brand&apos;s own account.{" "}
                  <Link href="/integrations" className="font-medium underline underline-offset-4">
                    Connect {NAME[c.network]} on Integrations
                  </Link>
                  .
                </>
              ) : (
                c.notConfiguredNote
              )}
            </p>
          ))}
        </div>
      ) : null}

      {canEdit ? (
        <form onSubmit={(e) => void add(e)} className="grid gap-3 rounded-xl border bg-card p-4" aria-labelledby="add-competitor">
          <h2 id="add-competitor" className="text-base font-semibold">
            Track a competitor
          </h2>
          <div className="grid gap-3 sm:grid-cols-[10rem_1fr_10rem_auto] sm:items-end">
            <div className="grid gap-1.5">
              <label htmlFor="competitor-network" className="text-sm font-medium">
                Network
              </label>
              <OptionSelect id="competitor-network" value={network} onValueChange={(v) => setNetwork(v as SocialNetwork)} options={NETWORKS} />
            </div>
            <div className="grid gap-1.5">
              <label htmlFor="competitor-handles" className="text-sm font-medium">
                {network === "instagram" ? "Instagram usernames" : "LinkedIn page vanity names"}
              </label>
              <Input
                id="competitor-handles"
                value={handles}
                onChange={(e) => setHandles(e.target.value)}
                placeholder={network === "instagram" ? "@rivalroasters, or the profile address" : "rival-roasters, or linkedin.com/company/…"}
                aria-invalid={!!error}
                aria-describedby={error ? "competitor-error" : undefined}
              />
            </div>
            <div className="grid gap-1.5">
              <label htmlFor="competitor-schedule" className="text-sm font-medium">
                Refresh
              </label>
              <OptionSelect id="competitor-schedule" value={schedule} onValueChange={(v) => setSchedule(v as typeof schedule)} options={SCHEDULES} />
            </div>
            <Button type="submit" disabled={isBusy("add") || !handles.trim()}>
              <PlusIcon aria-hidden="true" />
              Track
            </Button>
          </div>
          {competitorName ? <p className="text-xs text-muted-foreground">Linked to the competitor &ldquo;{competitorName}&rdquo; of Brand Basic Data.</p> : null}
          {error ? (
            <p id="competitor-error" className="text-sm text-red-700 dark:text-red-300" role="alert">
              {error}
            </p>
          ) : null}
          {data.suggestions.length ? (
            <div className="grid gap-1.5">
              <p className="text-xs text-muted-foreground">From Brand Basic Data&apos;s competitors (check the handle before tracking):</p>
              <div className="flex flex-wrap gap-2" data-testid="competitor-suggestions">
                {data.suggestions.map((s) => (
                  <Button
                    key={s.name}
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      setHandles(network === "instagram" ? s.instagram : s.linkedin);
                      setCompetitorName(s.name);
                      document.getElementById("competitor-handles")?.focus();
                    }}
                  >
                    {s.name}
                    {s.domain ? <span className="text-muted-foreground">{s.domain}</span> : null}
                  </Button>
                ))}
              </div>
            </div>
          ) : null}
        </form>
      ) : null}

      <ProfileGroup title="Your accounts" empty="No own account yet: connect Instagram or LinkedIn on Integrations and it is listed here, refreshed daily." profiles={own} brandId={brandId} canEdit={canEdit} onRemove={setRemoving} run={run} isBusy={isBusy} />
      <ProfileGroup title="Competitors" empty={null} profiles={rivals} brandId={brandId} canEdit={canEdit} onRemove={setRemoving} run={run} isBusy={isBusy} />

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => (o ? null : setRemoving(null))}
        title={removing ? `Stop tracking ${at(removing)}?` : "Stop tracking?"}
        description="Its follower history and the posts fetched so far are deleted with it. Add the handle again to start over."
        confirmLabel="Stop tracking"
        busyLabel="Removing…"
        destructive
        onConfirm={async () => (removing ? (await run(removeSocialProfileAction, { profileId: removing.id }, { key: `remove-${removing.id}`, success: (d) => `Stopped tracking ${d.handle}.` })).ok : true)}
      />
    </div>
  );
}

type Run = ReturnType<typeof useAction>["run"];

function ProfileGroup({ title, empty, profiles, canEdit, onRemove, run, isBusy }: { title: string; empty: string | null; profiles: TrackedProfile[]; brandId: string; canEdit: boolean; onRemove: (p: TrackedProfile) => void; run: Run; isBusy: (k?: string) => boolean }) {
  return (
    <section className="grid gap-2" aria-label={title}>
      <h2 className="text-base font-semibold">{title}</h2>
      {profiles.length === 0 ? (
        empty ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <EmptyState icon={UsersIcon} title="No competitors tracked yet" className="rounded-xl border">
            Add a competitor&apos;s Instagram username or LinkedIn page above: its followers and posts are fetched at once, then on its schedule.
          </EmptyState>
        )
      ) : (
        <ul className="grid gap-2">
          {profiles.map((p) => (
            <li key={p.id} className="grid gap-2 rounded-xl border bg-card px-4 py-3" data-testid={`profile-${p.network}-${p.handle}`}>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <ToneBadge tone="idle">{NAME[p.network]}</ToneBadge>
                <div className="min-w-48 flex-1">
                  <p className="truncate text-sm font-medium">
                    {at(p)}
                    {p.displayName && p.displayName !== p.handle ? <span className="font-normal text-muted-foreground"> · {p.displayName}</span> : null}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {p.followers !== null ? `${formatNumber(p.followers)} followers` : "Followers unknown"}
                    {p.mediaCount !== null ? ` · ${formatNumber(p.mediaCount)} posts` : ""}
                    {` · ${plural(p.storedPosts, "post")} stored`}
                    {p.competitorName ? ` · ${p.competitorName}` : ""}
                  </p>
                </div>
                <StatusBadge status={p.lastStatus ?? "never"} states={FETCH_STATES} />
                {p.lastFetchedAt ? (
                  <span className="text-xs text-muted-foreground">
                    <RelativeTime at={p.lastFetchedAt} />
                  </span>
                ) : null}
              </div>
              {p.lastStatus === "error" && p.lastError ? (
                <p className="text-sm text-red-700 dark:text-red-300" role="alert">
                  {p.lastError}
                </p>
              ) : null}
              {canEdit ? (
                <div className="flex flex-wrap items-center gap-2">
                  <OptionSelect
                    className="h-8 w-36"
                    aria-label={`Refresh schedule of ${at(p)}`}
                    value={p.refreshSchedule}
                    disabled={isBusy(`schedule-${p.id}`)}
                    onValueChange={(v) => void run(setSocialProfileScheduleAction, { profileId: p.id, schedule: v as TrackedProfile["refreshSchedule"] }, { key: `schedule-${p.id}`, success: (d) => `${d.handle}: refreshed ${d.schedule === "manual" ? "only when asked" : d.schedule}.` })}
                    options={SCHEDULES}
                  />
                  <Button size="sm" variant="outline" disabled={p.lastStatus === "running" || isBusy(`refresh-${p.id}`)} onClick={() => void run(refreshSocialProfileAction, { profileId: p.id }, { key: `refresh-${p.id}` })} aria-label={`Refresh ${at(p)} now`}>
                    <RefreshCwIcon className={p.lastStatus === "running" ? "animate-spin" : undefined} aria-hidden="true" />
                    Refresh now
                  </Button>
                  {!p.isOwn ? (
                    <Button size="sm" variant="ghost" onClick={() => onRemove(p)} aria-label={`Stop tracking ${at(p)}`}>
                      <Trash2Icon aria-hidden="true" />
                      Remove
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
