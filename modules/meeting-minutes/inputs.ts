import { z } from "zod";
import { TRANSCRIPT_SOURCES } from "@/db/schema/meeting-minutes";
import { TASK_LEVELS } from "@/db/schema/tasks";
import { dayField } from "@/lib/calendar-day";
import { TRANSCRIPT_MAX_CHARS, TRANSCRIPT_MAX_FILE_BYTES } from "./parse";

const day = dayField("Enter a valid date");

/**
 * A pasted or uploaded transcript. Text files (txt, md, vtt) arrive as their text; a .docx arrives
 * as base64 and is read on the server.
 */
export const createTranscriptInput = z
  .object({
    title: z.string().trim().min(1, "Give the meeting a title").max(200, "Keep the title under 200 characters"),
    meetingDate: day.nullable().default(null),
    source: z.enum(TRANSCRIPT_SOURCES),
    fileName: z.string().trim().max(255).nullable().default(null),
    content: z.string().max(TRANSCRIPT_MAX_CHARS, `Transcripts are limited to ${TRANSCRIPT_MAX_CHARS.toLocaleString("en")} characters`).default(""),
    fileBase64: z
      .string()
      .max(Math.ceil((TRANSCRIPT_MAX_FILE_BYTES * 4) / 3) + 4, "Files are limited to 1 MB")
      .nullable()
      .default(null),
  })
  .superRefine((v, ctx) => {
    if (v.source === "docx" ? !v.fileBase64 : !v.content.trim()) {
      ctx.addIssue({ code: "custom", path: [v.source === "docx" ? "fileBase64" : "content"], message: v.source === "paste" ? "Paste the minutes or transcript" : "The file is empty" });
    }
  });

export const transcriptIdInput = z.object({ transcriptId: z.string().uuid() });

export const assignTranscriptTasksInput = z.object({
  transcriptId: z.string().uuid(),
  items: z
    .array(
      z.object({
        title: z.string().trim().min(1, "Every task needs a title").max(500, "Keep titles under 500 characters"),
        description: z.string().trim().max(20_000).default(""),
        assignedTo: z.string().uuid("Choose an assignee for every task"),
        dueDate: day.nullable().default(null),
        priority: z.enum(TASK_LEVELS).default("Medium"),
        difficulty: z.enum(TASK_LEVELS).default("Medium"),
        /** The extracted item this task comes from (line-position), so the page can mark it assigned. */
        itemKey: z.string().max(40).nullable().default(null),
      }),
    )
    .min(1, "Pick at least one action item")
    .max(100, "Assign at most 100 tasks at once"),
});

