/**
 * Focus groups in the public API: the brand's projects (/focus-groups/projects) and one project's
 * results (/focus-groups/projects/{id}/results) — the numbers /fg-results shows, computed by the same
 * getResults over the same sessions: choice shares and stated ratings with cluster-bootstrap 95 %
 * intervals, mean ranks, SSR ratings, segment breakdowns, the variant comparison and its winner, and
 * the quotes behind each number. Read only.
 */
import { z } from "zod";
import { FG_PROJECT_STATUSES } from "@/db/schema/focus-groups";
import { defineEndpoint } from "@/lib/api/endpoint";
import { keysetAfter, keysetPage } from "@/lib/api/keyset";
import { day, instant, listOf, pageQuery } from "@/lib/api/pagination";
import { ApiError } from "@/lib/api/problem";
import { isUuid } from "@/lib/brand-scope";
import type { Interval } from "./results/bootstrap";
import type { Comparison, ProjectResults, Quote, QuestionResult } from "./results/compute";
import { listProjectSessions } from "./results/load";
import { getResults } from "./results/queries";
import { listProjectsPage, type FgProject } from "./projects/queries";

const EXAMPLE_ID = "9a3c5e71-2d8b-4f60-b4a9-6e1d0c7f3a25";

export const apiFgProject = z
  .object({
    object: z.literal("focus_group_project"),
    id: z.uuid(),
    name: z.string(),
    objective: z.string(),
    hypotheses: z.array(z.string()),
    decision: z.string().describe("The decision the focus group informs."),
    status: z.enum(FG_PROJECT_STATUSES),
    owner: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    due_date: day().nullable(),
    task_id: z.uuid().nullable().describe("The task the project belongs to."),
    participants: z.number().int().describe("Personas recruited (not dropped)."),
    created_at: instant(),
    updated_at: instant(),
  })
  .meta({ id: "FocusGroupProject", description: "A focus-group project of the brand." });

function presentProject(p: FgProject): z.input<typeof apiFgProject> {
  return {
    object: "focus_group_project",
    id: p.id,
    name: p.name,
    objective: p.objective,
    hypotheses: p.hypotheses,
    decision: p.decision,
    status: p.status,
    owner: p.ownerId ? { id: p.ownerId, name: p.ownerName ?? "" } : null,
    due_date: p.dueDate,
    task_id: p.taskId,
    participants: p.participants,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
  };
}

defineEndpoint({
  method: "GET",
  path: "/focus-groups/projects",
  module: "focus-groups",
  access: "read",
  operationId: "listFocusGroupProjects",
  tag: "Focus groups",
  summary: "List projects",
  description: "Newest first.",
  query: pageQuery.extend({ status: z.enum(FG_PROJECT_STATUSES).optional() }),
  response: listOf(apiFgProject),
  example: { query: { status: "done" } },
  handler: async ({ scope, query }) => {
    const rows = await listProjectsPage(scope, { statuses: query.status ? [query.status] : undefined }, { limit: query.limit, after: keysetAfter(query.cursor) });
    return keysetPage(rows, query.limit, presentProject);
  },
});

const interval = z
  .object({ estimate: z.number(), low: z.number(), high: z.number(), n: z.number().int().describe("Answers."), clusters: z.number().int().describe("Independent units resampled (participant × session).") })
  .describe("An estimate with its cluster-bootstrap 95 % interval.");

const quote = z.object({ turn_id: z.string(), session_id: z.string(), persona_id: z.string().nullable(), persona_name: z.string(), text: z.string(), value: z.string().nullable() });

const stimulus = z.object({ id: z.string(), label: z.string(), variant: z.string().nullable(), variant_group: z.string().nullable(), kind: z.string() });

const question = z.object({
  key: z.string(),
  question_id: z.string(),
  kind: z.enum(["open", "rating", "choice", "ranking"]),
  text: z.string(),
  section: z.string(),
  stimulus: stimulus.nullable(),
  answers: z.number().int(),
  participants: z.number().int(),
  runs: z.number().int().describe("Sessions answering it."),
  rating: z
    .object({ interval, scale: z.object({ min: z.number(), max: z.number() }), distribution: z.array(z.object({ value: z.number(), count: z.number().int() })), quotes: z.array(quote) })
    .nullable()
    .describe("Stated ratings (rating questions)."),
  shares: z.array(z.object({ option: z.string(), label: z.string(), stimulus_id: z.string().nullable(), share: interval, count: z.number().int(), quotes: z.array(quote) })).describe("Choice shares (choice questions)."),
  ranks: z.array(z.object({ option: z.string(), label: z.string(), mean_rank: interval, first_share: z.number() })).describe("Mean rank per option (ranking questions)."),
  ssr: z
    .object({ likert: z.array(z.number()).length(5), mean: interval, on_scale: z.number().nullable(), answers: z.number().int() })
    .nullable()
    .describe("Semantic-similarity ratings estimated from what was said (after SSR scoring)."),
  segments: z.array(z.object({ segment: z.string(), participants: z.number().int(), rating: interval.nullable(), shares: z.array(z.object({ option: z.string(), label: z.string(), share: interval })) })),
  quotes: z.array(quote).describe("Open questions: a spread of what was said."),
});

const comparison = z.object({
  basis: z.enum(["choice", "rating"]),
  question_text: z.string(),
  variant_group: z.string().nullable(),
  entries: z.array(z.object({ label: z.string(), stimulus_id: z.string().nullable(), interval })),
  winner: z.object({ label: z.string(), stimulus_id: z.string().nullable(), interval }).nullable().describe("The entry whose interval is clear of all others; null: no clear winner."),
});

