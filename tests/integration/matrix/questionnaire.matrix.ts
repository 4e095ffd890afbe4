import * as q from "@/modules/questionnaire/actions";
import { defineMatrix } from "../helpers/matrix";

export default defineMatrix([
  { action: "saveQuestionnaireStep", call: q.saveQuestionnaireStepAction, allow: ["member", "owner", "outsider"], input: () => ({ step: "offer", answers: { offer_summary: "Matrix offer" } }) },
  { action: "resetQuestionnaire", call: q.resetQuestionnaireAction, allow: ["member", "owner", "outsider"], input: () => ({}) },
]);
