"use server";

import { brandAction } from "@/lib/action";
import { importPpcReport, previewPpcImport } from "./import";
import { ppcImportInput } from "./inputs";

const edit = { module: "performance-marketing", access: "edit" } as const;

/** What the report file is (network, report, period, first rows, totals lines skipped): nothing is written. */
export const previewPpcImportAction = brandAction("previewPpcImport", ppcImportInput, { ...edit, failure: "The file could not be read. Check it is a Google Ads or Microsoft Advertising report download and try again." }, (scope, d) =>
  previewPpcImport(scope, d),
);

/** Stores the report; the same file twice stores nothing new, a new download of the same period replaces its rows. */
export const importPpcReportAction = brandAction("importPpcReport", ppcImportInput, { ...edit, failure: "The report could not be imported. Nothing was stored; please try again." }, async (scope, d) => {
  const { added, updated, unchanged, message } = await importPpcReport(scope, d);
  return { added, updated, unchanged, ...(message ? { message } : {}) };
});
