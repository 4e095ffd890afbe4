import Link from "next/link";
import { CircleAlertIcon, CircleCheckIcon, FlaskConicalIcon, SparklesIcon, UsersRoundIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { plural } from "@/lib/format";
import type { GuideState, SessionLive as Live, SessionParticipant, SessionSummary } from "../queries";
import { PersonaChip } from "./persona-chip";
import { SessionList } from "./session-list";
import { SessionLive } from "./session-live";
import { StartSessionForm } from "./start-session-form";

function Step({ done, title, children }: { done: boolean; title: string; children: React.ReactNode }) {
  const Icon = done ? CircleCheckIcon : CircleAlertIcon;
  return (
    <div className="grid gap-2">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <Icon className={done ? "size-4 text-emerald-600 dark:text-emerald-400" : "size-4 text-amber-600 dark:text-amber-400"} aria-hidden="true" />
        {title}
      </h3>
      <div className="grid gap-2 pl-6 text-sm">{children}</div>
    </div>
  );
}

/** Honesty first: what these participants are and are not (shown on every session view). */
function HonestyNote({ engine }: { engine: string | null }) {
  return (
    <Alert>
      <FlaskConicalIcon aria-hidden="true" />
      <AlertTitle>Synthetic participants</AlertTitle>
      <AlertDescription>
        Every participant is a synthetic persona voiced by an AI engine{engine ? ` (${engine})` : ""}, not a real person. Use sessions to explore reactions and sharpen questions quickly; they complement, and do not replace, research with people.
      </AlertDescription>
    </Alert>
  );
}

export function ContactingFgView({
  brandId,
  projectId,
  projectName,
  canEdit,
  participants,
  guide,
  engine,
  sessions,
  selected,
}: {
  brandId: string;
  projectId: string;
  projectName: string;
  canEdit: boolean;
  participants: SessionParticipant[];
  guide: GuideState;
  engine: { ok: true; label: string; model: string } | { ok: false; note: string };
  sessions: SessionSummary[];
  selected: Live | null;
}) {
  const ready = participants.length > 0 && !!guide && !guide.problems.length && engine.ok;
  return (
    <>
      {!engine.ok ? (
        <Alert variant="warning">
          <SparklesIcon aria-hidden="true" />
          <AlertTitle>No AI engine to voice the participants</AlertTitle>
          <AlertDescription>
            <p>{engine.note}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button asChild size="sm">
                <Link href="/integrations">Connect an AI engine</Link>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link href="/personas-brief-settings">Personas Brief Settings</Link>
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      ) : null}

      {selected ? <SessionLive key={selected.session.id} brandId={brandId} projectId={projectId} initial={selected} canEdit={canEdit} /> : null}

      <section className="grid gap-5 rounded-xl border p-4 md:p-5" aria-labelledby="fg-setup-title">
        <h2 id="fg-setup-title" className="text-base font-semibold">
          {sessions.length ? "Start another session" : "Start a session"} of {projectName}
        </h2>
        <Step done={participants.length > 0} title={participants.length ? `${plural(participants.length, "recruited participant")}` : "No recruited participants"}>
          {participants.length ? (
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {participants.map((p) => (
                <li key={p.participantId} className="min-w-0 max-w-full">
                  <PersonaChip id={p.personaId} name={p.name} detail={[p.segment, p.occupation].filter(Boolean).join(" · ") || null} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">
              Recruit personas into this project on{" "}
              <Link href="/recruiting-participants" className="font-medium text-foreground underline underline-offset-4">
                Recruiting Participants
              </Link>
              .
            </p>
          )}
        </Step>
        <Step done={!!guide && !guide.problems.length} title={!guide ? "No discussion guide" : guide.problems.length ? "The guide cannot run yet" : `Guide ready: ${plural(guide.questions, "question")}, up to ${guide.guide.turnWordCap} words a turn`}>
          {!guide ? (
            <p className="text-muted-foreground">
              Write the questions on{" "}
              <Link href="/preparing-inputs" className="font-medium text-foreground underline underline-offset-4">
                Preparing Inputs
              </Link>
              .
            </p>
          ) : guide.problems.length ? (
            <>
              <ul className="grid list-disc gap-1 pl-4 text-destructive" aria-label="Guide problems">
                {guide.problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
              <p>
                <Link href="/preparing-inputs" className="font-medium underline underline-offset-4">
                  Fix the guide on Preparing Inputs
                </Link>
              </p>
            </>
          ) : (
            <p className="text-muted-foreground">
              The guide and stimuli are copied into the session when it starts, so later edits do not change a run.{" "}
              <Link href="/preparing-inputs" className="font-medium text-foreground underline underline-offset-4">
                Edit the guide
              </Link>
            </p>
          )}
        </Step>
        {ready && canEdit ? (
          <StartSessionForm brandId={brandId} projectId={projectId} participants={participants} defaultName={`Session ${sessions.length + 1}`} />
        ) : !canEdit ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <UsersRoundIcon className="size-4" aria-hidden="true" />
            Your role can follow sessions but not start them.
          </p>
        ) : null}
      </section>

      <section className="grid gap-3" aria-labelledby="fg-sessions-title">
        <h2 id="fg-sessions-title" className="text-base font-semibold">
          Sessions
        </h2>
        <SessionList projectId={projectId} sessions={sessions} selectedId={selected?.session.id ?? null} />
      </section>

      <HonestyNote engine={engine.ok ? `${engine.label}, ${engine.model}` : (selected?.session.engineLabel ?? null)} />
    </>
  );
}
