/**
 * Embeddings through the provider layer: the brand's AI engine (its key and base URL) and an
 * embedding model on it, called through lib/http's outbound client (SSRF guard, timeouts, an
 * audit row with tokens and cost), after taking the brand's model-call slot (modules/ai/rate-limit).
 *
 * Wire contracts (documented request/response bodies):
 * - OpenAI `POST /v1/embeddings` {model, input: string[], encoding_format: "float"} →
 *   {data: [{index, embedding: number[]}], model, usage: {prompt_tokens, total_tokens}}.
 *   OpenAI-compatible servers answer the same at `<baseUrl>/embeddings`: Ollama (`/v1`), Mistral
 *   (`https://api.mistral.ai/v1`, model mistral-embed), vLLM, LM Studio.
 * - Gemini `POST /v1beta/models/{model}:batchEmbedContents` {requests: [{model: "models/{model}",
 *   content: {parts: [{text}]}, taskType}]} → {embeddings: [{values: number[]}]} (key in x-goog-api-key).
 */
import type { BrandScope } from "@/lib/brand-scope";
import { env } from "@/lib/env";
import { isOutboundError, outbound, type OutboundClient } from "@/lib/http";
import type { EngineWithKey } from "@/modules/ai/engines";
import { acquireCallSlot, RateLimitedError } from "@/modules/ai/rate-limit";

export class EmbeddingError extends Error {
  constructor(message: string, readonly retryable: boolean) {
    super(message);
    this.name = "EmbeddingError";
  }
}

/** USD per million input tokens (list prices, late 2025); a model not listed is audited without cost. */
const EMBEDDING_PRICES: Record<string, number> = {
  "text-embedding-3-small": 0.02,
  "text-embedding-3-large": 0.13,
  "text-embedding-ada-002": 0.1,
  "mistral-embed": 0.1,
  "gemini-embedding-001": 0.15,
  "text-embedding-004": 0,
};

