/**
 * /integrations: the deployment's and the brand's connected services with status, last call and
 * last error. Brand data comes from the owning modules' exported queries and from the API-call
 * ledger, so a provider module added later shows up here as soon as it makes calls.
 */
import { and, desc, eq, gte, ne, sql } from "drizzle-orm";
import { isEmbedded } from "@/db/client";
import { apiCalls } from "@/db/schema";
import { countJobsByStatus } from "@/lib/jobs";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { env, type Env } from "@/lib/env";
import { hostOf, parseAllowList } from "@/lib/http";
import { AI_PROVIDERS, isProviderKind } from "@/modules/ai/catalog";
import { listEngines, type EngineSummary } from "@/modules/ai/engines";
import { getProvider } from "@/modules/brand-settings/providers";
import { listApiTokens } from "@/modules/brand-settings/queries";
import { deploymentWebhooks, getAgentWebhook, listWebhookEndpoints } from "@/modules/webhooks/queries";

export type ServiceStatus = "ok" | "failing" | "disabled" | "idle" | "not_configured";

export type BrandService = {
  key: string;
  name: string;
  kind: string;
  detail: string | null;
  status: ServiceStatus;
  statusNote: string | null;
  lastCallAt: Date | null;
  lastStatus: number | null;
  lastError: string | null;
  calls30d: number | null;
  href: string;
};

type ProviderActivity = {
  provider: string;
  /** The audit's provider value of the latest call, for the link to the API calls audit. */
  auditProvider: string;
  lastCallAt: Date;
  lastStatus: number | null;
  lastOk: boolean;
  calls: number;
  failed: number;
  lastError: string | null;
  lastErrorAt: Date | null;
};

/** Which brand key made calls of an audit provider kind to a host: from the engines that use a key. */
type KeyRoutes = Map<string, string>;

const routeKey = (provider: string, host: string | null) => `${provider}|${host ?? "*"}`;

/**
 * An engine's calls are audited under its provider kind (openai-compatible, google…) and host; the
 * engine's key decides whose calls they are. An OpenAI-compatible engine on OpenRouter whose key is
 * stored as "Other" is that key's traffic, not an unnamed server's. The engine's host tells two
 * OpenAI-compatible engines apart (a keyless Ollama and a keyed OpenRouter); hosted providers have
 * one host, so their kind alone routes.
 */
function keyRoutes(engines: EngineSummary[], tokens: { id: string; provider: string }[]): KeyRoutes {
  const providerOf = new Map(tokens.map((t) => [t.id, t.provider]));
  const routes: KeyRoutes = new Map();
  for (const e of engines) {
    const token = e.apiTokenId ? providerOf.get(e.apiTokenId) : undefined;
    if (!token) continue;
    routes.set(routeKey(e.provider, e.baseUrl ? hostOf(e.baseUrl) : null), token);
  }
  return routes;
}

/** The service a call belongs to: the key its engine uses, else the provider's usual key kind (google → google-gemini). */
function serviceKey(provider: string, host: string, routes: KeyRoutes): string {
  const routed = routes.get(routeKey(provider, host)) ?? routes.get(routeKey(provider, null));
  if (routed) return routed;
  return isProviderKind(provider) ? (AI_PROVIDERS[provider].tokenProvider ?? provider) : provider;
}

/** Audit provider values that are no brand-key kind, named for people (the Google connection's calls). */
const LEDGER_NAMES: Record<string, string> = { "google-oauth": "Google OAuth (Search Console and Analytics connection)", google_ads: "Google Ads API", microsoft_ads: "Microsoft Advertising API" };

/** SEO data providers and Google's data APIs: listed in their own section with spend (modules/seo/queries/provider-activity.ts). */
const SEO_SECTION = new Set(["dataforseo", "serpapi", "serper", "gsc", "ga4"]);

const AI_TOKEN_PROVIDERS = new Set(Object.values(AI_PROVIDERS).flatMap((p) => (p.tokenProvider ? [p.tokenProvider] : [])));

function merge(a: ProviderActivity, b: ProviderActivity): ProviderActivity {
  const later = b.lastCallAt > a.lastCallAt ? b : a;
  const laterError = (b.lastErrorAt?.getTime() ?? 0) > (a.lastErrorAt?.getTime() ?? 0) ? b : a;
  return {
    ...later,
    provider: a.provider,
    calls: a.calls + b.calls,
    failed: a.failed + b.failed,
    lastError: laterError.lastError,
    lastErrorAt: laterError.lastErrorAt,
  };
}

