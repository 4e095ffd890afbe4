"use server";

import { z } from "zod";
import { brandAction } from "@/lib/action";
import { formatDateTime } from "@/lib/format";
import { transcriptText } from "./prompt";
import { getInterview } from "./queries";
import { askPersona, deleteInterview, renameInterview, retryAnswer, startInterview } from "./run";

const personaId = z.string().uuid("Choose a persona.");
const interviewId = z.string().uuid("Choose an interview.");
const title = z.string().trim().min(1, "Give the interview a title.").max(120, "A title has at most 120 characters.");
const edit = (failure: string) => ({ module: "personas" as const, access: "edit" as const, failure });
const view = (failure: string) => ({ module: "personas" as const, access: "view" as const, failure });

export const startPersonaInterviewAction = brandAction("startPersonaInterview", z.object({ personaId, title: title.optional() }), edit("The interview could not be started. Please try again."), (scope, d) =>
  startInterview(scope, d.personaId, d.title),
);

export const askPersonaAction = brandAction(
  "askPersona",
  z.object({ personaId, interviewId: interviewId.nullable().optional(), question: z.string().trim().min(1, "Write a question first.").max(4000, "A question has at most 4,000 characters.") }),
  edit("The question could not be sent. Please try again."),
  (scope, d) => askPersona(scope, d),
);

export const retryPersonaAnswerAction = brandAction("retryPersonaAnswer", z.object({ interviewId }), edit("The answer could not be retried. Please try again."), (scope, d) => retryAnswer(scope, d.interviewId));

export const getPersonaInterviewAction = brandAction("getPersonaInterview", z.object({ interviewId }), view("The interview could not be opened. Please try again."), (scope, d) => getInterview(scope, d.interviewId));

export const renamePersonaInterviewAction = brandAction("renamePersonaInterview", z.object({ interviewId, title }), edit("The interview could not be renamed. Please try again."), (scope, d) => renameInterview(scope, d.interviewId, d.title));

export const deletePersonaInterviewAction = brandAction("deletePersonaInterview", z.object({ interviewId }), edit("The interview could not be deleted. Please try again."), (scope, d) => deleteInterview(scope, d.interviewId));

export const exportPersonaInterviewAction = brandAction(
  "exportPersonaInterview",
  z.object({ interviewId, format: z.enum(["md", "txt"], { message: "Choose Markdown or plain text." }) }),
  view("The transcript could not be exported. Please try again."),
  async (scope, d) => {
    const iv = await getInterview(scope, d.interviewId);
    const content = transcriptText(
      {
        title: iv.title,
        personaName: iv.personaName,
        personaVersion: iv.personaVersion,
        brandName: iv.brandName,
        engineLabel: iv.engineLabel,
        createdAt: formatDateTime(iv.createdAt),
        messages: iv.transcript.map((m) => ({ role: m.role, content: m.content, createdAt: formatDateTime(m.createdAt), citations: m.citations })),
      },
      d.format,
    );
    const slug = iv.title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 60) || "interview";
    return { filename: `${slug}.${d.format}`, content, type: d.format === "md" ? "text/markdown" : "text/plain" };
  },
);
