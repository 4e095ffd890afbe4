import { describe, expect, it } from "vitest";
import { costUsd, priceFor, usageFromBody } from "./prices";

describe("priceFor", () => {
  it("prices a model by its longest matching prefix", () => {
    expect(priceFor("gpt-4o")).toEqual({ inPerMTok: 2.5, outPerMTok: 10 });
    // A dated snapshot of the mini model is the mini model, not gpt-4o.
    expect(priceFor("gpt-4o-mini-2024-07-18")).toEqual({ inPerMTok: 0.15, outPerMTok: 0.6 });
    expect(priceFor("gpt-4.1-nano")).toEqual({ inPerMTok: 0.1, outPerMTok: 0.4 });
    expect(priceFor("gemini-2.5-flash-lite-preview")).toEqual({ inPerMTok: 0.1, outPerMTok: 0.4 });
    expect(priceFor("gemini-2.5-flash")).toEqual({ inPerMTok: 0.3, outPerMTok: 2.5 });
    expect(priceFor("sonar-reasoning-pro")).toEqual({ inPerMTok: 2, outPerMTok: 8 });
    expect(priceFor("sonar")).toEqual({ inPerMTok: 1, outPerMTok: 1 });
    expect(priceFor("claude-opus-4-5-20251101")).toEqual({ inPerMTok: 5, outPerMTok: 25 });
    expect(priceFor("claude-opus-4-1")).toEqual({ inPerMTok: 15, outPerMTok: 75 });
  });

  it("ignores case and a router's provider prefix", () => {
    expect(priceFor("openai/GPT-4o-mini")).toEqual({ inPerMTok: 0.15, outPerMTok: 0.6 });
    expect(priceFor("anthropic/claude-haiku-4-5")).toEqual({ inPerMTok: 1, outPerMTok: 5 });
  });

  it("has no price for a model it does not know", () => {
    expect(priceFor("llama3.1:8b")).toBeNull();
    expect(priceFor("")).toBeNull();
    // A prefix of a known name is not that model.
    expect(priceFor("gpt-4")).toBeNull();
  });

  it("takes an engine's override only when both prices are set", () => {
    expect(priceFor("llama3.1", { inPerMTok: 0.2, outPerMTok: 0.6 })).toEqual({ inPerMTok: 0.2, outPerMTok: 0.6 });
    expect(priceFor("gpt-4o", { inPerMTok: 0, outPerMTok: 0 })).toEqual({ inPerMTok: 0, outPerMTok: 0 });
    expect(priceFor("gpt-4o", { inPerMTok: 1, outPerMTok: null })).toEqual({ inPerMTok: 2.5, outPerMTok: 10 });
    expect(priceFor("llama3.1", { inPerMTok: null, outPerMTok: 3 })).toBeNull();
    expect(priceFor("gpt-4o", null)).toEqual({ inPerMTok: 2.5, outPerMTok: 10 });
  });
});

describe("costUsd", () => {
  it("is tokens × price per million, rounded to a millionth of a dollar", () => {
    expect(costUsd({ inPerMTok: 2, outPerMTok: 10 }, 120, 30)).toBe(0.00054);
    expect(costUsd({ inPerMTok: 2.5, outPerMTok: 10 }, 1_000_000, 1_000_000)).toBe(12.5);
    expect(costUsd({ inPerMTok: 0.15, outPerMTok: 0.6 }, 1, 1)).toBe(0.000001);
    expect(costUsd({ inPerMTok: 0.15, outPerMTok: 0.6 }, 0, 0)).toBe(0);
  });

  it("is unknown without a price or a token count", () => {
    expect(costUsd(null, 100, 100)).toBeNull();
    expect(costUsd({ inPerMTok: 1, outPerMTok: 1 }, null, 100)).toBeNull();
    expect(costUsd({ inPerMTok: 1, outPerMTok: 1 }, 100, null)).toBeNull();
  });
});

