import { randomUUID } from "node:crypto";
import * as ppc from "@/modules/ppc/import/actions";
import { defineMatrix } from "../helpers/matrix";

// Performance marketing imports: owners and members import, viewers only look. Both actions act on the
// caller's current brand (no ids in the input), so the outsider succeeds in their own brand B and A stays
// untouched and unrevealed.
const inOwnBrand = ["owner", "member", "outsider"] as const;

const report = () =>
  `Search terms report\n"January 1, 2026 - January 31, 2026"\nSearch term,Match type,Campaign,Ad group,Keyword,Clicks,Impr.,Cost,Conversions,Conv. value\nmatrix ${randomUUID().slice(0, 8)},Exact match,Matrix,Group,[matrix],1,10,0.50,0,0\nTotal: Account,--,--,--,--,1,10,0.50,0,0\n`;

export default defineMatrix([
  { action: "previewPpcImport", call: ppc.previewPpcImportAction, allow: inOwnBrand, input: () => ({ csv: report() }) },
  { action: "importPpcReport", call: ppc.importPpcReportAction, allow: inOwnBrand, input: () => ({ csv: report() }) },
]);
