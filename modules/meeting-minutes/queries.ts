/**
 * Meeting minutes and transcripts of a brand (issue 7 /project-moms): stored as text, their action
 * items extracted on demand (./extract) and assigned as tasks with source_type "moms".
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { foundationalTasks, growthSquad, meetingTranscripts, profiles } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { accessTo, NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { atLeast } from "@/lib/permissions";
import { createTasksInTx } from "@/modules/tasks/create";
import { squadMembersQuery } from "@/modules/squad/queries";
import { scopedReads } from "@/modules/tasks/batch";
import type { z } from "zod";
import { docxToText } from "./docx";
import { extractActionItems, type ActionItem } from "./extract";
import type { assignTranscriptTasksInput, createTranscriptInput } from "./inputs";
import { textOf, TRANSCRIPT_MAX_CHARS } from "./parse";

export type TranscriptListItem = {
  id: string;
  title: string;
  meetingDate: string | null;
  source: string;
  fileName: string | null;
  createdAt: string;
  createdByName: string | null;
  excerpt: string;
  lines: number;
  tasks: number;
};

/** Tasks that came from a transcript carry its id in source_data (spec §3: source_type moms). */
const fromTranscript = (id: unknown) => sql`${foundationalTasks.sourceType} = 'moms' and ${foundationalTasks.sourceData} ->> 'transcript_id' = ${id}::text`;

