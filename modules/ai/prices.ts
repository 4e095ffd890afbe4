/**
 * Model prices (USD per million tokens, list prices of late 2025) and the usage a provider reports
 * in its response body. An engine may override the price (OpenRouter, Azure, self-hosted); a model
 * found nowhere has no price, and its calls are audited with tokens but no cost.
 */
export type Price = { inPerMTok: number; outPerMTok: number };

// Longest matching prefix wins, so "gpt-4o-mini-2024-07-18" prices as gpt-4o-mini, not gpt-4o.
const PRICES: Record<string, Price> = {
  "gpt-5-nano": { inPerMTok: 0.05, outPerMTok: 0.4 },
  "gpt-5-mini": { inPerMTok: 0.25, outPerMTok: 2 },
  "gpt-5": { inPerMTok: 1.25, outPerMTok: 10 },
  "gpt-4.1-nano": { inPerMTok: 0.1, outPerMTok: 0.4 },
  "gpt-4.1-mini": { inPerMTok: 0.4, outPerMTok: 1.6 },
  "gpt-4.1": { inPerMTok: 2, outPerMTok: 8 },
  "gpt-4o-mini": { inPerMTok: 0.15, outPerMTok: 0.6 },
  "gpt-4o": { inPerMTok: 2.5, outPerMTok: 10 },
  "o4-mini": { inPerMTok: 1.1, outPerMTok: 4.4 },
  o3: { inPerMTok: 2, outPerMTok: 8 },
  "claude-haiku-4-5": { inPerMTok: 1, outPerMTok: 5 },
  "claude-3-5-haiku": { inPerMTok: 0.8, outPerMTok: 4 },
  "claude-sonnet-4": { inPerMTok: 3, outPerMTok: 15 },
  "claude-3-7-sonnet": { inPerMTok: 3, outPerMTok: 15 },
  "claude-opus-4-5": { inPerMTok: 5, outPerMTok: 25 },
  "claude-opus-4": { inPerMTok: 15, outPerMTok: 75 },
  "gemini-2.5-pro": { inPerMTok: 1.25, outPerMTok: 10 },
  "gemini-2.5-flash-lite": { inPerMTok: 0.1, outPerMTok: 0.4 },
  "gemini-2.5-flash": { inPerMTok: 0.3, outPerMTok: 2.5 },
  "gemini-2.0-flash": { inPerMTok: 0.1, outPerMTok: 0.4 },
  "sonar-reasoning-pro": { inPerMTok: 2, outPerMTok: 8 },
  "sonar-reasoning": { inPerMTok: 1, outPerMTok: 5 },
  "sonar-pro": { inPerMTok: 3, outPerMTok: 15 },
  sonar: { inPerMTok: 1, outPerMTok: 1 },
};

/** The price of a model: the engine's override, else the table (provider prefixes like "openai/" ignored). */
export function priceFor(model: string, override?: { inPerMTok: number | null; outPerMTok: number | null } | null): Price | null {
  if (override && override.inPerMTok != null && override.outPerMTok != null) return { inPerMTok: override.inPerMTok, outPerMTok: override.outPerMTok };
  const name = model.toLowerCase().replace(/^.*\//, "");
  let best: string | null = null;
  for (const prefix of Object.keys(PRICES)) {
    if (name.startsWith(prefix) && (best === null || prefix.length > best.length)) best = prefix;
  }
  return best ? PRICES[best]! : null;
}

export function costUsd(price: Price | null, tokensIn: number | null, tokensOut: number | null): number | null {
  if (!price || tokensIn == null || tokensOut == null) return null;
  return Math.round(((tokensIn * price.inPerMTok + tokensOut * price.outPerMTok) / 1_000_000) * 1e6) / 1e6;
}

type ReportedUsage = { tokensIn: number | null; tokensOut: number | null; model: string | null; costUsd: number | null };

function num(v: unknown): number | null {
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

/**
 * The usage a provider's JSON answer reports: OpenAI chat (`prompt_tokens`), OpenAI Responses and
 * Anthropic (`input_tokens`), Gemini (`usageMetadata`), Perplexity (also `usage.cost.total_cost`).
 */
export function usageFromBody(body: Buffer | string): ReportedUsage {
  const none: ReportedUsage = { tokensIn: null, tokensOut: null, model: null, costUsd: null };
  let json: unknown;
  try {
    json = JSON.parse(typeof body === "string" ? body : body.toString("utf8"));
  } catch {
    return none;
  }
  if (!json || typeof json !== "object") return none;
  const o = json as Record<string, unknown>;
  const model = typeof o.model === "string" ? o.model : typeof o.modelVersion === "string" ? o.modelVersion : null;
  const usage = (o.usage ?? null) as Record<string, unknown> | null;
  if (usage && typeof usage === "object") {
    const cost = usage.cost as Record<string, unknown> | undefined;
    return {
      tokensIn: num(usage.prompt_tokens) ?? num(usage.input_tokens),
      tokensOut: num(usage.completion_tokens) ?? num(usage.output_tokens),
      model,
      costUsd: cost && typeof cost === "object" ? num(cost.total_cost) : null,
    };
  }
  const meta = (o.usageMetadata ?? null) as Record<string, unknown> | null;
  if (meta && typeof meta === "object") {
    const out = (num(meta.candidatesTokenCount) ?? 0) + (num(meta.thoughtsTokenCount) ?? 0);
    return { tokensIn: num(meta.promptTokenCount), tokensOut: out, model, costUsd: null };
  }
  return { ...none, model };
}
