/**
 * The public API's cross-tenant matrix entries: one per endpoint ("METHOD /path" as declared), each a
 * request aimed at brand A built in the cell's fresh world. api-matrix.test.ts runs every entry with
 * keys of {brand B's owner, A's viewer, member and owner, an A key without the scope} and fails for
 * any registered endpoint without an entry. Add your endpoints' entries here (one block per module).
 */
import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { aiEngines, contentPosts, fgProjects, foundationalTasks, personas, saioAnswers, saioPrompts, saioRuns, seoKeywords, seoRankChecks } from "@/db/schema";
import type { MatrixWorld } from "../helpers/matrix";
import { sprintInA } from "../matrix/fixtures";

export type ApiMatrixEntry = {
  endpoint: string;
  /** The request aimed at brand A. A path holding one of A's ids must answer brand B's key with 404. */
  request: (w: MatrixWorld) => Promise<{ path: string; body?: unknown }> | { path: string; body?: unknown };
};

async function taskInA(w: MatrixWorld): Promise<string> {
  const [t] = await getDb()
    .insert(foundationalTasks)
    .values({ brandId: w.a.id, title: `Task of ${w.a.name}`, assignedTo: w.a.squadMemberId })
    .returning({ id: foundationalTasks.id });
  return t!.id;
}

// ─── rows of brand A for the SEO, SAIO, content, social, personas and focus-group entries ─────────
const uniq = () => randomUUID().slice(0, 8);

async function seoKeywordInA(w: MatrixWorld, withCheck = false): Promise<string> {
  const text = `matrix keyword ${w.a.name} ${uniq()}`.toLowerCase();
  const [k] = await getDb().insert(seoKeywords).values({ brandId: w.a.id, keyword: text, keywordKey: text, source: "manual", tracked: true }).returning({ id: seoKeywords.id });
  if (withCheck) await getDb().insert(seoRankChecks).values({ brandId: w.a.id, keywordId: k!.id, location: "United States", device: "desktop", day: "2026-03-01", position: 4 });
  return k!.id;
}

async function saioPromptInA(w: MatrixWorld): Promise<string> {
  const [p] = await getDb().insert(saioPrompts).values({ brandId: w.a.id, text: `Matrix prompt of ${w.a.name} ${uniq()}?`, createdBy: w.a.owner.id }).returning({ id: saioPrompts.id });
  return p!.id;
}

async function saioEngineInA(w: MatrixWorld): Promise<string> {
  // A reserved name that never resolves (RFC 2606): callable on paper, nothing is sent.
  const [e] = await getDb()
    .insert(aiEngines)
    .values({ brandId: w.a.id, label: `Matrix ${uniq()}`, provider: "openai-compatible", model: "matrix-model", baseUrl: "https://saio.matrix.invalid/v1" })
    .returning({ id: aiEngines.id });
  return e!.id;
}

async function saioRunInA(w: MatrixWorld, withAnswer = false): Promise<string> {
  const [r] = await getDb().insert(saioRuns).values({ brandId: w.a.id, status: "succeeded", engines: [], promptIds: [], total: 1, createdBy: w.a.owner.id }).returning({ id: saioRuns.id });
  if (withAnswer) {
    await getDb().insert(saioAnswers).values({
      brandId: w.a.id,
      runId: r!.id,
      promptText: `Prompt of ${w.a.name}`,
      engineKey: `engine-${w.a.name}`,
      engineLabel: `Engine of ${w.a.name}`,
      provider: "openai-compatible",
      model: "m",
      ok: true,
      answer: `Answer naming ${w.a.name}`,
      mentions: [{ brandId: "own", count: 1, position: 1 }],
      ownMentioned: true,
    });
  }
  return r!.id;
}

async function postInA(w: MatrixWorld, o: { kind?: "article" | "social"; channel?: string; status?: "suggested" | "selected" } = {}): Promise<string> {
  const [p] = await getDb()
    .insert(contentPosts)
    .values({ brandId: w.a.id, kind: o.kind ?? "article", channel: o.channel ?? "blog", title: `Post of ${w.a.name}`, bodyMd: `Body of ${w.a.name}.`, method: "manual", status: o.status ?? "suggested" })
    .returning({ id: contentPosts.id });
  return p!.id;
}

async function personaInA(w: MatrixWorld): Promise<string> {
  const [p] = await getDb().insert(personas).values({ brandId: w.a.id, name: `Persona of ${w.a.name}`, source: "manual" }).returning({ id: personas.id });
  return p!.id;
}

async function fgProjectInA(w: MatrixWorld): Promise<string> {
  const [p] = await getDb().insert(fgProjects).values({ brandId: w.a.id, name: `Project of ${w.a.name}` }).returning({ id: fgProjects.id });
  return p!.id;
}

