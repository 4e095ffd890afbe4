import * as settings from "@/modules/content/settings/actions";
import { defineMatrix } from "../helpers/matrix";

// Content marketing is a working module: owners and members edit, viewers look. Saving settings
// takes no id and acts on the caller's current brand, so the outsider succeeds in their own brand B
// (the runner checks brand A stays untouched). Another brand's collection ids are dropped, not stored.
export default defineMatrix([
  {
    action: "saveContentSettings",
    call: settings.saveContentSettingsAction,
    allow: ["owner", "member", "outsider"],
    input: () => ({
      toneOfVoice: "Matrix voice",
      bannedWords: ["synergy"],
      defaultLengths: { article: 900, newsletter: 300, social: 80 },
      defaultCtas: ["Book a demo"],
      collectionIds: [],
      engineKey: "",
      monthlyBudgetUsd: "10",
      agentWebhookUrl: "",
    }),
  },
]);
