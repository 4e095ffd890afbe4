/**
 * Third-party services a brand can hold an API token for. `hint` says where the token comes from;
 * `pattern` (optional) catches an obviously wrong paste before it is stored.
 */
type ApiProvider = { key: string; name: string; hint: string; pattern?: RegExp; minLength?: number };

export const API_PROVIDERS: readonly ApiProvider[] = [
  { key: "openai", name: "OpenAI", hint: "platform.openai.com → API keys (starts with sk-)", pattern: /^sk-[A-Za-z0-9_-]{20,}$/ },
  { key: "anthropic", name: "Anthropic", hint: "console.anthropic.com → API keys (starts with sk-ant-)", pattern: /^sk-ant-[A-Za-z0-9_-]{20,}$/ },
  { key: "google-gemini", name: "Google Gemini", hint: "aistudio.google.com → Get API key", minLength: 20 },
  { key: "perplexity", name: "Perplexity", hint: "perplexity.ai → Settings → API (starts with pplx-)", pattern: /^pplx-[A-Za-z0-9]{20,}$/ },
  { key: "mistral", name: "Mistral", hint: "console.mistral.ai → API keys", minLength: 20 },
  // DataForSEO authenticates with the API login and password (Basic auth): both are needed, as one value.
  { key: "dataforseo", name: "DataForSEO", hint: "app.dataforseo.com → API access (login:password)", pattern: /^[^:\s]+:\S+$/, minLength: 8 },
  { key: "serpapi", name: "SerpApi", hint: "serpapi.com → Your account → API key", minLength: 20 },
  { key: "serper", name: "Serper", hint: "serper.dev → API key", minLength: 20 },
  { key: "semrush", name: "Semrush", hint: "semrush.com → Subscription info → API units", minLength: 16 },
  { key: "ahrefs", name: "Ahrefs", hint: "ahrefs.com → Account settings → API keys", minLength: 16 },
  { key: "apify", name: "Apify", hint: "console.apify.com → Settings → Integrations (starts with apify_api_)", minLength: 20 },
  { key: "linkedin", name: "LinkedIn", hint: "LinkedIn developer app → Auth → access token", minLength: 16 },
  { key: "meta", name: "Meta (Instagram, Facebook)", hint: "Meta for Developers → your app → access token", minLength: 16 },
  { key: "other", name: "Other", hint: "Any other service; name it in the label.", minLength: 4 },
];

export function getProvider(key: string): ApiProvider | undefined {
  return API_PROVIDERS.find((p) => p.key === key);
}

/** A reason the value cannot be this provider's token, or null. */
export function tokenProblem(providerKey: string, value: string): string | null {
  const provider = getProvider(providerKey);
  if (!provider) return "Choose a provider from the list.";
  if (/\s/.test(value)) return "The token contains spaces or line breaks. Copy it again without them.";
  if (provider.pattern && !provider.pattern.test(value)) return `This does not look like a ${provider.name} token (${provider.hint}).`;
  if (value.length < (provider.minLength ?? 8)) return `This is too short for a ${provider.name} token.`;
  return null;
}

/** What the page may show of a token: its last four characters (fewer for very short tokens). */
export function lastFour(value: string): string {
  return value.length >= 12 ? value.slice(-4) : value.slice(-2);
}

export function maskToken(last4: string): string {
  return `•••• ${last4}`;
}

/** The {variables} of a prompt template, in order of first appearance. */
export function templateVariables(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\{\s*([A-Za-z_][A-Za-z0-9_.-]{0,63})\s*\}/g)) if (!out.includes(m[1]!)) out.push(m[1]!);
  return out;
}

/** Fills {variables}; unknown ones stay as written so a missing value is visible. */
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/\{\s*([A-Za-z_][A-Za-z0-9_.-]{0,63})\s*\}/g, (whole, name: string) => (name in values ? values[name]! : whole));
}