export const API_MATRIX: ApiMatrixEntry[] = [
  // ─── tasks, sprints, squad, activity ───────────────────────────────────────────────────────────
  { endpoint: "GET /tasks", request: async (w) => (await taskInA(w), { path: "/tasks" }) },
  { endpoint: "GET /tasks/{task_id}", request: async (w) => ({ path: `/tasks/${await taskInA(w)}` }) },
  // Names A's squad member: brand B's key must get 404 and create nothing.
  { endpoint: "POST /tasks", request: (w) => ({ path: "/tasks", body: { title: "Matrix API task", assignee_id: w.a.squadMemberId } }) },
  { endpoint: "PATCH /tasks/{task_id}", request: async (w) => ({ path: `/tasks/${await taskInA(w)}`, body: { status: "done" } }) },
  { endpoint: "GET /sprints", request: async (w) => (await sprintInA(w), { path: "/sprints" }) },
  { endpoint: "GET /sprints/{sprint_id}", request: async (w) => ({ path: `/sprints/${await sprintInA(w)}` }) },
  { endpoint: "GET /squad", request: () => ({ path: "/squad" }) },
  { endpoint: "GET /activity", request: () => ({ path: "/activity" }) },

  // ─── SEO, SAIO, content, social, personas, focus groups (helper apires) ───────────────────────────
  { endpoint: "GET /seo/keywords", request: async (w) => (await seoKeywordInA(w), { path: "/seo/keywords" }) },
  { endpoint: "GET /seo/keywords/{keyword_id}", request: async (w) => ({ path: `/seo/keywords/${await seoKeywordInA(w)}` }) },
  { endpoint: "POST /seo/keywords", request: () => ({ path: "/seo/keywords", body: { keywords: ["matrix api keyword"], tags: ["matrix"], tracked: true } }) },
  { endpoint: "DELETE /seo/keywords/{keyword_id}", request: async (w) => ({ path: `/seo/keywords/${await seoKeywordInA(w)}` }) },
  { endpoint: "GET /seo/keywords/{keyword_id}/rankings", request: async (w) => ({ path: `/seo/keywords/${await seoKeywordInA(w, true)}/rankings` }) },
  { endpoint: "GET /saio/prompts", request: async (w) => (await saioPromptInA(w), { path: "/saio/prompts" }) },
  { endpoint: "GET /saio/prompts/{prompt_id}", request: async (w) => ({ path: `/saio/prompts/${await saioPromptInA(w)}` }) },
  { endpoint: "POST /saio/prompts", request: () => ({ path: "/saio/prompts", body: { texts: ["Which matrix tool do agencies use?"] } }) },
  { endpoint: "PATCH /saio/prompts/{prompt_id}", request: async (w) => ({ path: `/saio/prompts/${await saioPromptInA(w)}`, body: { active: false } }) },
  { endpoint: "GET /saio/runs", request: async (w) => (await saioRunInA(w), { path: "/saio/runs" }) },
  { endpoint: "GET /saio/runs/{run_id}", request: async (w) => ({ path: `/saio/runs/${await saioRunInA(w)}` }) },
  // Names A's prompt and engine: brand B's key must get 404 and start nothing.
  { endpoint: "POST /saio/runs", request: async (w) => ({ path: "/saio/runs", body: { prompt_ids: [await saioPromptInA(w)], engine_keys: [await saioEngineInA(w)], samples: 1 } }) },
  { endpoint: "GET /saio/metrics", request: async (w) => (await saioRunInA(w, true), { path: "/saio/metrics?days=7" }) },
  { endpoint: "GET /content/items", request: async (w) => (await postInA(w), { path: "/content/items" }) },
  { endpoint: "GET /content/items/{item_id}", request: async (w) => ({ path: `/content/items/${await postInA(w)}` }) },
  { endpoint: "POST /content/items", request: () => ({ path: "/content/items", body: { kind: "article", channel: "blog", title: "Matrix article", body_md: "A matrix article body." } }) },
  { endpoint: "PATCH /content/items/{item_id}", request: async (w) => ({ path: `/content/items/${await postInA(w)}`, body: { status: "selected" } }) },
  { endpoint: "GET /social/posts", request: async (w) => (await postInA(w, { kind: "social", channel: "linkedin" }), { path: "/social/posts" }) },
  { endpoint: "GET /social/posts/{post_id}", request: async (w) => ({ path: `/social/posts/${await postInA(w, { kind: "social", channel: "linkedin" })}` }) },
  { endpoint: "POST /social/posts", request: () => ({ path: "/social/posts", body: { channel: "linkedin", title: "Matrix post", body_md: "A matrix post." } }) },
  { endpoint: "PATCH /social/posts/{post_id}", request: async (w) => ({ path: `/social/posts/${await postInA(w, { kind: "social", channel: "linkedin" })}`, body: { status: "selected" } }) },
  {
    endpoint: "POST /social/posts/{post_id}/schedule",
    request: async (w) => ({
      path: `/social/posts/${await postInA(w, { kind: "social", channel: "linkedin", status: "selected" })}/schedule`,
      body: { at: new Date(Date.now() + 86_400_000).toISOString(), target: "reminder", media: [], format: null },
    }),
  },
  { endpoint: "GET /personas", request: async (w) => (await personaInA(w), { path: "/personas" }) },
  { endpoint: "GET /personas/{persona_id}", request: async (w) => ({ path: `/personas/${await personaInA(w)}` }) },
  { endpoint: "GET /focus-groups/projects", request: async (w) => (await fgProjectInA(w), { path: "/focus-groups/projects" }) },
  { endpoint: "GET /focus-groups/projects/{project_id}/results", request: async (w) => ({ path: `/focus-groups/projects/${await fgProjectInA(w)}/results` }) },
];
