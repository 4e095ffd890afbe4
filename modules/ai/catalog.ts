/**
 * The AI providers an engine can use. `tokenProvider` is the api_tokens provider key (Brand
 * Settings → APIs) whose sealed key the engine uses; OpenAI-compatible servers take any token or none.
 */
export const AI_PROVIDER_KINDS = ["openai", "anthropic", "google", "perplexity", "openai-compatible"] as const;
export type AiProviderKind = (typeof AI_PROVIDER_KINDS)[number];

type AiProviderInfo = {
  kind: AiProviderKind;
  name: string;
  tokenProvider: string | null;
  keyRequired: boolean;
  baseUrlRequired: boolean;
  defaultModel: string;
  /** Under the Model field: where the id comes from, with an example. */
  modelHint: string;
  /** What "web search" means for this provider, or null when it has none to switch. */
  webSearch: string | null;
  /** Answers always come from a live web search (and carry citations). */
  alwaysSearches: boolean;
  hint: string;
};

export const AI_PROVIDERS: Record<AiProviderKind, AiProviderInfo> = {
  openai: {
    kind: "openai",
    name: "OpenAI",
    tokenProvider: "openai",
    keyRequired: true,
    baseUrlRequired: false,
    defaultModel: "gpt-4.1-mini",
    modelHint: "The model's id in the OpenAI API, e.g. gpt-4.1-mini or gpt-4o.",
    webSearch: "Responses API web search",
    alwaysSearches: false,
    hint: "ChatGPT's models. With web search on, answers come from the Responses API with live sources, like ChatGPT search.",
  },
  anthropic: {
    kind: "anthropic",
    name: "Anthropic",
    tokenProvider: "anthropic",
    keyRequired: true,
    baseUrlRequired: false,
    defaultModel: "claude-haiku-4-5",
    modelHint: "The model's id in the Anthropic API, e.g. claude-haiku-4-5 or claude-sonnet-4-5.",
    webSearch: "Claude web search tool",
    alwaysSearches: false,
    hint: "Claude's models.",
  },
  google: {
    kind: "google",
    name: "Google Gemini",
    tokenProvider: "google-gemini",
    keyRequired: true,
    baseUrlRequired: false,
    defaultModel: "gemini-2.5-flash",
    modelHint: "The model's id in the Gemini API, e.g. gemini-2.5-flash or gemini-2.5-pro.",
    webSearch: "Google Search grounding",
    alwaysSearches: false,
    hint: "Gemini. With search grounding on, answers cite the pages Google Search found.",
  },
  perplexity: {
    kind: "perplexity",
    name: "Perplexity",
    tokenProvider: "perplexity",
    keyRequired: true,
    baseUrlRequired: false,
    defaultModel: "sonar",
    modelHint: "A Perplexity Sonar model id, e.g. sonar or sonar-pro.",
    webSearch: null,
    alwaysSearches: true,
    hint: "Sonar models always search the web and return their citations.",
  },
  "openai-compatible": {
    kind: "openai-compatible",
    name: "OpenAI-compatible",
    tokenProvider: null,
    keyRequired: false,
    baseUrlRequired: true,
    defaultModel: "llama3.1",
    modelHint: "The model's id on your OpenAI-compatible server (as its /v1/models lists it), e.g. llama3.1.",
    webSearch: null,
    alwaysSearches: false,
    hint: "Any server speaking the OpenAI chat API: Ollama, vLLM, OpenRouter, Azure OpenAI, LM Studio. Give its base URL (…/v1).",
  },
};

export function isProviderKind(v: string): v is AiProviderKind {
  return (AI_PROVIDER_KINDS as readonly string[]).includes(v);
}

/** The key of the deployment-level engine (AI_* variables); brand engines are keyed by their row id. */
export const DEPLOYMENT_ENGINE_KEY = "deployment";

/**
 * Whether a model takes images in its input, from each provider's documented model capabilities:
 * OpenAI's GPT-4o, GPT-4.1, GPT-4 Turbo, GPT-5 and o-series reasoning models (not o1-mini / o3-mini,
 * not GPT-3.5 or the original GPT-4); every Claude 3 and later model; every Gemini model; no
 * Perplexity Sonar model (their image input is an upload feature of the app, not of the chat API).
 * An OpenAI-compatible server is judged by the model id it serves (Ollama/vLLM/OpenRouter ids), since
 * the API itself says nothing: known vision families (LLaVA, Llama 3.2 Vision and Llama 4, Qwen-VL,
 * Pixtral, Gemma 3, MiniCPM-V, Moondream, and OpenRouter's ids of the families above) can see; any
 * other model is sent text only, which is always safe.
 */
export function seesImages(provider: AiProviderKind, model: string): boolean {
  const id = model.trim().toLowerCase();
  const bare = id.includes("/") ? id.slice(id.lastIndexOf("/") + 1) : id;
  const openai = (m: string) => /^(chatgpt-4o|gpt-4o|gpt-4\.1|gpt-4\.5|gpt-4-turbo|gpt-4-vision|gpt-5|o1(?!-mini)|o3(?!-mini)|o4)/.test(m);
  const claude = (m: string) => /^claude-(3|[a-z]+-(3|4|5|[1-9]\d*))/.test(m) || /^claude-(opus|sonnet|haiku)-\d/.test(m);
  const gemini = (m: string) => /^gemini-/.test(m);
  switch (provider) {
    case "openai":
      return openai(id);
    case "anthropic":
      return claude(id);
    case "google":
      return gemini(id.replace(/^models\//, ""));
    case "perplexity":
      return false;
    case "openai-compatible":
      return (
        openai(bare) ||
        claude(bare) ||
        gemini(bare) ||
        /(llava|bakllava|-vision|vision-|llama-?4|qwen[\d.]*-?vl|pixtral|gemma-?3|minicpm-v|moondream|internvl|phi-?3\.5-vision|phi-?4-multimodal)/.test(bare)
      );
  }
}
