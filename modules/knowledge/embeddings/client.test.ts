import { describe, expect, it } from "vitest";
import { embeddingCostUsd, embeddingRequest, EmbeddingError } from "./client";

const openai = { provider: "openai" as const, providerName: "OpenAI", baseUrl: null, apiKey: "sk-test" };

describe("embedding requests", () => {
  it("OpenAI: POST /v1/embeddings with the input list, answers read by index", () => {
    const w = embeddingRequest(openai, "text-embedding-3-small", ["a", "b"], "document");
    expect(w.url).toBe("https://api.openai.com/v1/embeddings");
    expect(w.headers.authorization).toBe("Bearer sk-test");
    expect(w.body).toEqual({ model: "text-embedding-3-small", input: ["a", "b"], encoding_format: "float" });
    expect(w.read({ data: [{ index: 1, embedding: [0, 1] }, { index: 0, embedding: [1, 0] }] })).toEqual([[1, 0], [0, 1]]);
    expect(() => w.read({ data: [{ index: 0, embedding: [1] }] })).toThrow(EmbeddingError);
    expect(() => w.read({ data: [{ index: 0, embedding: ["x"] }, { index: 1, embedding: [1] }] })).toThrow(/not a list of numbers/);
  });

  it("OpenAI-compatible (Ollama, Mistral): the engine's base URL, no key header without a key", () => {
    const w = embeddingRequest({ provider: "openai-compatible", providerName: "OpenAI-compatible", baseUrl: "https://api.mistral.ai/v1/", apiKey: null }, "mistral-embed", ["a"], "query");
    expect(w.url).toBe("https://api.mistral.ai/v1/embeddings");
    expect(w.headers.authorization).toBeUndefined();
    expect(() => embeddingRequest({ provider: "openai-compatible", providerName: "X", baseUrl: null, apiKey: null }, "m", ["a"], "query")).toThrow(/no base URL/);
  });

  it("Gemini: batchEmbedContents with the retrieval task type, key in x-goog-api-key", () => {
    const w = embeddingRequest({ provider: "google", providerName: "Google Gemini", baseUrl: null, apiKey: "g-key" }, "gemini-embedding-001", ["q"], "query");
    expect(w.url).toBe("https://generativelanguage.googleapis.com/v1beta/models/gemini-embedding-001:batchEmbedContents");
    expect(w.headers["x-goog-api-key"]).toBe("g-key");
    expect(w.body).toEqual({ requests: [{ model: "models/gemini-embedding-001", content: { parts: [{ text: "q" }] }, taskType: "RETRIEVAL_QUERY" }] });
    expect(w.read({ embeddings: [{ values: [0.1, 0.2] }] })).toEqual([[0.1, 0.2]]);
  });

  it("providers without an embeddings API say which to pick", () => {
    expect(() => embeddingRequest({ provider: "anthropic", providerName: "Anthropic", baseUrl: null, apiKey: "k" }, "m", ["a"], "query")).toThrow(/Anthropic has no embeddings API/);
  });

  it("prices embedding tokens per model; unknown models have no cost", () => {
    expect(embeddingCostUsd("text-embedding-3-small", 1_000_000)).toBe(0.02);
    expect(embeddingCostUsd("nomic-embed-text", 1_000)).toBeNull();
  });
});