export async function listTranscripts(scope: BrandScope): Promise<TranscriptListItem[]> {
  const { rows, counts } = await scopedReads(scope, (tx) => ({
    rows: tx
      .select({
        id: meetingTranscripts.id,
        title: meetingTranscripts.title,
        meetingDate: meetingTranscripts.meetingDate,
        source: meetingTranscripts.source,
        fileName: meetingTranscripts.fileName,
        createdAt: sql<string>`to_char(${meetingTranscripts.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
        createdByName: sql<string | null>`coalesce(nullif(${profiles.fullName}, ''), ${profiles.email})`,
        excerpt: sql<string>`left(${meetingTranscripts.content}, 220)`,
        lines: sql<number>`array_length(regexp_split_to_array(${meetingTranscripts.content}, E'\\n'), 1)`,
      })
      .from(meetingTranscripts)
      .leftJoin(profiles, eq(profiles.id, meetingTranscripts.createdBy))
      .where(eq(meetingTranscripts.brandId, scope.brandId))
      .orderBy(desc(sql`coalesce(${meetingTranscripts.meetingDate}, ${meetingTranscripts.createdAt}::date)`), desc(meetingTranscripts.createdAt)),
    // One pass over the brand's minutes tasks, rather than one per transcript.
    counts: tx
      .select({ transcriptId: sql<string>`${foundationalTasks.sourceData} ->> 'transcript_id'`, n: sql<number>`count(*)::int` })
      .from(foundationalTasks)
      .where(and(eq(foundationalTasks.brandId, scope.brandId), eq(foundationalTasks.sourceType, "moms")))
      .groupBy(sql`1`),
  }));
  const byTranscript = new Map(counts.map((c) => [c.transcriptId, c.n]));
  return rows.map((r) => ({ ...r, tasks: byTranscript.get(r.id) ?? 0 }));
}

type TranscriptDetail = {
  id: string;
  title: string;
  meetingDate: string | null;
  createdDay: string;
  source: string;
  fileName: string | null;
  content: string;
};

export type AssignedTask = { id: string; title: string; status: string; dueDate: string | null; assigneeName: string | null; itemKey: string | null };
export type SquadRow = { id: string; name: string; alias: string | null; email: string | null; isMe: boolean };

/** The assign page: the transcript, the squad and the tasks already created from it — one scoped round trip. */
export async function getTranscriptForAssign(scope: BrandScope, transcriptId: string): Promise<{ transcript: TranscriptDetail; squad: SquadRow[]; tasks: AssignedTask[] } | null> {
  const r = await scopedReads(scope, (tx) => ({
    transcript: tx
      .select({
        id: meetingTranscripts.id,
        title: meetingTranscripts.title,
        meetingDate: meetingTranscripts.meetingDate,
        createdDay: sql<string>`(${meetingTranscripts.createdAt} at time zone 'UTC')::date::text`,
        source: meetingTranscripts.source,
        fileName: meetingTranscripts.fileName,
        content: meetingTranscripts.content,
      })
      .from(meetingTranscripts)
      .where(and(eq(meetingTranscripts.id, transcriptId), eq(meetingTranscripts.brandId, scope.brandId))),
    squad: squadMembersQuery(tx, scope),
    tasks: tx
      .select({
        id: foundationalTasks.id,
        title: foundationalTasks.title,
        status: foundationalTasks.status,
        dueDate: foundationalTasks.dueDate,
        assigneeName: growthSquad.name,
        itemKey: sql<string | null>`${foundationalTasks.sourceData} ->> 'item_key'`,
      })
      .from(foundationalTasks)
      .leftJoin(growthSquad, eq(growthSquad.id, foundationalTasks.assignedTo))
      .where(and(eq(foundationalTasks.brandId, scope.brandId), fromTranscript(transcriptId)))
      .orderBy(foundationalTasks.createdAt),
  }));
  const transcript = r.transcript[0];
  if (!transcript) return null;
  return { transcript, squad: r.squad.map(({ userId, ...m }) => ({ ...m, isMe: userId === scope.userId })), tasks: r.tasks };
}

type AssignItem = ActionItem & { alreadyAssigned: boolean };
export type AssignTranscriptPage = {
  transcript: TranscriptDetail;
  squad: SquadRow[];
  tasks: AssignedTask[];
  /** The action items found in the text, each marked when a task was already made from it. */
  items: AssignItem[];
  /** The viewer's role may create tasks. */
  canAssign: boolean;
};

/** /project-moms/[id]/assign-tasks: the transcript, its action items and the tasks already made from them. */
export async function getAssignTranscriptPage(scope: BrandScope, transcriptId: string): Promise<AssignTranscriptPage | null> {
  const [data, tasksAccess] = await Promise.all([getTranscriptForAssign(scope, transcriptId), accessTo(scope, "tasks")]);
  if (!data) return null;
  const { transcript, squad, tasks } = data;
  // An item counts as assigned when a task was made from it (edited title or not) or has its title.
  const doneKeys = new Set(tasks.map((t) => t.itemKey).filter(Boolean));
  const doneTitles = new Set(tasks.map((t) => t.title.trim().toLowerCase()));
  const items = extractActionItems(transcript.content, squad, { referenceDate: transcript.meetingDate ?? transcript.createdDay }).map((i) => ({
    ...i,
    alreadyAssigned: doneKeys.has(i.key) || doneTitles.has(i.title.toLowerCase()),
  }));
  return { transcript, squad, tasks, items, canAssign: atLeast(tasksAccess, "edit") };
}

export async function createTranscript(scope: BrandScope, data: z.output<typeof createTranscriptInput>): Promise<{ id: string; title: string }> {
  let content: string;
  if (data.source === "docx") {
    try {
      content = await docxToText(Buffer.from(data.fileBase64!, "base64"));
    } catch {
      throw new ActionError("This .docx file could not be read. Save it again from Word or Google Docs, or paste its text instead.");
    }
  } else {
    content = textOf(data.content, data.source);
  }
  if (!content.trim()) throw new ActionError(data.source === "vtt" ? "The captions file has no spoken text." : "The transcript is empty.");
  if (content.length > TRANSCRIPT_MAX_CHARS) throw new ActionError(`Transcripts are limited to ${TRANSCRIPT_MAX_CHARS.toLocaleString("en")} characters; this one has ${content.length.toLocaleString("en")}.`);
  return withScope(scope, async (tx) => {
    const [row] = await tx
      .insert(meetingTranscripts)
      .values({ brandId: scope.brandId, createdBy: scope.userId, title: data.title, meetingDate: data.meetingDate, source: data.source, fileName: data.fileName, content })
      .returning({ id: meetingTranscripts.id, title: meetingTranscripts.title });
    await logScopeActivity(tx, scope, "create_transcript", `Added meeting minutes "${data.title}"`, { transcriptId: row!.id, title: data.title, source: data.source });
    return row!;
  });
}

/** Deletes the transcript; tasks created from it stay (their source_data keeps its id). */
export async function deleteTranscript(scope: BrandScope, transcriptId: string): Promise<{ title: string }> {
  return withScope(scope, async (tx) => {
    const [row] = await tx
      .delete(meetingTranscripts)
      .where(and(eq(meetingTranscripts.id, transcriptId), eq(meetingTranscripts.brandId, scope.brandId)))
      .returning({ title: meetingTranscripts.title });
    if (!row) throw new NotFoundError();
    await logScopeActivity(tx, scope, "delete_transcript", `Deleted meeting minutes "${row.title}"`, { transcriptId, title: row.title });
    return row;
  });
}

/** The picked action items become tasks in one transaction: all of them, or none. */
export async function assignTranscriptTasks(scope: BrandScope, data: z.output<typeof assignTranscriptTasksInput>): Promise<{ count: number; title: string }> {
  return withScope(scope, async (tx) => {
    const [transcript] = await tx
      .select({ id: meetingTranscripts.id, title: meetingTranscripts.title })
      .from(meetingTranscripts)
      .where(and(eq(meetingTranscripts.id, data.transcriptId), eq(meetingTranscripts.brandId, scope.brandId)));
    if (!transcript) throw new NotFoundError();
    const created = await createTasksInTx(
      tx,
      scope,
      data.items.map((item) => ({
        title: item.title,
        description: item.description,
        priority: item.priority,
        difficulty: item.difficulty,
        assignedTo: item.assignedTo,
        sprintId: "current" as const,
        dueDate: item.dueDate,
        sourceType: "moms",
        sourceData: { transcript_id: transcript.id, transcript_title: transcript.title, ...(item.itemKey ? { item_key: item.itemKey } : {}) },
      })),
      { activity: "none" },
    );
    await logScopeActivity(
      tx,
      scope,
      "assign_transcript_tasks",
      `Created ${created.length} task${created.length === 1 ? "" : "s"} from meeting minutes "${transcript.title}"`,
      { transcriptId: transcript.id, taskIds: created.map((t) => t.id) },
    );
    return { count: created.length, title: transcript.title };
  });
}
