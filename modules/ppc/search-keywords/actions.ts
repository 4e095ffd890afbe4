"use server";

import { brandAction } from "@/lib/action";
import { addTermsAsKeywords, addTermsAsNegatives, sendTermsToGroup } from "./bulk";
import { addTermsAsKeywordsInput, addTermsAsNegativesInput, sendTermsToGroupInput } from "./inputs";

const edit = { module: "performance-marketing", access: "edit" } as const;

/** Plans the selected terms as paid keywords (no ad group yet), on their one keyword record. */
export const addPpcTermsAsKeywordsAction = brandAction(
  "addPpcTermsAsKeywords",
  addTermsAsKeywordsInput,
  { ...edit, failure: "The keywords could not be added. Nothing was changed; please try again." },
  (scope, d) => addTermsAsKeywords(scope, d.terms, d.matchType),
);

/** Adds the selected terms to the brand's "Brand negatives" list; terms already there are skipped. */
export const addPpcTermsAsNegativesAction = brandAction(
  "addPpcTermsAsNegatives",
  addTermsAsNegativesInput,
  { ...edit, failure: "The negatives could not be added. Nothing was changed; please try again." },
  (scope, d) => addTermsAsNegatives(scope, d.terms, d.matchType),
);

/** Sends the selected terms to a PPC group of the brand, or to a new group named here. */
export const sendPpcTermsToGroupAction = brandAction(
  "sendPpcTermsToGroup",
  sendTermsToGroupInput,
  { ...edit, failure: "The keywords could not be sent to the group. Nothing was changed; please try again." },
  (scope, d) => sendTermsToGroup(scope, d.terms, d),
);
