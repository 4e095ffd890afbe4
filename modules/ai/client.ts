/**
 * The one way server code talks to a model: text or structured output over the Vercel AI SDK, with
 * every HTTP request of the SDK routed through lib/http's outbound client (SSRF guard, timeouts,
 * an audit row with model, tokens and cost). Retries transient failures itself (the SDK's own
 * retries are off so each try is audited with its retry number) and takes a per-brand call slot first.
 */
import { APICallError, generateText, NoObjectGeneratedError, NoOutputGeneratedError, Output, type LanguageModel, type ModelMessage, type ToolSet } from "ai";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { createPerplexity } from "@ai-sdk/perplexity";
import { toJSONSchema, type z } from "zod";
import type { BrandScope } from "@/lib/brand-scope";
import { env } from "@/lib/env";
import { isOutboundError, markCallFailed, outbound, type OutboundClient } from "@/lib/http";
import { AI_PROVIDERS, seesImages } from "./catalog";
import type { EngineWithKey } from "./engines";
import { costUsd, usageFromBody } from "./prices";
import { acquireCallSlot, RateLimitedError } from "./rate-limit";

// The SDK prints feature warnings (e.g. a server without JSON-schema mode) to the console on every
// call; the outcome of each call is in the API-call audit instead.
(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

type AiCallContext = {
  scope: BrandScope;
  /** saio.answer, saio.sentiment, ai.test … — the audit's purpose column. */
  purpose: string;
  jobId?: string | null;
  /** Background work waits for a rate-limit slot this long; a person's click does not wait (0). */
  maxWaitMs?: number;
  /** Tries after the first on a transient failure (default 2). */
  retries?: number;
  /** Whole-call timeout per try (default 90 s: answers with web search are slow). */
  timeoutMs?: number;
  /** Wait before the first retry, doubled for each next one (default 1 s); tests shorten it. */
  backoffMs?: number;
  /** Tests: a client with another guard configuration. */
  client?: OutboundClient;
  /** Request body cap (default 4 MB); calls carrying images raise it by their size. */
  maxRequestBytes?: number;
};

type AiUsage = { tokensIn: number | null; tokensOut: number | null; costUsd: number | null; model: string; latencyMs: number };
type AnswerResult = AiUsage & { text: string; sources: string[] };

/**
 * A failure a person can act on; `retryable` says whether trying again later may help. `usage`:
 * the call was answered and billed, but the answer was unusable — its tokens and cost still count.
 */
export class AiError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status: number | null = null,
    readonly usage: AiUsage | null = null,
  ) {
    super(message);
    this.name = "AiError";
  }
}

function providerMessage(body: string | undefined): string | null {
  if (!body) return null;
  try {
    const j = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const m = typeof j.error === "string" ? j.error : typeof j.error?.message === "string" ? j.error.message : typeof j.message === "string" ? j.message : null;
    return m ? m.slice(0, 300) : null;
  } catch {
    return body.slice(0, 200);
  }
}

/** Turns whatever the SDK or the outbound client threw into a specific, actionable AiError. */
function toAiError(e: unknown, engine: Pick<EngineWithKey, "providerName" | "model">): AiError {
  if (e instanceof AiError) return e;
  if (e instanceof RateLimitedError) return new AiError(e.message, true);
  if (isOutboundError(e)) {
    if (e.code === "blocked") return new AiError(`${engine.providerName} was not called: ${e.message}`, false);
    if (e.code === "timeout") return new AiError(`${engine.providerName} did not answer in time: ${e.message}`, true);
    return new AiError(`${engine.providerName} could not be reached: ${e.message}`, true);
  }
  if (APICallError.isInstance(e)) {
    const status = e.statusCode ?? null;
    if (status !== null && status >= 200 && status < 300) {
      // The SDK reports an answer it could not parse as a call error with the 2xx status.
      const began = (e.responseBody ?? "").trim().slice(0, 60);
      return new AiError(`${engine.providerName} answered (HTTP ${status}) with a body that is not valid JSON${began ? ` (it began "${began}")` : ""}.`, true, status);
    }
    const said = providerMessage(e.responseBody);
    const suffix = said ? ` ${engine.providerName} said: "${said}"` : "";
    if (status === 401 || status === 403) {
      return new AiError(`${engine.providerName} refused the key (HTTP ${status}). Check or replace it under Brand Settings → APIs.${suffix}`, false, status);
    }
    if (status === 404) return new AiError(`${engine.providerName} does not offer the model "${engine.model}" at this address (HTTP 404).${suffix}`, false, status);
    if (status === 429) return new AiError(`${engine.providerName} is rate-limiting or out of quota (HTTP 429).${suffix}`, true, status);
    if (status !== null && status >= 500) return new AiError(`${engine.providerName} had a server error (HTTP ${status}).${suffix}`, true, status);
    return new AiError(`${engine.providerName} refused the request${status ? ` (HTTP ${status})` : ""}.${suffix}`, e.isRetryable, status);
  }
  const message = e instanceof Error ? e.message : String(e);
  return new AiError(`${engine.providerName} gave no usable answer: ${message.slice(0, 300)}`, false);
}