export const apiFgResults = z
  .object({
    object: z.literal("focus_group_results"),
    project: z.object({ id: z.uuid(), name: z.string(), status: z.string(), objective: z.string(), decision: z.string() }),
    sessions: z.array(z.object({ id: z.uuid(), name: z.string(), status: z.string(), seed: z.number().int(), engine: z.string().nullable(), model: z.string().nullable(), created_at: instant(), finished_at: instant().nullable() })).describe("The sessions the numbers are over."),
    participants: z.number().int(),
    runs: z.number().int(),
    answers: z.number().int(),
    engines: z.array(z.string()),
    models: z.array(z.string()),
    questions: z.array(question),
    comparisons: z.array(comparison),
    winner: comparison.nullable().describe("The first decisive comparison (choice before rating), else the leading one, undecided."),
    ssr_scored_at: instant().nullable(),
  })
  .meta({ id: "FocusGroupResults", description: "A project's results as /fg-results shows them, with 95 % intervals." });

const iv = (i: Interval) => ({ estimate: i.estimate, low: i.low, high: i.high, n: i.n, clusters: i.clusters });
const q = (x: Quote) => ({ turn_id: x.turnId, session_id: x.sessionId, persona_id: x.personaId, persona_name: x.personaName, text: x.text, value: x.value });

function presentQuestion(r: QuestionResult) {
  return {
    key: r.key,
    question_id: r.questionId,
    kind: r.question.kind,
    text: r.question.text,
    section: r.section,
    stimulus: r.stimulus ? { id: r.stimulus.id, label: r.stimulus.label, variant: r.stimulus.variant, variant_group: r.stimulus.variantGroup, kind: r.stimulus.kind } : null,
    answers: r.answers,
    participants: r.participants,
    runs: r.runs,
    rating: r.rating ? { interval: iv(r.rating.interval), scale: r.rating.scale, distribution: r.rating.distribution, quotes: r.rating.quotes.map(q) } : null,
    shares: r.shares.map((s) => ({ option: s.option, label: s.label, stimulus_id: s.stimulusId, share: iv(s.share), count: s.count, quotes: s.quotes.map(q) })),
    ranks: r.ranks.map((k) => ({ option: k.option, label: k.label, mean_rank: iv(k.meanRank), first_share: k.firstShare })),
    ssr: r.ssr ? { likert: [...r.ssr.likert], mean: iv(r.ssr.mean), on_scale: r.ssr.onScale, answers: r.ssr.answers } : null,
    segments: r.segments.map((g) => ({ segment: g.segment, participants: g.participants, rating: g.rating ? iv(g.rating) : null, shares: g.shares.map((s) => ({ option: s.option, label: s.label, share: iv(s.share) })) })),
    quotes: r.quotes.map(q),
  };
}

function presentComparison(c: Comparison) {
  const entry = (e: Comparison["entries"][number]) => ({ label: e.label, stimulus_id: e.stimulusId, interval: iv(e.interval) });
  return { basis: c.basis, question_text: c.questionText, variant_group: c.variantGroup, entries: c.entries.map(entry), winner: c.winner ? entry(c.winner) : null };
}

defineEndpoint({
  method: "GET",
  path: "/focus-groups/projects/{project_id}/results",
  module: "focus-groups",
  access: "read",
  operationId: "getFocusGroupResults",
  tag: "Focus groups",
  summary: "Get a project's results",
  description:
    "By default over every finished session with answers, as /fg-results opens; `sessions` narrows to some of them. A project without answers answers with empty `questions`.",
  params: z.object({ project_id: z.uuid().describe("The project's id.") }),
  query: z.object({
    sessions: z.string().max(4_000).optional().describe("Comma-separated session ids of the project (sessions without answers are ignored)."),
  }),
  response: apiFgResults,
  example: { params: { project_id: EXAMPLE_ID } },
  handler: async ({ scope, params, query }) => {
    let sessionIds: string[] | undefined;
    if (query.sessions) {
      const asked = query.sessions.split(",").map((s) => s.trim()).filter(Boolean);
      if (!asked.length || !asked.every(isUuid)) throw new ApiError("invalid-request", "`sessions` is a comma-separated list of session ids.", { errors: [{ path: "query.sessions", message: "not a list of ids" }] });
      const known = new Set((await listProjectSessions(scope, params.project_id)).filter((s) => s.answers > 0).map((s) => s.id));
      sessionIds = asked.filter((id) => known.has(id));
    }
    // getResults throws NotFoundError (404) for a project of another brand or none.
    const { data, results, ssr } = await getResults(scope, params.project_id, sessionIds);
    return presentResults(data, results, ssr?.scoredAt ?? null);
  },
});

function presentResults(data: Awaited<ReturnType<typeof getResults>>["data"], r: ProjectResults, ssrAt: Date | null): z.input<typeof apiFgResults> {
  return {
    object: "focus_group_results",
    project: data.project,
    sessions: data.sessions.map((s) => ({ id: s.id, name: s.name, status: s.status, seed: s.seed, engine: s.engineLabel, model: s.model, created_at: s.createdAt.toISOString(), finished_at: s.finishedAt?.toISOString() ?? null })),
    participants: r.participants,
    runs: r.runs,
    answers: r.answers,
    engines: r.engines,
    models: r.models,
    questions: r.questions.map(presentQuestion),
    comparisons: r.comparisons.map(presentComparison),
    winner: r.winner ? presentComparison(r.winner) : null,
    ssr_scored_at: ssrAt ? ssrAt.toISOString() : null,
  };
}
