import { getDb } from "@/db/client";
import { meetingTranscripts } from "@/db/schema";
import * as moms from "@/modules/meeting-minutes/actions";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

async function transcriptInA(w: MatrixWorld): Promise<string> {
  const [t] = await getDb()
    .insert(meetingTranscripts)
    .values({ brandId: w.a.id, createdBy: w.a.owner.id, title: "Matrix sync", content: "ACTION: send the matrix recap by Friday" })
    .returning({ id: meetingTranscripts.id });
  return t!.id;
}

export default defineMatrix([
  // Names no row of A: the outsider stores minutes in their own brand B.
  { action: "createTranscript", call: moms.createTranscriptAction, allow: ["member", "owner", "outsider"], input: () => ({ title: "Matrix kickoff", source: "paste", content: "Maya: I'll send the brief by Friday." }) },
  { action: "deleteTranscript", call: moms.deleteTranscriptAction, allow: ["member", "owner"], input: async (w) => ({ transcriptId: await transcriptInA(w) }) },
  {
    action: "assignTranscriptTasks",
    call: moms.assignTranscriptTasksAction,
    allow: ["member", "owner"],
    input: async (w) => ({ transcriptId: await transcriptInA(w), items: [{ title: "Send the matrix recap", assignedTo: w.a.squadMemberId, dueDate: null }] }),
  },
]);