async function providerActivity(scope: BrandScope, routes: KeyRoutes): Promise<Map<string, ProviderActivity>> {
  return withScope(scope, async (tx) => {
    const since = new Date(Date.now() - 30 * 86_400_000);
    const rows = await tx
      .select({
        provider: apiCalls.provider,
        host: apiCalls.host,
        calls: sql<number>`count(*)::int`,
        failed: sql<number>`(count(*) filter (where not ${apiCalls.ok}))::int`,
        lastCallAt: sql<string>`max(${apiCalls.createdAt})::text`,
      })
      .from(apiCalls)
      .where(and(eq(apiCalls.brandId, scope.brandId), ne(apiCalls.provider, "webhook"), gte(apiCalls.createdAt, since)))
      .groupBy(apiCalls.provider, apiCalls.host);
    const mine = and(eq(apiCalls.brandId, scope.brandId), ne(apiCalls.provider, "webhook"));
    const lastCalls = await tx
      .selectDistinctOn([apiCalls.provider, apiCalls.host], { provider: apiCalls.provider, host: apiCalls.host, status: apiCalls.status, ok: apiCalls.ok })
      .from(apiCalls)
      .where(mine)
      .orderBy(apiCalls.provider, apiCalls.host, desc(apiCalls.createdAt));
    const lastFailures = await tx
      .selectDistinctOn([apiCalls.provider, apiCalls.host], {
        provider: apiCalls.provider,
        host: apiCalls.host,
        status: apiCalls.status,
        code: apiCalls.errorCode,
        message: apiCalls.errorMessage,
        at: apiCalls.createdAt,
      })
      .from(apiCalls)
      .where(and(mine, eq(apiCalls.ok, false)))
      .orderBy(apiCalls.provider, apiCalls.host, desc(apiCalls.createdAt));
    const last = new Map(lastCalls.map((r) => [routeKey(r.provider, r.host), r]));
    const failure = new Map(lastFailures.map((r) => [routeKey(r.provider, r.host), r]));
    const out = new Map<string, ProviderActivity>();
    for (const r of rows) {
      const l = last.get(routeKey(r.provider, r.host));
      const f = failure.get(routeKey(r.provider, r.host));
      const key = serviceKey(r.provider, r.host, routes);
      const activity: ProviderActivity = {
        provider: key,
        auditProvider: r.provider,
        calls: r.calls,
        failed: r.failed,
        lastCallAt: new Date(r.lastCallAt),
        lastStatus: l?.status ?? null,
        lastOk: l?.ok ?? true,
        lastError: f ? (f.message ?? (f.status ? `HTTP ${f.status}` : f.code)) : null,
        lastErrorAt: f ? f.at : null,
      };
      const seen = out.get(key);
      out.set(key, seen ? merge(seen, activity) : activity);
    }
    return out;
  });
}

export async function listBrandServices(scope: BrandScope): Promise<BrandService[]> {
  const [endpoints, agent, tokens, engines] = await Promise.all([listWebhookEndpoints(scope), getAgentWebhook(scope), listApiTokens(scope), listEngines(scope)]);
  const routes = keyRoutes(engines, tokens);
  const engineKeys = new Set(routes.values());
  const activity = await providerActivity(scope, routes);
  const services: BrandService[] = endpoints.map((e) => {
    let host = e.url;
    try {
      host = new URL(e.url).host;
    } catch {
      /* shown as stored */
    }
    return {
      key: `webhook:${e.id}`,
      name: host,
      kind: "Webhook endpoint",
      detail: e.description ?? e.eventTypes.join(", "),
      status: !e.isActive ? "disabled" : e.failingSince ? "failing" : e.lastDeliveryAt ? "ok" : "idle",
      statusNote: !e.isActive ? (e.disabledReason ?? "Disabled by hand.") : null,
      lastCallAt: e.lastDeliveryAt,
      lastStatus: e.lastStatus,
      lastError: e.lastError,
      calls30d: null,
      href: `/settings?tab=webhooks&endpoint=${e.id}`,
    };
  });
  services.push({
    key: "agent",
    name: "LinkedIn content agent",
    kind: "Agent webhook",
    detail: agent.configured ? (agent.host ?? "configured") : "agent_process_sm_webhook_url",
    status: agent.configured ? "ok" : "not_configured",
    statusNote: agent.configured ? null : "Not set: linkedin_content_ideas requests are skipped unless an endpoint receives them.",
    lastCallAt: null,
    lastStatus: null,
    lastError: null,
    calls30d: null,
    href: "/settings?tab=webhooks&endpoint=fallback",
  });
  const seen = new Set<string>();
  for (const t of tokens) {
    if (seen.has(t.provider) || SEO_SECTION.has(t.provider)) continue;
    seen.add(t.provider);
    const a = activity.get(t.provider);
    services.push({
      key: `provider:${t.provider}`,
      name: t.providerName,
      kind: AI_TOKEN_PROVIDERS.has(t.provider) || engineKeys.has(t.provider) ? "AI provider" : "API provider",
      detail: `Token ending in ${t.last4}`,
      status: !a ? "idle" : a.lastOk ? "ok" : "failing",
      statusNote: t.staleKey ? "Sealed with a retired encryption key: re-encrypt it in Settings." : null,
      lastCallAt: a?.lastCallAt ?? null,
      lastStatus: a?.lastStatus ?? null,
      lastError: a?.lastError ?? null,
      calls30d: a?.calls ?? 0,
      href: `/api-calls-audit?provider=${encodeURIComponent(a?.auditProvider ?? t.provider)}`,
    });
  }
  // Providers called without a brand token (deployment keys, keyless AI servers) still appear, from the ledger.
  for (const a of activity.values()) {
    if (seen.has(a.provider) || SEO_SECTION.has(a.provider)) continue;
    const ai = isProviderKind(a.provider) ? AI_PROVIDERS[a.provider] : null;
    services.push({
      key: `provider:${a.provider}`,
      name: ai ? (ai.kind === "openai-compatible" ? "OpenAI-compatible AI server" : ai.name) : (LEDGER_NAMES[a.provider] ?? getProvider(a.provider)?.name ?? a.provider),
      kind: ai ? "AI provider" : "API provider",
      detail: ai && !ai.tokenProvider ? "AI engines on the brand's own server" : "Called with the deployment's credentials",
      status: a.lastOk ? "ok" : "failing",
      statusNote: null,
      lastCallAt: a.lastCallAt,
      lastStatus: a.lastStatus,
      lastError: a.lastError,
      calls30d: a.calls,
      href: `/api-calls-audit?provider=${encodeURIComponent(a.auditProvider)}`,
    });
  }
  return services;
}

