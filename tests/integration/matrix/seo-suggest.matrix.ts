import { randomUUID } from "node:crypto";
import * as words from "@/modules/seo/words-actions";
import { defineMatrix } from "../helpers/matrix";
import { matrixFakeDataForSeo } from "../helpers/matrix-fake-dataforseo";

// Getting DataForSEO suggestions for a 5 Ws seed is an edit (a paid call kept for the brand); it acts on
// the caller's current brand, so the outsider succeeds in their own brand B and A stays untouched.
const fakeDataForSeo = matrixFakeDataForSeo();

export default defineMatrix([
  {
    action: "fetchSeedSuggestions",
    call: words.fetchSeedSuggestionsAction,
    allow: ["owner", "member", "outsider"],
    input: async () => {
      await fakeDataForSeo();
      return { seed: `running shoes ${randomUUID().slice(0, 8)}` };
    },
  },
]);
