"use client";

import * as React from "react";
import Link from "next/link";
import { DownloadIcon, FileTextIcon, MessageSquarePlusIcon, MessagesSquareIcon, PencilIcon, PlugIcon, RotateCwIcon, SendIcon, Trash2Icon } from "lucide-react";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { onModEnter } from "@/components/actions/on-mod-enter";
import { useAction } from "@/components/actions/use-action";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { Textarea } from "@/components/ui/textarea";
import { formatDateTime, plural } from "@/lib/format";
import { cn } from "@/lib/utils";
import { PersonaAvatar } from "@/components/personas/persona-avatar";
import { askPersonaAction, deletePersonaInterviewAction, exportPersonaInterviewAction, getPersonaInterviewAction, renamePersonaInterviewAction, retryPersonaAnswerAction } from "../actions";
import type { InterviewDetail, InterviewMessage, InterviewSummary } from "../queries";

const NEW = "__new";

function download(name: string, content: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type: `${type};charset=utf-8` }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

type Current = { id: string; title: string; personaVersion: number; currentVersion: number; transcript: InterviewMessage[] } | null;

function toCurrent(d: InterviewDetail | null): Current {
  return d ? { id: d.id, title: d.title, personaVersion: d.personaVersion, currentVersion: d.currentVersion, transcript: d.transcript } : null;
}

