"use server";

import { brandAction } from "@/lib/action";
import { addParticipantsInput, participantInput, recruitByQuotasInput } from "./inputs";
import { addParticipants, recruitByQuotas, setParticipantStatus } from "./store";

const edit = (failure: string) => ({ module: "personas" as const, access: "edit" as const, failure });

export const recruitParticipantsAction = brandAction("recruitParticipants", recruitByQuotasInput, edit("The participants could not be recruited. Please try again."), (scope, d) =>
  recruitByQuotas(scope, d.projectId, d.criteria, d.quotas),
);

export const addParticipantsAction = brandAction("addParticipants", addParticipantsInput, edit("The personas could not be added to the project. Please try again."), (scope, d) => addParticipants(scope, d.projectId, d.personaIds));

export const dropParticipantAction = brandAction("dropParticipant", participantInput, edit("The participant could not be dropped. Please try again."), (scope, d) => setParticipantStatus(scope, d.participantId, "dropped"));

export const readdParticipantAction = brandAction("readdParticipant", participantInput, edit("The participant could not be re-added. Please try again."), (scope, d) => setParticipantStatus(scope, d.participantId, "recruited"));