function requestHeaders(init: RequestInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init?.headers).forEach((v, k) => {
    // The outbound client reads raw bytes: ask for them uncompressed.
    if (k !== "accept-encoding") out[k] = v;
  });
  return out;
}

async function requestBody(init: RequestInit | undefined): Promise<string | Uint8Array | undefined> {
  const b = init?.body;
  if (b == null) return undefined;
  if (typeof b === "string") return b;
  return new Uint8Array(await new Response(b).arrayBuffer());
}

const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/**
 * A fetch for the SDK that goes through the outbound client and meters tokens and cost per call.
 * `audited` collects the audit row ids of the calls it made (to mark one failed when its answer is unusable).
 */
function meteredFetch(engine: EngineWithKey, ctx: AiCallContext, retry: number, audited: string[] = []): typeof fetch {
  const client = ctx.client ?? outbound;
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const res = await client.request(
      {
        url,
        method: (init?.method ?? "GET").toUpperCase() as "GET" | "POST",
        headers: requestHeaders(init),
        body: await requestBody(init),
        timeoutMs: ctx.timeoutMs ?? 90_000,
        maxResponseBytes: MAX_ANSWER_BYTES,
        maxRequestBytes: ctx.maxRequestBytes ?? 4 * 1024 * 1024,
      },
      {
        brandId: ctx.scope.brandId,
        scope: ctx.scope,
        jobId: ctx.jobId ?? null,
        provider: engine.provider,
        purpose: ctx.purpose,
        retry,
        meter: ({ status, body }) => {
          if (status < 200 || status >= 300) return { model: engine.model };
          const u = usageFromBody(body);
          return { tokensIn: u.tokensIn, tokensOut: u.tokensOut, model: u.model ?? engine.model, costUsd: u.costUsd ?? costUsd(engine.price, u.tokensIn, u.tokensOut) };
        },
      },
    );
    audited.push(res.auditId);
    if (res.truncated) {
      // Handing the SDK a cut-off body would surface as "invalid JSON"; say what happened instead.
      const message = `${engine.providerName} answered with more than ${MAX_ANSWER_BYTES / 1024 / 1024} MB; the answer was not read.`;
      await markCallFailed({ id: res.auditId, brandId: ctx.scope.brandId, scope: ctx.scope }, "too_large", message);
      throw new AiError(message, false, res.status);
    }
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) {
      if (v === undefined || k === "content-length" || k === "transfer-encoding" || k === "content-encoding") continue;
      headers.set(k, Array.isArray(v) ? v.join(", ") : v);
    }
    return new Response(res.status === 204 || res.status === 304 ? null : new Uint8Array(res.body), { status: res.status, headers });
  }) as typeof fetch;
}

/**
 * Provider packages pin their own copy of @ai-sdk/provider-utils, so their tool types differ from
 * the `ai` package's nominally; at runtime the schema marker is a Symbol.for and they interoperate.
 */
function toolSet(tools: Record<string, unknown>): ToolSet {
  return tools as unknown as ToolSet;
}

/**
 * `jsonSchema` (OpenAI-compatible only): send the output schema as response_format json_schema
 * (vLLM, Ollama, llama.cpp, LM Studio, OpenRouter honour it) instead of the schema-less json_object.
 */