/** The brand's background jobs in the last 7 days (RLS on pg-boss's tables shows only this brand's rows). */
export async function brandJobCounts(scope: BrandScope): Promise<{ queued: number; running: number; failed: number; succeeded: number }> {
  const since = new Date(Date.now() - 7 * 86_400_000).toISOString();
  const by = await withScope(scope, (tx) => countJobsByStatus(tx, sql`brand_id = ${scope.brandId} and created_at >= ${since}::timestamptz`));
  return { queued: by.queued, running: by.running, failed: by.failed, succeeded: by.succeeded };
}

export type DeploymentService = { key: string; name: string; value: string; status: ServiceStatus; note: string | null };

/**
 * How this deployment is wired. Only facts an operator chose are shown (names of settings, modes),
 * never addresses, hosts or credentials: every signed-in person of any brand sees this page.
 */
export function deploymentServices(source: Env = env()): DeploymentService[] {
  const hosted = !!source.NEXT_PUBLIC_SUPABASE_URL;
  const webhooks = deploymentWebhooks();
  const authTypes = webhooks.rows.filter((r) => r.scope === "deployment");
  const configuredAuth = authTypes.filter((r) => r.source).length;
  const allow = parseAllowList(source.OUTBOUND_ALLOW_PRIVATE_HOSTS);
  const ai = source.AI_PROVIDER && isProviderKind(source.AI_PROVIDER) && source.AI_MODEL ? source.AI_PROVIDER : null;
  const inProcess = source.JOBS_IN_PROCESS;
  return [
    {
      key: "database",
      name: "Database",
      value: isEmbedded() ? "Embedded (PGlite, data in .data/)" : "PostgreSQL server (DATABASE_URL)",
      status: "ok",
      note: null,
    },
    {
      key: "auth",
      name: "Authentication",
      value: hosted ? "Hosted Supabase Auth" : "Built-in (Supabase-compatible endpoint)",
      status: "ok",
      note: null,
    },
    {
      key: "mail",
      name: "Email",
      value: source.SMTP_HOST ? "SMTP server" : "Local mailbox (no SMTP_HOST)",
      status: source.SMTP_HOST ? "ok" : "not_configured",
      note: source.SMTP_HOST ? null : "Sign-in and confirmation mails are kept in the local mailbox instead of being sent.",
    },
    {
      key: "auth-webhooks",
      name: "Auth webhooks",
      value: `${configuredAuth} of ${authTypes.length} events have an address`,
      status: configuredAuth === 0 ? "not_configured" : "ok",
      note: `${webhooks.signed ? "Signed with WEBHOOK_SIGNING_SECRET" : "Unsigned (no WEBHOOK_SIGNING_SECRET)"}; addresses from WEBHOOK_URL_<TYPE> or WEBHOOK_FALLBACK_URL.`,
    },
    {
      key: "jobs",
      name: "Background jobs",
      value: inProcess ? "Run inside the app" : "Run by separate workers (npm run worker)",
      status: "ok",
      note: "Durable queue in the database: retries, schedules, survives restarts.",
    },
    {
      key: "ai",
      name: "AI engine",
      value: ai ? `${AI_PROVIDERS[ai].name} · ${source.AI_MODEL}` : "None (AI_PROVIDER not set)",
      status: ai ? "ok" : "not_configured",
      note: ai
        ? "Offered to every brand next to its own engines, billed to this deployment."
        : "Brands use their own engines (AI engines above). Without any, AI features fall back to local rules.",
    },
    {
      key: "outbound",
      name: "Outbound calls",
      value: allow.length ? `Public addresses + ${allow.length} allowed private host${allow.length === 1 ? "" : "s"}` : "Public addresses only",
      status: "ok",
      note: "Every call is checked against private, loopback and cloud-metadata addresses and recorded in the API calls audit.",
    },
  ];
}
