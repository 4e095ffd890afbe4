import { getDb } from "@/db/client";
import { fgParticipants, fgProjects, personaInterviewMessages, personaInterviews, personas } from "@/db/schema";
import * as projects from "@/modules/focus-groups/projects/actions";
import * as interviews from "@/modules/personas/interviews/actions";
import * as recruiting from "@/modules/personas/recruiting/actions";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// Persona interviews (/personas/{id}), focus-group projects (/projects) and recruiting (/recruiting-participants,
// /participants). Owners and members interview, edit and recruit; viewers open and export transcripts. Creating a
// project acts on the caller's current brand (the outsider succeeds in their own brand B); everything that names a
// persona, interview, project or participant takes one of brand A — anyone outside A gets "not found". No engine is
// connected, so asking stores the question and answers with what to connect (a success that calls nobody).

async function personaOfA(w: MatrixWorld): Promise<string> {
  const [p] = await getDb().insert(personas).values({ brandId: w.a.id, name: "Matrix persona", segmentKey: "cafe", profile: { summary: "Matrix café owner" } }).returning({ id: personas.id });
  return p!.id;
}

async function interviewOfA(w: MatrixWorld, answered = true): Promise<{ personaId: string; interviewId: string }> {
  const personaId = await personaOfA(w);
  const [iv] = await getDb().insert(personaInterviews).values({ brandId: w.a.id, personaId, title: "Matrix interview" }).returning({ id: personaInterviews.id });
  await getDb()
    .insert(personaInterviewMessages)
    .values([
      { brandId: w.a.id, interviewId: iv!.id, role: "interviewer", content: "Matrix question?" },
      ...(answered ? [{ brandId: w.a.id, interviewId: iv!.id, role: "persona", content: "Matrix answer." }] : []),
    ]);
  return { personaId, interviewId: iv!.id };
}

async function projectOfA(w: MatrixWorld): Promise<string> {
  const [p] = await getDb().insert(fgProjects).values({ brandId: w.a.id, name: "Matrix project" }).returning({ id: fgProjects.id });
  return p!.id;
}

async function participantOfA(w: MatrixWorld, status: "recruited" | "dropped"): Promise<string> {
  const projectId = await projectOfA(w);
  const personaId = await personaOfA(w);
  const [p] = await getDb().insert(fgParticipants).values({ brandId: w.a.id, projectId, personaId, status }).returning({ id: fgParticipants.id });
  return p!.id;
}

const criteria = { segmentKeys: [], briefId: null, attributes: "", sources: [], includeFlagged: false };

export default defineMatrix([
  { action: "startPersonaInterview", call: interviews.startPersonaInterviewAction, allow: ["owner", "member"], input: async (w) => ({ personaId: await personaOfA(w), title: "Matrix new interview" }) },
  { action: "askPersona", call: interviews.askPersonaAction, allow: ["owner", "member"], input: async (w) => ({ ...(await interviewOfA(w)), question: "Matrix follow-up?" }) },
  {
    action: "retryPersonaAnswer",
    call: interviews.retryPersonaAnswerAction,
    allow: ["owner", "member"],
    input: async (w) => ({ interviewId: (await interviewOfA(w, false)).interviewId }),
  },
  { action: "getPersonaInterview", call: interviews.getPersonaInterviewAction, allow: ["owner", "member", "viewer"], input: async (w) => ({ interviewId: (await interviewOfA(w)).interviewId }) },
  { action: "renamePersonaInterview", call: interviews.renamePersonaInterviewAction, allow: ["owner", "member"], input: async (w) => ({ interviewId: (await interviewOfA(w)).interviewId, title: "Matrix renamed" }) },
  { action: "deletePersonaInterview", call: interviews.deletePersonaInterviewAction, allow: ["owner", "member"], input: async (w) => ({ interviewId: (await interviewOfA(w)).interviewId }) },
  { action: "exportPersonaInterview", call: interviews.exportPersonaInterviewAction, allow: ["owner", "member", "viewer"], input: async (w) => ({ interviewId: (await interviewOfA(w)).interviewId, format: "md" }) },

  { action: "createFgProject", call: projects.createFgProjectAction, allow: ["owner", "member", "outsider"], input: () => ({ name: "Matrix new project" }) },
  { action: "updateFgProject", call: projects.updateFgProjectAction, allow: ["owner", "member"], input: async (w) => ({ projectId: await projectOfA(w), name: "Matrix renamed project" }) },
  { action: "setFgProjectStatus", call: projects.setFgProjectStatusAction, allow: ["owner", "member"], input: async (w) => ({ projectId: await projectOfA(w), status: "ready" }) },
  { action: "deleteFgProject", call: projects.deleteFgProjectAction, allow: ["owner", "member"], input: async (w) => ({ projectId: await projectOfA(w) }) },

  {
    action: "recruitParticipants",
    call: recruiting.recruitParticipantsAction,
    allow: ["owner", "member"],
    input: async (w) => {
      await personaOfA(w);
      return { projectId: await projectOfA(w), criteria, quotas: [{ segmentKey: "cafe", count: 1 }] };
    },
  },
  { action: "addParticipants", call: recruiting.addParticipantsAction, allow: ["owner", "member"], input: async (w) => ({ projectId: await projectOfA(w), personaIds: [await personaOfA(w)] }) },
  { action: "dropParticipant", call: recruiting.dropParticipantAction, allow: ["owner", "member"], input: async (w) => ({ participantId: await participantOfA(w, "recruited") }) },
  { action: "readdParticipant", call: recruiting.readdParticipantAction, allow: ["owner", "member"], input: async (w) => ({ participantId: await participantOfA(w, "dropped") }) },
]);