describe("usageFromBody", () => {
  it("reads OpenAI chat completions usage", () => {
    const body = JSON.stringify({
      id: "chatcmpl-1",
      object: "chat.completion",
      model: "gpt-4o-mini-2024-07-18",
      choices: [{ index: 0, message: { role: "assistant", content: "Hi" }, finish_reason: "stop" }],
      usage: { prompt_tokens: 42, completion_tokens: 7, total_tokens: 49 },
    });
    expect(usageFromBody(body)).toEqual({ tokensIn: 42, tokensOut: 7, model: "gpt-4o-mini-2024-07-18", costUsd: null });
    expect(usageFromBody(Buffer.from(body))).toEqual({ tokensIn: 42, tokensOut: 7, model: "gpt-4o-mini-2024-07-18", costUsd: null });
  });

  it("reads OpenAI Responses API usage", () => {
    const body = { id: "resp_1", object: "response", model: "gpt-4.1-mini", output: [], usage: { input_tokens: 310, output_tokens: 95, total_tokens: 405, output_tokens_details: { reasoning_tokens: 0 } } };
    expect(usageFromBody(JSON.stringify(body))).toEqual({ tokensIn: 310, tokensOut: 95, model: "gpt-4.1-mini", costUsd: null });
  });

  it("reads Anthropic messages usage", () => {
    const body = { id: "msg_1", type: "message", model: "claude-haiku-4-5", content: [{ type: "text", text: "Hi" }], usage: { input_tokens: 25, output_tokens: 12, cache_read_input_tokens: 0 } };
    expect(usageFromBody(JSON.stringify(body))).toEqual({ tokensIn: 25, tokensOut: 12, model: "claude-haiku-4-5", costUsd: null });
  });

  it("reads Gemini usageMetadata, counting thinking tokens as output", () => {
    const body = {
      candidates: [{ content: { parts: [{ text: "Hi" }] } }],
      usageMetadata: { promptTokenCount: 18, candidatesTokenCount: 40, thoughtsTokenCount: 60, totalTokenCount: 118 },
      modelVersion: "gemini-2.5-flash",
    };
    expect(usageFromBody(JSON.stringify(body))).toEqual({ tokensIn: 18, tokensOut: 100, model: "gemini-2.5-flash", costUsd: null });
    const noThoughts = { usageMetadata: { promptTokenCount: 5, candidatesTokenCount: 6 }, modelVersion: "gemini-2.0-flash" };
    expect(usageFromBody(JSON.stringify(noThoughts))).toEqual({ tokensIn: 5, tokensOut: 6, model: "gemini-2.0-flash", costUsd: null });
  });

  it("takes Perplexity's own cost, which includes its search fees", () => {
    const body = {
      id: "p-1",
      model: "sonar",
      citations: ["https://example.com/a"],
      usage: { prompt_tokens: 9, completion_tokens: 120, total_tokens: 129, search_context_size: "low", cost: { input_tokens_cost: 0.000009, output_tokens_cost: 0.00012, request_cost: 0.005, total_cost: 0.005129 } },
    };
    expect(usageFromBody(JSON.stringify(body))).toEqual({ tokensIn: 9, tokensOut: 120, model: "sonar", costUsd: 0.005129 });
  });

  it("reports nothing for bodies without usage, errors and non-JSON", () => {
    expect(usageFromBody("not json")).toEqual({ tokensIn: null, tokensOut: null, model: null, costUsd: null });
    expect(usageFromBody("null")).toEqual({ tokensIn: null, tokensOut: null, model: null, costUsd: null });
    expect(usageFromBody(JSON.stringify({ error: { message: "bad key" } }))).toEqual({ tokensIn: null, tokensOut: null, model: null, costUsd: null });
    expect(usageFromBody(JSON.stringify({ model: "m" }))).toEqual({ tokensIn: null, tokensOut: null, model: "m", costUsd: null });
    // Counts that are not finite numbers are not counts.
    expect(usageFromBody(JSON.stringify({ usage: { prompt_tokens: "12", completion_tokens: null } }))).toEqual({ tokensIn: null, tokensOut: null, model: null, costUsd: null });
  });
});
