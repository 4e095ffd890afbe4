import { randomUUID } from "node:crypto";
import * as s from "@/modules/brand-settings/actions";
import { defineMatrix } from "../helpers/matrix";
import { apiTokenInA } from "./fixtures";

const managers = ["owner", "outsider"] as const;

export default defineMatrix([
  { action: "addApiToken", call: s.addApiTokenAction, allow: managers, input: () => ({ provider: "serpapi", label: randomUUID().slice(0, 8), value: "zyxwvutsrqponmlkjihgfedcba98765" }) },
  { action: "rotateApiToken", call: s.rotateApiTokenAction, allow: ["owner"], input: async (w) => ({ tokenId: await apiTokenInA(w), value: "rotatedrotatedrotatedrotated42" }) },
  { action: "deleteApiToken", call: s.deleteApiTokenAction, allow: ["owner"], input: async (w) => ({ tokenId: await apiTokenInA(w) }) },
  { action: "resealApiTokens", call: s.resealApiTokensAction, allow: managers, input: () => ({}) },
  { action: "createPromptTemplate", call: s.createPromptTemplateAction, allow: managers, input: () => ({ name: "Matrix template", purpose: "", body: "About {topic}" }) },
  { action: "updatePromptTemplate", call: s.updatePromptTemplateAction, allow: ["owner"], input: (w) => ({ templateId: w.a.promptTemplateId, name: "Changed", purpose: "", body: "x" }) },
  { action: "deletePromptTemplate", call: s.deletePromptTemplateAction, allow: ["owner"], input: (w) => ({ templateId: w.a.promptTemplateId }) },
  // The owner alone (the outsider succeeds in their own current brand B); turning it off needs no second
  // factor, turning it on does (tests/integration/brand-settings/require-mfa).
  { action: "setBrandRequireMfa", call: s.setBrandRequireMfaAction, allow: managers, input: () => ({ required: false }) },
]);
