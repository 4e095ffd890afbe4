import { describe, expect, it } from "vitest";
import { seesImages } from "./catalog";

describe("seesImages", () => {
  it("follows each provider's documented image input", () => {
    for (const m of ["gpt-4o", "gpt-4o-mini", "gpt-4.1-mini", "gpt-5", "gpt-5-nano", "o3", "o4-mini", "gpt-4-turbo"]) expect(seesImages("openai", m), m).toBe(true);
    for (const m of ["gpt-3.5-turbo", "gpt-4", "o1-mini", "o3-mini"]) expect(seesImages("openai", m), m).toBe(false);
    for (const m of ["claude-3-haiku-20240307", "claude-3-5-sonnet-latest", "claude-haiku-4-5", "claude-sonnet-4-5", "claude-opus-4-1"]) expect(seesImages("anthropic", m), m).toBe(true);
    expect(seesImages("anthropic", "claude-2.1")).toBe(false);
    expect(seesImages("google", "gemini-2.5-flash")).toBe(true);
    expect(seesImages("google", "models/gemini-2.5-pro")).toBe(true);
    expect(seesImages("perplexity", "sonar-pro")).toBe(false);
  });

  it("judges an OpenAI-compatible server by the model id it serves, text only when unknown", () => {
    for (const m of ["llava:13b", "llama3.2-vision", "qwen2.5-vl-7b-instruct", "openai/gpt-4o", "google/gemini-2.5-flash", "anthropic/claude-3.5-sonnet", "gemma3:12b", "pixtral-12b"])
      expect(seesImages("openai-compatible", m), m).toBe(true);
    for (const m of ["llama3.1", "mistral-7b-instruct", "fake-model", "qwen2.5:7b"]) expect(seesImages("openai-compatible", m), m).toBe(false);
  });
});