function modelFor(engine: EngineWithKey, fetchImpl: typeof fetch, search: boolean, jsonSchema = false): { model: LanguageModel; tools?: ToolSet } {
  const apiKey = engine.apiKey ?? undefined;
  switch (engine.provider) {
    case "openai": {
      const p = createOpenAI({ apiKey, fetch: fetchImpl });
      return { model: p.responses(engine.model), tools: search ? toolSet({ web_search: p.tools.webSearch({}) }) : undefined };
    }
    case "anthropic": {
      const p = createAnthropic({ apiKey, fetch: fetchImpl });
      return { model: p(engine.model), tools: search ? toolSet({ web_search: p.tools.webSearch_20250305({ maxUses: 3 }) }) : undefined };
    }
    case "google": {
      const p = createGoogleGenerativeAI({ apiKey, fetch: fetchImpl });
      return { model: p(engine.model), tools: search ? toolSet({ google_search: p.tools.googleSearch({}) }) : undefined };
    }
    case "perplexity":
      return { model: createPerplexity({ apiKey, fetch: fetchImpl })(engine.model) };
    case "openai-compatible": {
      if (!engine.baseUrl) throw new AiError("This OpenAI-compatible engine has no base URL.", false);
      const p = createOpenAICompatible({ name: "openai-compatible", baseURL: engine.baseUrl, apiKey, fetch: fetchImpl, includeUsage: true, supportsStructuredOutputs: jsonSchema });
      return { model: p.chatModel(engine.model) };
    }
  }
}

