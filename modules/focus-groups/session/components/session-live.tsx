"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { CircleAlertIcon, ImageIcon, LoaderCircleIcon, PauseIcon, PlayIcon, RotateCcwIcon, SquareIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { StatusBadge } from "@/components/ui/tone-badge";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { formatUsd } from "@/lib/format";
import { cn } from "@/lib/utils";
import { cancelFgSessionAction, fgSessionTurnsAction, pauseFgSessionAction, rerunFgSessionAction, resumeFgSessionAction } from "../actions";
import type { SessionLive as Live, TurnView } from "../queries";
import { PersonaChip } from "./persona-chip";
import { CANCELLABLE_STATUSES, FG_SESSION_STATES, imageDeliveryLabel, LIVE_STATUSES, RESUMABLE_STATUSES } from "../states";

const POLL_MS = 1_000;
/** A paused session may still write the turn that was in flight: keep looking, less often. */
const PAUSED_POLL_MS = 3_000;

function AnswerChips({ answer }: { answer: TurnView["answer"] }) {
  if (!answer) return null;
  const chips: string[] = [];
  if (typeof answer.rating === "number") chips.push(`Rating ${answer.rating}`);
  if (answer.choice) chips.push(`Chose ${answer.choice}`);
  if (answer.ranking?.length) chips.push(`Ranked ${answer.ranking.map((r, i) => `${i + 1}. ${r}`).join("  ")}`);
  return (
    <span className="flex flex-wrap gap-1.5">
      {chips.map((c) => (
        <span key={c} className="rounded-md bg-muted px-1.5 py-0.5 text-xs font-medium tabular-nums">
          {c}
        </span>
      ))}
    </span>
  );
}

function Turn({ turn }: { turn: TurnView }) {
  if (turn.speaker === "moderator") {
    return (
      <li className="grid gap-1 border-l-2 border-primary/60 bg-muted/40 px-3 py-2" data-seq={turn.seq}>
        <span className="text-xs font-medium text-muted-foreground">Moderator</span>
        <p className="text-sm font-medium">{turn.content}</p>
      </li>
    );
  }
  return (
    <li className="grid gap-1.5 px-3 py-2" data-seq={turn.seq}>
      {turn.personaId ? <PersonaChip id={turn.personaId} name={turn.personaName ?? "Deleted persona"} /> : <span className="text-sm font-medium">Deleted persona</span>}
      <p className="text-sm leading-relaxed break-words">{turn.content}</p>
      <AnswerChips answer={turn.answer} />
      {imageDeliveryLabel(turn.imageDelivery) ? (
        <span className="flex items-center gap-1 text-xs text-muted-foreground" data-testid="fg-image-delivery">
          <ImageIcon className="size-3.5" aria-hidden="true" />
          {imageDeliveryLabel(turn.imageDelivery)}
        </span>
      ) : null}
    </li>
  );
}

/**
 * One session as it runs: progress, the current question and the transcript streaming in (a poll of
 * the turns after the last one shown, every second while the session is queued or running; no
 * websocket), with Pause, Resume, Cancel and Run again.
 */