export function InterviewChat({
  brandId,
  personaId,
  personaName,
  canEdit,
  interviews,
  initial,
  engine,
}: {
  brandId: string;
  personaId: string;
  personaName: string;
  canEdit: boolean;
  interviews: InterviewSummary[];
  initial: InterviewDetail | null;
  engine: { label: string | null; note: string | null };
}) {
  const { run, isBusy } = useAction({ brandId });
  const [current, setCurrent] = React.useState<Current>(() => toCurrent(initial));
  const [question, setQuestion] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [renaming, setRenaming] = React.useState(false);
  const [deleting, setDeleting] = React.useState(false);
  const endRef = React.useRef<HTMLDivElement>(null);
  const sending = isBusy("ask") || isBusy("retry");

  React.useEffect(() => {
    endRef.current?.scrollIntoView({ block: "nearest" });
  }, [current?.transcript.length, sending]);

  const open = async (id: string) => {
    setError(null);
    if (id === NEW) return setCurrent(null);
    await run(getPersonaInterviewAction, { interviewId: id }, { key: "open", refresh: false, onSuccess: (d) => setCurrent(toCurrent(d)) });
  };

  const append = (interviewId: string, msgs: (InterviewMessage | null)[], title?: string) =>
    setCurrent((c) => {
      const add = msgs.filter((m): m is InterviewMessage => !!m);
      if (c && c.id === interviewId) return { ...c, transcript: [...c.transcript, ...add] };
      return { id: interviewId, title: title ?? "Interview", personaVersion: 0, currentVersion: 0, transcript: add };
    });

  const ask = async () => {
    const q = question.trim();
    if (!q || sending) return;
    setError(null);
    await run(
      askPersonaAction,
      { personaId, interviewId: current?.id ?? null, question: q },
      {
        key: "ask",
        // The question is stored before the engine is asked: clear the box only once it is saved.
        onSuccess: (d) => {
          setQuestion("");
          append(d.interviewId, [d.question, d.answer], q);
          setError(d.error);
          if (!current) void open(d.interviewId);
        },
        onError: (e) => setError(e),
      },
    );
  };

  const retry = async () => {
    if (!current) return;
    setError(null);
    await run(retryPersonaAnswerAction, { interviewId: current.id }, { key: "retry", onSuccess: (d) => (append(d.interviewId, [d.answer]), setError(d.error)), onError: (e) => setError(e) });
  };

  const exportAs = (format: "md" | "txt") =>
    current && run(exportPersonaInterviewAction, { interviewId: current.id, format }, { key: "export", refresh: false, onSuccess: (d) => download(d.filename, d.content, d.type) });

  const last = current?.transcript.at(-1);
  const unanswered = !!last && last.role === "interviewer" && !sending;
  const title = interviews.find((i) => i.id === current?.id)?.title ?? current?.title;

  return (
    // minmax(0, 1fr): a long interview title in the select must not widen the page at 390 px.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-center gap-2">
        {interviews.length ? (
          <OptionSelect
            aria-label="Interview"
            className="w-full min-w-0 overflow-hidden sm:w-72"
            value={current?.id ?? NEW}
            onValueChange={open}
            first={canEdit ? { value: NEW, label: "New interview" } : undefined}
            options={interviews.map((i) => ({ value: i.id, label: <span className="truncate">{`${i.title} · ${plural(i.messages, "message")}`}</span> }))}
          />
        ) : null}
        {canEdit && current ? (
          <Button size="sm" variant="outline" onClick={() => open(NEW)}>
            <MessageSquarePlusIcon aria-hidden="true" />
            New interview
          </Button>
        ) : null}
        {current ? (
          <RowActionsMenu
            label={`More for ${title ?? "this interview"}`}
            title={title}
            modal={false}
            className="w-52"
            actions={[
              canEdit && { label: "Rename", icon: PencilIcon, onSelect: () => setRenaming(true) },
              { label: "Export Markdown", icon: DownloadIcon, onSelect: () => void exportAs("md") },
              { label: "Export text", icon: FileTextIcon, onSelect: () => void exportAs("txt") },
              canEdit && "separator",
              canEdit && { label: "Delete", icon: Trash2Icon, destructive: true, onSelect: () => setDeleting(true) },
            ]}
          />
        ) : null}
      </div>

      {current && current.personaVersion && current.currentVersion && current.personaVersion !== current.currentVersion ? (
        <p className="text-xs text-muted-foreground">
          This interview is with version {current.personaVersion} of {personaName}; the persona is now at version {current.currentVersion}. Start a new interview to talk to the current one.
        </p>
      ) : null}

      {engine.note ? (
        <Alert>
          <PlugIcon aria-hidden="true" />
          <AlertTitle>Interviews need an AI engine</AlertTitle>
          <AlertDescription>
            <p>{engine.note}</p>
            <p>
              <Link href="/integrations" className="underline underline-offset-4">
                Open Integrations
              </Link>{" "}
              ·{" "}
              <Link href="/personas-brief-settings" className="underline underline-offset-4">
                Personas Brief Settings
              </Link>
            </p>
          </AlertDescription>
        </Alert>
      ) : null}

      <div className="rounded-xl border">
        <div className="grid max-h-[32rem] min-h-40 gap-4 overflow-y-auto p-4" role="log" aria-label={`Interview with ${personaName}`} aria-live="polite">
          {!current || current.transcript.length === 0 ? (
            <EmptyState icon={MessagesSquareIcon} title={`Interview ${personaName}`} className="border-0 p-4">
              Ask what you would ask a real customer. {personaName} answers in character from the persona&apos;s profile and the brand&apos;s knowledge base, and says so when it does not know.
            </EmptyState>
          ) : (
            current.transcript.map((m) => <Bubble key={m.id} m={m} personaId={personaId} personaName={personaName} />)
          )}
          {sending ? (
            <div className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <PersonaAvatar id={personaId} name={personaName} size="sm" />
              {personaName} is answering…
            </div>
          ) : null}
          {unanswered || error ? (
            <div className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-500/30 bg-amber-500/10 px-3 py-2 text-sm text-amber-800 dark:text-amber-200" role="alert">
              <span className="min-w-0 flex-1">{error ?? "This question has no answer yet."} Your question is saved.</span>
              {canEdit && unanswered && !engine.note ? (
                <Button size="sm" variant="outline" onClick={retry} disabled={sending}>
                  <RotateCwIcon aria-hidden="true" />
                  Retry
                </Button>
              ) : null}
            </div>
          ) : null}
          <div ref={endRef} />
        </div>
        {canEdit ? (
          <form
            className="flex items-end gap-2 border-t p-3"
            onSubmit={(e) => {
              e.preventDefault();
              void ask();
            }}
          >
            <label htmlFor={`ask-${personaId}`} className="sr-only">
              Your question to {personaName}
            </label>
            <Textarea
              id={`ask-${personaId}`}
              value={question}
              onChange={(e) => setQuestion(e.target.value)}
              onKeyDown={onModEnter(ask)}
              maxLength={4000}
              rows={2}
              className="max-h-40 min-h-10 min-w-0 flex-1 resize-none"
              placeholder={engine.note ? "Connect an AI engine to interview" : `Ask ${personaName} a question…`}
              disabled={!!engine.note || unanswered}
            />
            <Button type="submit" size="icon" aria-label="Send question" disabled={!question.trim() || sending || !!engine.note || unanswered}>
              <SendIcon aria-hidden="true" />
            </Button>
          </form>
        ) : (
          <p className="border-t p-3 text-sm text-muted-foreground">You can read and export interviews; asking questions needs edit access to Synthetic Personas.</p>
        )}
      </div>

      {renaming && current ? (
        <RenameDialog
          initial={title ?? ""}
          onClose={() => setRenaming(false)}
          onSave={async (t) => (await run(renamePersonaInterviewAction, { interviewId: current.id, title: t }, { success: "Interview renamed.", onSuccess: () => setCurrent((c) => (c ? { ...c, title: t } : c)) })).ok}
        />
      ) : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${title ?? "this interview"}?`}
        description="The whole transcript is deleted. This cannot be undone."
        confirmLabel="Delete interview"
        busyLabel="Deleting…"
        destructive
        onConfirm={async () => {
          if (!current) return true;
          const r = await run(deletePersonaInterviewAction, { interviewId: current.id }, { success: "Interview deleted." });
          if (r.ok) setCurrent(null);
          return r.ok;
        }}
      />
    </div>
  );
}

function Bubble({ m, personaId, personaName }: { m: InterviewMessage; personaId: string; personaName: string }) {
  const mine = m.role === "interviewer";
  const sources = [...new Set(m.citations.map((c) => c.title))];
  return (
    <div className={cn("flex gap-2", mine ? "justify-end" : "justify-start")}>
      {mine ? null : <PersonaAvatar id={personaId} name={personaName} size="sm" />}
      <div className={cn("max-w-[85%] min-w-0 space-y-1", mine && "items-end text-right")}>
        <div className={cn("rounded-2xl px-3 py-2 text-left text-sm break-words whitespace-pre-wrap", mine ? "bg-primary text-primary-foreground" : "bg-muted")}>{m.content}</div>
        <p className="text-[11px] text-muted-foreground">
          {mine ? "You" : personaName} · <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
        </p>
        {sources.length ? <p className="text-[11px] text-muted-foreground">Based on: {sources.join("; ")}</p> : null}
      </div>
    </div>
  );
}

function RenameDialog({ initial, onClose, onSave }: { initial: string; onClose: () => void; onSave: (title: string) => Promise<boolean> }) {
  const [value, setValue] = React.useState(initial);
  const [pending, setPending] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  return (
    <FormDialog
      title="Rename interview"
      onClose={onClose}
      pending={pending}
      submitLabel="Save"
      onSubmit={async () => {
        if (!value.trim()) return setError("Give the interview a title.");
        setPending(true);
        try {
          if (await onSave(value.trim())) onClose();
        } finally {
          setPending(false);
        }
      }}
    >
      <FormField id="interview-title" label="Title" error={error}>
        <Input id="interview-title" value={value} onChange={(e) => (setValue(e.target.value), setError(null))} maxLength={120} autoFocus aria-invalid={!!error} />
      </FormField>
    </FormDialog>
  );
}