function assertCallable(engine: EngineWithKey): void {
  const info = AI_PROVIDERS[engine.provider];
  if (engine.problem) throw new AiError(engine.problem, false);
  if (info.keyRequired && !engine.apiKey) throw new AiError(engine.problem ?? `No ${info.name} key is configured for this engine.`, false);
  if (!engine.enabled) throw new AiError(`The engine "${engine.label}" is turned off.`, false);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function withRetries<T>(engine: EngineWithKey, ctx: AiCallContext, once: (retry: number) => Promise<T>): Promise<T> {
  assertCallable(engine);
  const retries = ctx.retries ?? 2;
  for (let retry = 0; ; retry++) {
    try {
      await acquireCallSlot(ctx.scope.brandId, env().AI_RATE_LIMIT_PER_MINUTE, ctx.maxWaitMs ?? 0);
      return await once(retry);
    } catch (e) {
      const err = toAiError(e, engine);
      if (!err.retryable || retry >= retries) throw err;
      await sleep(Math.min((ctx.backoffMs ?? 1_000) * 2 ** retry, 8_000) * (0.8 + Math.random() * 0.4));
    }
  }
}

function usageOf(engine: EngineWithKey, usage: { inputTokens?: number; outputTokens?: number } | undefined, modelId: string | undefined, started: number): AiUsage {
  const tokensIn = usage?.inputTokens ?? null;
  const tokensOut = usage?.outputTokens ?? null;
  return { tokensIn, tokensOut, costUsd: costUsd(engine.price, tokensIn, tokensOut), model: modelId ?? engine.model, latencyMs: Date.now() - started };
}

/**
 * Asks the engine a question the way a user of its assistant would (its web search on when the
 * engine has it), returning the answer text and the URLs it cited.
 */
export async function generateAnswer(engine: EngineWithKey, req: { system?: string; prompt: string; maxOutputTokens?: number }, ctx: AiCallContext): Promise<AnswerResult> {
  return withRetries(engine, ctx, async (retry) => {
    const started = Date.now();
    const { model, tools } = modelFor(engine, meteredFetch(engine, ctx, retry), engine.webSearch);
    const result = await generateText({ model, tools, system: req.system, prompt: req.prompt, maxOutputTokens: req.maxOutputTokens ?? 1_500, maxRetries: 0 });
    const sources = result.sources.flatMap((s) => (s.sourceType === "url" ? [s.url] : []));
    return { text: result.text, sources: [...new Set(sources)], ...usageOf(engine, result.usage, result.response?.modelId, started) };
  });
}

/** Why a model's answer did not give the object: not JSON, or which fields broke the schema. */
function outputProblem(e: NoObjectGeneratedError | NoOutputGeneratedError): string {
  if (NoOutputGeneratedError.isInstance(e)) return "the answer was empty";
  const issues = (e.cause as { cause?: { issues?: { path: PropertyKey[]; message: string }[] } } | undefined)?.cause?.issues;
  if (issues?.length) {
    return `it does not match the required shape (${issues
      .slice(0, 3)
      .map((i) => `${i.path.map(String).join(".") || "the object"}: ${i.message}`)
      .join("; ")})`;
  }
  const text = (e.text ?? "").trim();
  return text ? `it is not a JSON object (it began "${text.slice(0, 60)}")` : "the answer was empty";
}

/** A 400 from a server that does not know response_format json_schema (it then gets json_object). */
function refusesJsonSchema(e: unknown): boolean {
  return APICallError.isInstance(e) && e.statusCode === 400 && /response_format|json_schema/i.test(`${e.responseBody ?? ""} ${e.message}`);
}

/** An image for a multimodal model: the stored bytes and their (sniffed) media type. */
export type AiImage = { bytes: Uint8Array; mediaType: string };

/** Whether the engine's model takes images (the catalog's documented capabilities). */
export function engineSeesImages(engine: Pick<EngineWithKey, "provider" | "model">): boolean {
  return seesImages(engine.provider, engine.model);
}

/**
 * The prompt as one user message: its text, then the images as the AI SDK's image parts (which each
 * provider package sends in its own documented shape — an image_url data URL for OpenAI's Chat
 * Completions and compatible servers, input_image for the Responses API, a base64 source for
 * Anthropic, inline_data for Gemini). Without images the plain prompt is sent.
 */
function userContent(engine: EngineWithKey, prompt: string, images: readonly AiImage[] | undefined): { prompt: string } | { messages: ModelMessage[] } {
  if (!images?.length) return { prompt };
  // A caller that attached images to a text-only model has a bug: refuse rather than send what the provider would reject.
  if (!engineSeesImages(engine)) throw new AiError(`${engine.label} (${engine.model}) does not take images; describe them in text instead.`, false);
  return { messages: [{ role: "user", content: [{ type: "text", text: prompt }, ...images.map((i) => ({ type: "image" as const, image: i.bytes, mediaType: i.mediaType }))] }] };
}

/**
 * Structured output validated against `schema` (classification, sentiment, suggestions); no web search.
 * The schema goes into the request where the provider takes one (OpenAI, Anthropic, Gemini,
 * Perplexity, OpenAI-compatible servers with json_schema); for OpenAI-compatible servers it is also
 * spelled out in the system prompt, since many local models ignore response_format. An answer that
 * does not validate is an AiError naming the engine and the reason, and its audit row is marked
 * failed (invalid_output) — its tokens and cost stay, because the provider billed them.
 */
export async function generateStructured<T>(
  engine: EngineWithKey,
  req: { system?: string; prompt: string; images?: readonly AiImage[]; schema: z.ZodType<T>; name?: string; maxOutputTokens?: number },
  ctx: AiCallContext,
): Promise<AiUsage & { value: T }> {
  const input = userContent(engine, req.prompt, req.images);
  // Images travel base64-encoded (4 bytes per 3) inside the JSON body.
  if (req.images?.length) ctx = { ...ctx, maxRequestBytes: 4 * 1024 * 1024 + Math.ceil(req.images.reduce((n, i) => n + i.bytes.length, 0) * 1.4) };
  const compatible = engine.provider === "openai-compatible";
  const system = compatible
    ? [req.system, `Reply with only a JSON object, no prose and no code fence, that matches this JSON Schema:\n${JSON.stringify(toJSONSchema(req.schema))}`].filter(Boolean).join("\n\n")
    : req.system;
  let jsonSchema = compatible;
  return withRetries(engine, ctx, async (retry) => {
    const audited: string[] = [];
    let started = Date.now();
    const call = async () => {
      started = Date.now();
      const { model } = modelFor(engine, meteredFetch(engine, ctx, retry, audited), false, jsonSchema);
      const result = await generateText({
        model,
        system,
        ...input,
        output: Output.object({ schema: req.schema, name: req.name }),
        maxOutputTokens: req.maxOutputTokens ?? 1_000,
        maxRetries: 0,
      });
      return { value: result.output as T, ...usageOf(engine, result.usage, result.response?.modelId, started) };
    };
    try {
      try {
        return await call();
      } catch (e) {
        if (!jsonSchema || !refusesJsonSchema(e)) throw e;
        jsonSchema = false;
        return await call();
      }
    } catch (e) {
      if (!NoObjectGeneratedError.isInstance(e) && !NoOutputGeneratedError.isInstance(e)) throw e;
      const message = `${engine.label} (${engine.providerName}, ${engine.model}) answered, but ${outputProblem(e)}.`;
      const last = audited.at(-1);
      if (last) await markCallFailed({ id: last, brandId: ctx.scope.brandId, scope: ctx.scope }, "invalid_output", message);
      throw new AiError(message, false, null, usageOf(engine, e instanceof NoObjectGeneratedError ? e.usage : undefined, e instanceof NoObjectGeneratedError ? e.response?.modelId : undefined, started));
    }
  });
}
