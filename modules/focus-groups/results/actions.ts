"use server";

import { brandAction } from "@/lib/action";
import { deleteOutcome, factorsForBrand, recordOutcome } from "./calibration";
import { resultsCsv, resultsPdf, transcriptText } from "./export";
import { deleteOutcomeInput, exportTranscriptInput, recordOutcomeInput, resultsInput, scoreSsrInput } from "./inputs";
import { getResults } from "./queries";
import { startAnalysisRun } from "../runs/store";
import { checkSsrStart } from "./ssr-run";

const view = (failure: string) => ({ module: "focus-groups" as const, access: "view" as const, failure });
const edit = (failure: string) => ({ module: "focus-groups" as const, access: "edit" as const, failure });

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 60) || "focus-group";
const today = () => new Date().toISOString().slice(0, 10);

/** CSV, one row per answer; the file is built on the server and downloaded by the browser. */
export const exportFgResultsCsvAction = brandAction("exportFgResultsCsv", resultsInput, view("The results could not be exported. Please try again."), async (scope, d) => {
  const { data } = await getResults(scope, d.projectId, d.sessionIds);
  return { fileName: `${slug(data.project.name)}-answers-${today()}.csv`, content: resultsCsv(data), rows: data.turns.filter((t) => t.speaker === "participant").length };
});

export const exportFgTranscriptAction = brandAction("exportFgTranscript", exportTranscriptInput, view("The transcript could not be exported. Please try again."), async (scope, d) => {
  const { data } = await getResults(scope, d.projectId, d.sessionIds);
  return { fileName: `${slug(data.project.name)}-transcript-${today()}.${d.format}`, content: transcriptText(data, d.format) };
});

/** The PDF report as base64 (server actions answer JSON). */
export const exportFgReportPdfAction = brandAction("exportFgReportPdf", resultsInput, view("The PDF report could not be made. Please try again."), async (scope, d) => {
  const [{ data, results }, factors] = await Promise.all([getResults(scope, d.projectId, d.sessionIds), factorsForBrand(scope)]);
  const bytes = await resultsPdf(data, results, [...factors.own, ...factors.other]);
  return { fileName: `${slug(data.project.name)}-results-${today()}.pdf`, base64: Buffer.from(bytes).toString("base64") };
});

/** Queues SSR scoring at the chosen temperature (a durable run; the page shows its progress). */
export const scoreFgSsrAction = brandAction("scoreFgSsr", scoreSsrInput, edit("The answers could not be scored. Please try again."), async (scope, d) => {
  const sessionIds = await checkSsrStart(scope, d.projectId, d.sessionIds);
  return startAnalysisRun(scope, "ssr", d.projectId, sessionIds, { temperature: d.temperature });
});

export const recordFgOutcomeAction = brandAction("recordFgOutcome", recordOutcomeInput, edit("The outcome could not be recorded. Please try again."), async (scope, d) => {
  const { results } = await getResults(scope, d.projectId, d.sessionIds);
  return recordOutcome(scope, results, d);
});

export const deleteFgOutcomeAction = brandAction("deleteFgOutcome", deleteOutcomeInput, edit("The outcome could not be deleted. Please try again."), async (scope, d) => {
  await deleteOutcome(scope, d.outcomeId);
  return { deleted: true };
});