export function embeddingCostUsd(model: string, tokens: number | null): number | null {
  const price = EMBEDDING_PRICES[model.toLowerCase().replace(/^.*\//, "")];
  if (price === undefined || tokens == null) return null;
  return Math.round(((tokens * price) / 1_000_000) * 1e6) / 1e6;
}

/** Which providers can embed, and the model a brand starts with. */
export const EMBEDDING_DEFAULT_MODEL: Record<string, string | null> = {
  openai: "text-embedding-3-small",
  google: "gemini-embedding-001",
  "openai-compatible": "nomic-embed-text",
  anthropic: null,
  perplexity: null,
};

export type EmbedTask = "document" | "query";
export type EmbedContext = { scope: BrandScope; purpose: string; jobId?: string | null; maxWaitMs?: number; client?: OutboundClient };

type Wire = { url: string; headers: Record<string, string>; body: unknown; read: (json: unknown) => number[][] };

function isVectorList(v: unknown): v is number[] {
  return Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === "number" && Number.isFinite(x));
}

/** The request for one batch on this engine, and how to read its answer (pure; unit-tested). */
export function embeddingRequest(engine: Pick<EngineWithKey, "provider" | "providerName" | "baseUrl" | "apiKey">, model: string, texts: string[], task: EmbedTask): Wire {
  switch (engine.provider) {
    case "openai":
    case "openai-compatible": {
      const base = (engine.provider === "openai" ? engine.baseUrl || "https://api.openai.com/v1" : engine.baseUrl ?? "").replace(/\/+$/, "");
      if (!base) throw new EmbeddingError("This OpenAI-compatible engine has no base URL.", false);
      return {
        url: `${base}/embeddings`,
        headers: { "content-type": "application/json", ...(engine.apiKey ? { authorization: `Bearer ${engine.apiKey}` } : {}) },
        body: { model, input: texts, encoding_format: "float" },
        read: (json) => {
          const data = (json as { data?: { index?: number; embedding?: unknown }[] }).data;
          if (!Array.isArray(data) || data.length !== texts.length) throw new EmbeddingError(`${engine.providerName} answered ${Array.isArray(data) ? data.length : "no"} vectors for ${texts.length} texts.`, false);
          const out: number[][] = new Array<number[]>(texts.length);
          data.forEach((d, i) => {
            if (!isVectorList(d.embedding)) throw new EmbeddingError(`${engine.providerName} answered a vector that is not a list of numbers.`, false);
            out[typeof d.index === "number" ? d.index : i] = d.embedding;
          });
          return out;
        },
      };
    }
    case "google": {
      const name = model.replace(/^models\//, "");
      return {
        url: `https://generativelanguage.googleapis.com/v1beta/models/${encodeURIComponent(name)}:batchEmbedContents`,
        headers: { "content-type": "application/json", ...(engine.apiKey ? { "x-goog-api-key": engine.apiKey } : {}) },
        body: {
          requests: texts.map((text) => ({ model: `models/${name}`, content: { parts: [{ text }] }, taskType: task === "query" ? "RETRIEVAL_QUERY" : "RETRIEVAL_DOCUMENT" })),
        },
        read: (json) => {
          const list = (json as { embeddings?: { values?: unknown }[] }).embeddings;
          if (!Array.isArray(list) || list.length !== texts.length) throw new EmbeddingError(`Gemini answered ${Array.isArray(list) ? list.length : "no"} vectors for ${texts.length} texts.`, false);
          return list.map((e) => {
            if (!isVectorList(e.values)) throw new EmbeddingError("Gemini answered a vector that is not a list of numbers.", false);
            return e.values;
          });
        },
      };
    }
    default:
      throw new EmbeddingError(`${engine.providerName} has no embeddings API: pick an OpenAI, Gemini or OpenAI-compatible engine (Ollama, Mistral) for the knowledge base.`, false);
  }
}

function providerSaid(body: Buffer): string {
  try {
    const j = JSON.parse(body.toString("utf8")) as { error?: { message?: unknown } | string; message?: unknown };
    const m = typeof j.error === "string" ? j.error : typeof j.error?.message === "string" ? j.error.message : typeof j.message === "string" ? j.message : null;
    return m ? ` It said: "${m.slice(0, 200)}"` : "";
  } catch {
    return "";
  }
}

/** Tokens the answer reports (OpenAI-shaped usage); Gemini's batch answer reports none. */
function tokensOf(body: Buffer): number | null {
  try {
    const u = (JSON.parse(body.toString("utf8")) as { usage?: { prompt_tokens?: unknown; total_tokens?: unknown } }).usage;
    const n = u?.prompt_tokens ?? u?.total_tokens;
    return typeof n === "number" ? n : null;
  } catch {
    return null;
  }
}

/** One batch of texts → one vector each, in order. Errors are EmbeddingErrors a person can act on. */
export async function embedTexts(engine: EngineWithKey, model: string, texts: string[], task: EmbedTask, ctx: EmbedContext): Promise<number[][]> {
  if (!texts.length) return [];
  if (engine.problem) throw new EmbeddingError(engine.problem, false);
  if (!engine.enabled) throw new EmbeddingError(`The engine "${engine.label}" is turned off.`, false);
  const wire = embeddingRequest(engine, model, texts, task);
  try {
    await acquireCallSlot(ctx.scope.brandId, env().AI_RATE_LIMIT_PER_MINUTE, ctx.maxWaitMs ?? 0);
  } catch (e) {
    if (e instanceof RateLimitedError) throw new EmbeddingError(e.message, true);
    throw e;
  }
  let res;
  try {
    res = await (ctx.client ?? outbound).request(
      { url: wire.url, method: "POST", headers: wire.headers, body: JSON.stringify(wire.body), timeoutMs: 60_000, maxResponseBytes: 32 * 1024 * 1024, maxRequestBytes: 4 * 1024 * 1024 },
      {
        brandId: ctx.scope.brandId,
        scope: ctx.scope,
        jobId: ctx.jobId ?? null,
        provider: engine.provider,
        purpose: ctx.purpose,
        meter: ({ status, body }) => {
          if (status < 200 || status >= 300) return { model };
          const tokens = tokensOf(body);
          return { tokensIn: tokens, tokensOut: 0, model, costUsd: embeddingCostUsd(model, tokens) };
        },
      },
    );
  } catch (e) {
    if (isOutboundError(e)) throw new EmbeddingError(`${engine.providerName} could not be reached for embeddings: ${e.message}`, e.code !== "blocked");
    throw e;
  }
  if (res.status === 401 || res.status === 403) throw new EmbeddingError(`${engine.providerName} refused the key (HTTP ${res.status}).${providerSaid(res.body)}`, false);
  if (res.status === 404) throw new EmbeddingError(`${engine.providerName} does not offer the embedding model "${model}" at this address (HTTP 404).${providerSaid(res.body)}`, false);
  if (res.status === 429 || res.status >= 500) throw new EmbeddingError(`${engine.providerName} could not embed now (HTTP ${res.status}).${providerSaid(res.body)}`, true);
  if (res.status < 200 || res.status >= 300) throw new EmbeddingError(`${engine.providerName} refused the embedding request (HTTP ${res.status}).${providerSaid(res.body)}`, false);
  let json: unknown;
  try {
    json = JSON.parse(res.body.toString("utf8"));
  } catch {
    throw new EmbeddingError(`${engine.providerName} answered the embedding request with something that is not JSON.`, false);
  }
  const vectors = wire.read(json);
  const dims = vectors[0]!.length;
  if (vectors.some((v) => v.length !== dims)) throw new EmbeddingError(`${engine.providerName} answered vectors of different lengths in one batch.`, false);
  return vectors;
}