export function SessionLive({ brandId, projectId, initial, canEdit }: { brandId: string; projectId: string; initial: Live; canEdit: boolean }) {
  const router = useRouter();
  const { run, isBusy } = useAction({ brandId });
  const [live, setLive] = React.useState(initial);
  const [turns, setTurns] = React.useState(initial.turns);
  const [pollError, setPollError] = React.useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = React.useState(false);
  const lastSeq = turns.at(-1)?.seq ?? 0;
  const s = live.session;
  const active = LIVE_STATUSES.has(s.status);
  const pollMs = active ? POLL_MS : s.status === "paused" ? PAUSED_POLL_MS : null;

  // A server re-render (after an action) brings a snapshot that may be fresher than the last poll
  // (adjusted while rendering); another session remounts this component (the page keys it by id).
  const [seen, setSeen] = React.useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    if (initial.session.step >= live.session.step) setLive(initial);
    if (initial.turns.length > turns.length) setTurns(initial.turns);
  }

  React.useEffect(() => {
    if (pollMs === null) return;
    let stopped = false;
    const t = setTimeout(async () => {
      if (document.visibilityState !== "visible") return setLive((l) => ({ ...l }));
      try {
        // Pinned to the brand the page was rendered for (brandAction reads `brandId`), as useAction does.
        const r = await fgSessionTurnsAction({ brandId, sessionId: s.id, afterSeq: lastSeq } as Parameters<typeof fgSessionTurnsAction>[0]);
        if (stopped) return;
        if (!r.ok) return setPollError(r.error);
        setPollError(null);
        setTurns((prev) => [...prev, ...r.data.turns.filter((t) => t.seq > (prev.at(-1)?.seq ?? 0))]);
        setLive(r.data);
        if (LIVE_STATUSES.has(s.status) && !LIVE_STATUSES.has(r.data.session.status)) router.refresh();
      } catch {
        if (!stopped) setPollError("The server could not be reached. Retrying…");
        setLive((l) => ({ ...l }));
      }
    }, pollMs);
    return () => {
      stopped = true;
      clearTimeout(t);
    };
  }, [pollMs, brandId, s.id, s.status, lastSeq, live, router]);

  const pct = s.totalSteps ? Math.round((s.step / s.totalSteps) * 100) : 0;
  const act = (key: string, action: typeof pauseFgSessionAction, success: string) =>
    run(action, { sessionId: s.id }, { key, success, onSuccess: () => setLive((l) => ({ ...l, session: { ...l.session, status: key === "pause" ? "paused" : key === "resume" ? "queued" : "cancelled" } })) });

  return (
    <section className="grid gap-4 rounded-xl border p-4 md:p-5" aria-labelledby="fg-live-title">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="fg-live-title" className="min-w-0 text-base font-semibold break-words">
          {s.name}
        </h2>
        <StatusBadge status={s.status} states={FG_SESSION_STATES} />
        {canEdit ? (
          <span className="ml-auto flex flex-wrap gap-2">
            {active ? (
              <Button size="sm" variant="outline" disabled={isBusy("pause")} onClick={() => act("pause", pauseFgSessionAction, "Pausing after the current turn.")}>
                {isBusy("pause") ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <PauseIcon aria-hidden="true" />}
                Pause
              </Button>
            ) : null}
            {RESUMABLE_STATUSES.has(s.status) ? (
              <Button size="sm" disabled={isBusy("resume")} onClick={() => act("resume", resumeFgSessionAction, "Session resumed.")}>
                {isBusy("resume") ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
                Resume
              </Button>
            ) : null}
            {CANCELLABLE_STATUSES.has(s.status) ? (
              <Button size="sm" variant="outline" onClick={() => setConfirmCancel(true)}>
                <SquareIcon aria-hidden="true" />
                Cancel
              </Button>
            ) : null}
            {!active ? (
              <Button
                size="sm"
                variant="outline"
                disabled={isBusy("rerun")}
                onClick={() =>
                  run(rerunFgSessionAction, { sessionId: s.id, seed: null }, { key: "rerun", success: "Running again with a new seed.", onSuccess: (d) => router.push(`/contacting-fg?project=${projectId}&session=${d.sessionId}`, { scroll: false }) })
                }
              >
                {isBusy("rerun") ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <RotateCcwIcon aria-hidden="true" />}
                Run again
              </Button>
            ) : null}
          </span>
        ) : null}
      </div>

      <div className="grid gap-1.5">
        <Progress value={pct} aria-label="Session progress" />
        <p className="text-xs text-muted-foreground tabular-nums" role="status" aria-live="polite">
          Step {s.step} of {s.totalSteps}
          {live.currentQuestion ? ` · question ${live.currentQuestion.index} of ${live.currentQuestion.of}` : ""} · {s.participants} participant{s.participants === 1 ? "" : "s"} · {formatUsd(s.costUsd)} ·{" "}
          {s.engineLabel ?? "No engine"}
          {s.model ? ` (${s.model})` : ""} · seed {s.seed}
        </p>
        {live.currentQuestion && active ? (
          <p className="text-sm">
            <span className="text-muted-foreground">Now discussing: </span>
            <span className="font-medium">{live.currentQuestion.text}</span>
          </p>
        ) : null}
      </div>

      {s.message ? (
        <p className={cn("flex items-start gap-1.5 text-sm", s.status === "budget" || s.status === "paused" ? "text-amber-700 dark:text-amber-300" : "text-destructive")}>
          <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {s.message}
        </p>
      ) : null}
      {pollError ? <p className="text-xs text-muted-foreground">{pollError}</p> : null}

      {turns.length ? (
        <ol className="grid max-h-[36rem] divide-y overflow-y-auto rounded-lg border" aria-label="Transcript">
          {turns.map((t) => (
            <Turn key={t.seq} turn={t} />
          ))}
        </ol>
      ) : (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {active ? (
            <span className="inline-flex items-center gap-2">
              <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
              Waiting for the moderator to open the session…
            </span>
          ) : (
            "This session has no turns."
          )}
        </p>
      )}

      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel this session?"
        description="It stops after the turn in progress and cannot be resumed. The turns so far are kept."
        confirmLabel="Yes, cancel it"
        busyLabel="Cancelling…"
        destructive
        onConfirm={async () => (await act("cancel", cancelFgSessionAction, "Session cancelled.")).ok}
      />
    </section>
  );
}
