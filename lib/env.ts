/**
 * Every environment variable the server reads, validated and typed: the one reader of process.env
 * for app code (eslint.config.mjs refuses it elsewhere; browser code reads NEXT_PUBLIC_ values
 * through lib/public-env.ts). A missing or malformed value stops the app at start with a message
 * naming the variable (scripts/start.ts and scripts/worker.ts call parseEnv(), instrumentation.ts
 * env()). Documented in .env.example; keep the two in step.
 */
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\/.+/, "must be a postgres:// or postgresql:// URL");

const httpUrl = z.string().url().regex(/^https?:\/\//, "must be an http(s) URL");

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** Any Postgres ≥ 15. Unset: the embedded database under .data/. */
    DATABASE_URL: postgresUrl.optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    EMBEDDED_DATA_DIR: z.string().min(1).optional(),
    /** Set by `npm start` for its server: DATABASE_URL then points at the embedded owner, not a deployment. */
    EMBEDDED_DATABASE: bool,
    /** Public origin of the app for email links and redirects; unset = the user's own origin when allowed (lib/site-origin.ts). */
    SITE_URL: httpUrl.optional(),
    /** Hosted Supabase: both or neither. */
    NEXT_PUBLIC_SUPABASE_URL: httpUrl.optional(),
    NEXT_PUBLIC_SUPABASE_ANON_KEY: z.string().min(20).optional(),
    /** Hosted mode only: offer "Continue with Google" (the Supabase project has the Google provider on). */
    NEXT_PUBLIC_GOOGLE_AUTH: bool,
    /** Built-in auth: ES256 private key as a JWK JSON string. Generated under .data/ when embedded. */
    AUTH_JWT_PRIVATE_JWK: z.string().startsWith("{", "must be a JWK JSON object").optional(),
    AUTH_AUTOCONFIRM: bool,
    /** Built-in auth, per client IP per 5 minutes (0 = no limit): /token, /verify, and each mail-sending endpoint. */
    AUTH_RATE_LIMIT_TOKEN: z.coerce.number().int().min(0).optional(),
    AUTH_RATE_LIMIT_VERIFY: z.coerce.number().int().min(0).optional(),
    AUTH_RATE_LIMIT_EMAIL: z.coerce.number().int().min(0).optional(),
    /** Built-in auth: MFA challenge and verify requests per client IP per 5 minutes (GoTrue: 15 a minute). */
    AUTH_RATE_LIMIT_MFA: z.coerce.number().int().min(0).optional(),
    /** Built-in auth (GoTrue SECURE_PASSWORD_CHANGE): a password change in a session older than 24 h needs the nonce of GET /reauthenticate. */
    AUTH_SECURE_PASSWORD_CHANGE: bool,
    /** Built-in auth: seconds between two mails of one kind to one address (0 = no gap). */
    AUTH_EMAIL_SEND_INTERVAL: z.coerce.number().int().min(0).optional(),
    /** Built-in auth: seconds a rotated refresh token may still be used (concurrent tabs). */
    AUTH_REFRESH_TOKEN_REUSE_INTERVAL: z.coerce.number().int().min(0).max(3600).optional(),
    /** Built-in auth: extra origins accepted as redirect_to, comma-separated (scheme://host[:port]). */
    AUTH_REDIRECT_ALLOW_LIST: z
      .string()
      .optional()
      .refine(
        (v) => !v || v.split(",").every((s) => !s.trim() || /^https?:\/\/[^/\s]+\/?$/.test(s.trim())),
        "must be comma-separated origins like https://preview.example.com",
      ),
    /** Spec §7 auth webhooks: per-type address, else the fallback; none set = a logged warning, nothing sent. */
    WEBHOOK_URL_MAGIC_LINK: httpUrl.optional(),
    WEBHOOK_URL_PASSWORD_RESET: httpUrl.optional(),
    WEBHOOK_URL_SIGNUP_VERIFICATION: httpUrl.optional(),
    WEBHOOK_FALLBACK_URL: httpUrl.optional(),
    /** Spec §7: the deployment fallback for activity_log (a different address than WEBHOOK_FALLBACK_URL). */
    WEBHOOK_FALLBACK_ACTIVITY_LOG_URL: httpUrl.optional(),
    /** Standard Webhooks secret (whsec_…) signing deployment-level deliveries (auth, fallbacks, brand_data); unset = sent unsigned. */
    WEBHOOK_SIGNING_SECRET: z.string().regex(/^whsec_[A-Za-z0-9+/=]{16,}$/, "must be a Standard Webhooks secret: whsec_ followed by base64").optional(),
    /** Outbound client: hosts allowed to resolve to private addresses, comma-separated `host` or `host:port` (e.g. n8n.lan,127.0.0.1:4010). */
    OUTBOUND_ALLOW_PRIVATE_HOSTS: z.string().optional(),
    /** Outbound client: ports allowed besides 80 and 443 for public hosts, comma-separated. */
    OUTBOUND_ALLOWED_PORTS: z
      .string()
      .optional()
      .refine((v) => !v || v.split(",").every((p) => /^\d{1,5}$/.test(p.trim()) && Number(p) > 0 && Number(p) < 65536), "must be comma-separated port numbers"),
    /** Outbound client: the longest any one call may take, in seconds (a host with a shorter request limit lowers it). */
    OUTBOUND_MAX_TIMEOUT_SECONDS: z.coerce.number().min(0.5, "must be at least 0.5").max(120, "must be at most 120").default(120),
    /** 32 bytes (base64 or 64 hex) sealing stored secrets (webhook signing secrets, API tokens). Generated under .data/ when unset. */
    APP_ENCRYPTION_KEY: z
      .string()
      .optional()
      .refine((v) => !v || /^[0-9a-f]{64}$/i.test(v.trim()) || Buffer.from(v.trim(), "base64").length === 32, "must be 32 bytes as base64 or 64 hex characters"),
    /** Where the generated key is kept when APP_ENCRYPTION_KEY is unset (default .data/app-encryption-key). */
    APP_ENCRYPTION_KEY_FILE: z.string().min(1).optional(),
    /** Keys sealed with before a rotation, comma-separated, still accepted for opening (lib/crypto/secret-box.ts). */
    APP_ENCRYPTION_PREVIOUS_KEYS: z.string().optional(),
    /** Deployment-level AI engine, offered to every brand (billed to the deployment): openai | anthropic | google | perplexity | openai-compatible. */
    AI_PROVIDER: z.enum(["openai", "anthropic", "google", "perplexity", "openai-compatible"]).optional(),
    AI_MODEL: z.string().min(1).optional(),
    AI_API_KEY: z.string().min(1).optional(),
    /** Required for openai-compatible (e.g. http://localhost:11434/v1 for Ollama). */
    AI_BASE_URL: httpUrl.optional(),
    AI_WEB_SEARCH: bool,
    /** Model calls per brand per minute in one process (default 30). */
    AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
    /** Public REST API (/api/v1): requests per API key per minute, shared by every app instance (default 120; 0 = unlimited). */
    API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(120),
    /** Deployment-level SEO data providers, offered to every brand without its own key (billed to the deployment). */
    DATAFORSEO_LOGIN: z.string().min(1).optional(),
    DATAFORSEO_PASSWORD: z.string().min(1).optional(),
    SERPAPI_API_KEY: z.string().min(1).optional(),
    SERPER_API_KEY: z.string().min(1).optional(),
    /** SEO provider addresses; unset = the providers' public APIs. Tests and demos point them at loopback fakes. */
    DATAFORSEO_BASE_URL: httpUrl.optional(),
    SERPAPI_BASE_URL: httpUrl.optional(),
    SERPER_BASE_URL: httpUrl.optional(),
    GSC_API_BASE_URL: httpUrl.optional(),
    /** The Google OAuth client (type "Web application") brands connect Search Console through; both or neither. Its redirect URI is <site origin>/google-auth-callback. */
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    /** Google's OAuth endpoints; unset = Google's own. Tests and demos point them at a loopback fake. */
    GOOGLE_OAUTH_AUTH_URL: httpUrl.optional(),
    GOOGLE_OAUTH_TOKEN_URL: httpUrl.optional(),
    GOOGLE_OAUTH_REVOKE_URL: httpUrl.optional(),
    /** Google Analytics Admin API (accountSummaries) and Data API (runReport) addresses; unset = Google's own. */
    GA4_ADMIN_API_BASE_URL: httpUrl.optional(),
    GA4_DATA_API_BASE_URL: httpUrl.optional(),
    /** The Meta app (Facebook Login for Business) brands connect their Instagram professional account through; both or neither. Its redirect URI is <site origin>/social-auth-callback. */
    META_APP_ID: z.string().min(1).optional(),
    META_APP_SECRET: z.string().min(1).optional(),
    /** Graph API (https://graph.facebook.com) and login dialog (https://www.facebook.com) addresses; unset = Meta's own. Tests and demos point them at a loopback fake. */
    META_API_BASE: httpUrl.optional(),
    META_AUTH_BASE: httpUrl.optional(),
    /** The LinkedIn app (Community Management API) brands connect their company page through; both or neither. Its redirect URI is <site origin>/social-auth-callback. */
    LINKEDIN_CLIENT_ID: z.string().min(1).optional(),
    LINKEDIN_CLIENT_SECRET: z.string().min(1).optional(),
    /** LinkedIn REST API (https://api.linkedin.com) and OAuth (https://www.linkedin.com) addresses; unset = LinkedIn's own. */
    LINKEDIN_API_BASE: httpUrl.optional(),
    LINKEDIN_AUTH_BASE: httpUrl.optional(),
    /** Google Ads API: the manager account's developer token (API Center); with it and a Google OAuth client brands connect Google Ads. */
    GOOGLE_ADS_DEVELOPER_TOKEN: z.string().min(1).optional(),
    /** A separate Google OAuth client for Google Ads; both or neither. Unset = GOOGLE_CLIENT_ID/SECRET. Its redirect URI is <site origin>/social-auth-callback. */
    GOOGLE_ADS_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_ADS_CLIENT_SECRET: z.string().min(1).optional(),
    /** Google Ads API (https://googleads.googleapis.com) and Google OAuth (consent + token) addresses; unset = Google's own. Tests point them at a loopback fake. */
    GOOGLE_ADS_API_BASE: httpUrl.optional(),
    GOOGLE_ADS_AUTH_BASE: httpUrl.optional(),
    /** The Microsoft identity platform app (Microsoft Advertising API access) brands connect Microsoft Advertising through; both or neither, plus the developer token. Its redirect URI is <site origin>/social-auth-callback. */
    MICROSOFT_ADS_CLIENT_ID: z.string().min(1).optional(),
    MICROSOFT_ADS_CLIENT_SECRET: z.string().min(1).optional(),
    MICROSOFT_ADS_DEVELOPER_TOKEN: z.string().min(1).optional(),
    /** Microsoft Advertising API (Reporting + Customer Management) and Microsoft identity platform addresses; unset = Microsoft's own. */
    MICROSOFT_ADS_API_BASE: httpUrl.optional(),
    MICROSOFT_ADS_AUTH_BASE: httpUrl.optional(),
    /** What one SerpApi search / one Serper credit costs on your plan, for the API-call audit (defaults: list prices). */
    SERPAPI_COST_PER_SEARCH_USD: z.coerce.number().min(0).max(10).optional(),
    SERPER_COST_PER_CREDIT_USD: z.coerce.number().min(0).max(10).optional(),
    /** Background jobs: false = this app process runs no jobs (a separate `npm run worker` does). */
    JOBS_IN_PROCESS: z.enum(["true", "false", "1", "0", ""]).optional().transform((v) => v !== "false" && v !== "0"),
    /** Background jobs run at once per process (default 4). */
    JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    /** Background jobs: only these task names, comma-separated (default: every task), for workers dedicated to some work. */
    JOBS_TASKS: z
      .string()
      .optional()
      .transform((v) => (v ? v.split(",").map((t) => t.trim()).filter(Boolean) : undefined)),
    /** Knowledge-base ingestion: the extraction process's JavaScript heap in MB (default 768); a file needing more fails as "could not be processed safely". */
    KNOWLEDGE_EXTRACT_HEAP_MB: z.coerce.number().int().min(8).max(16_384).default(768),
    /** Background jobs: how often an idle runner looks for due work, in ms (default 1000). */
    JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    /** Captured mails at /dev/mailbox (loopback sockets only): unset = on in dev and on the embedded default without SMTP (lib/mail isMailboxEnabled). */
    LOCAL_MAILBOX: z
      .enum(["true", "false", "1", "0"])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === "true" || v === "1")),
    SMTP_HOST: z.string().min(1).optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    SMTP_USER: z.string().optional(),
    SMTP_PASS: z.string().optional(),
    SMTP_FROM: z.string().min(3).optional(),
    /** Create the demo account on a DATABASE_URL deployment (preview deployments); needs DEMO_PASSWORD. */
    DEMO_ACCOUNT: bool,
    DEMO_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
    /** File storage (lib/storage): database (default; bytes in the database) | s3 (any S3-compatible service) | supabase (Supabase Storage). */
    STORAGE_DRIVER: z.enum(["database", "s3", "supabase"]).default("database"),
    /** s3 / supabase: the bucket every brand's files go to (each brand under its own `<brandId>/` prefix). */
    STORAGE_BUCKET: z.string().min(1).optional(),
    /** s3 / supabase: a path prefix inside the bucket before `<brandId>/` (e.g. `growth-os/`), for a bucket shared with other apps. */
    STORAGE_PREFIX: z
      .string()
      .optional()
      .refine(
        (v) => !v || (/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/.test(v) && !v.split("/").some((seg) => /^\.+$/.test(seg))),
        "must be path segments of letters, digits, . _ - separated by / (no . or .. segments)",
      ),
    /** s3: the service endpoint (MinIO, R2, …); unset = AWS (https://s3.<region>.amazonaws.com). */
    STORAGE_S3_ENDPOINT: httpUrl.optional(),
    STORAGE_S3_REGION: z.string().min(1).default("us-east-1"),
    STORAGE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** s3: bucket in the path (https://endpoint/bucket/key) instead of the host name; unset = path style when STORAGE_S3_ENDPOINT is set. */
    STORAGE_S3_PATH_STYLE: z
      .enum(["true", "false", "1", "0"])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === "true" || v === "1")),
    /** supabase: the project URL (default NEXT_PUBLIC_SUPABASE_URL) and a service-role key (server only). */
    STORAGE_SUPABASE_URL: httpUrl.optional(),
    STORAGE_SUPABASE_SERVICE_KEY: z.string().min(20).optional(),
    /** Diagnostics, comma-separated channels (`system`, `*`): lib/system.ts logs each owner-connection use. */
    DEBUG: z.string().optional(),
    /** Comma-separated emails of the deployment's administrators (white-label branding); the first user to sign up always is one. */
    APP_ADMIN_EMAILS: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    // The embedded default keeps its keys under .data/; only a real server deployment must bring its own.
    const deployment = !!env.DATABASE_URL && !env.EMBEDDED_DATABASE;
    if (!!env.NEXT_PUBLIC_SUPABASE_URL !== !!env.NEXT_PUBLIC_SUPABASE_ANON_KEY) {
      ctx.addIssue({
        code: "custom",
        path: [env.NEXT_PUBLIC_SUPABASE_URL ? "NEXT_PUBLIC_SUPABASE_ANON_KEY" : "NEXT_PUBLIC_SUPABASE_URL"],
        message: "hosted Supabase needs both NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY",
      });
    }
    if (deployment && !env.NEXT_PUBLIC_SUPABASE_URL && !env.AUTH_JWT_PRIVATE_JWK && env.NODE_ENV === "production") {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_JWT_PRIVATE_JWK"],
        message: "is required for built-in auth on a DATABASE_URL deployment (generate one with `npm run auth:keygen`)",
      });
    }
    if (env.DEMO_ACCOUNT && deployment && !env.DEMO_PASSWORD) {
      ctx.addIssue({ code: "custom", path: ["DEMO_PASSWORD"], message: "is required when DEMO_ACCOUNT is on with DATABASE_URL" });
    }
    if (deployment && !env.APP_ENCRYPTION_KEY && env.NODE_ENV === "production") {
      ctx.addIssue({
        code: "custom",
        path: ["APP_ENCRYPTION_KEY"],
        message: "is required on a DATABASE_URL deployment (generate one with `openssl rand -base64 32`); it seals stored secrets",
      });
    }
    if (env.AI_PROVIDER && !env.AI_MODEL) ctx.addIssue({ code: "custom", path: ["AI_MODEL"], message: "is required when AI_PROVIDER is set" });
    if (env.AI_PROVIDER === "openai-compatible" && !env.AI_BASE_URL) {
      ctx.addIssue({ code: "custom", path: ["AI_BASE_URL"], message: "is required when AI_PROVIDER is openai-compatible" });
    }
    if (env.AI_PROVIDER && env.AI_PROVIDER !== "openai-compatible" && !env.AI_API_KEY) {
      ctx.addIssue({ code: "custom", path: ["AI_API_KEY"], message: `is required when AI_PROVIDER is ${env.AI_PROVIDER}` });
    }
    if (!!env.DATAFORSEO_LOGIN !== !!env.DATAFORSEO_PASSWORD) {
      ctx.addIssue({ code: "custom", path: [env.DATAFORSEO_LOGIN ? "DATAFORSEO_PASSWORD" : "DATAFORSEO_LOGIN"], message: "DataForSEO needs both DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD" });
    }
    if (!!env.META_APP_ID !== !!env.META_APP_SECRET) {
      ctx.addIssue({ code: "custom", path: [env.META_APP_ID ? "META_APP_SECRET" : "META_APP_ID"], message: "the Meta app needs both META_APP_ID and META_APP_SECRET" });
    }
    if (!!env.LINKEDIN_CLIENT_ID !== !!env.LINKEDIN_CLIENT_SECRET) {
      ctx.addIssue({ code: "custom", path: [env.LINKEDIN_CLIENT_ID ? "LINKEDIN_CLIENT_SECRET" : "LINKEDIN_CLIENT_ID"], message: "the LinkedIn app needs both LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET" });
    }
    if (!!env.GOOGLE_ADS_CLIENT_ID !== !!env.GOOGLE_ADS_CLIENT_SECRET) {
      ctx.addIssue({ code: "custom", path: [env.GOOGLE_ADS_CLIENT_ID ? "GOOGLE_ADS_CLIENT_SECRET" : "GOOGLE_ADS_CLIENT_ID"], message: "the Google Ads OAuth client needs both GOOGLE_ADS_CLIENT_ID and GOOGLE_ADS_CLIENT_SECRET" });
    }
    if (!!env.MICROSOFT_ADS_CLIENT_ID !== !!env.MICROSOFT_ADS_CLIENT_SECRET) {
      ctx.addIssue({ code: "custom", path: [env.MICROSOFT_ADS_CLIENT_ID ? "MICROSOFT_ADS_CLIENT_SECRET" : "MICROSOFT_ADS_CLIENT_ID"], message: "the Microsoft Advertising app needs both MICROSOFT_ADS_CLIENT_ID and MICROSOFT_ADS_CLIENT_SECRET" });
    }
    if (!!env.GOOGLE_CLIENT_ID !== !!env.GOOGLE_CLIENT_SECRET) {
      ctx.addIssue({ code: "custom", path: [env.GOOGLE_CLIENT_ID ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID"], message: "the Google OAuth client needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET" });
    }
    if (env.STORAGE_DRIVER !== "database" && !env.STORAGE_BUCKET) {
      ctx.addIssue({ code: "custom", path: ["STORAGE_BUCKET"], message: `is required when STORAGE_DRIVER is ${env.STORAGE_DRIVER}` });
    }
    if (env.STORAGE_DRIVER === "s3") {
      for (const k of ["STORAGE_S3_ACCESS_KEY_ID", "STORAGE_S3_SECRET_ACCESS_KEY"] as const) {
        if (!env[k]) ctx.addIssue({ code: "custom", path: [k], message: "is required when STORAGE_DRIVER is s3" });
      }
    }
    if (env.STORAGE_DRIVER === "supabase") {
      if (!env.STORAGE_SUPABASE_URL && !env.NEXT_PUBLIC_SUPABASE_URL) {
        ctx.addIssue({ code: "custom", path: ["STORAGE_SUPABASE_URL"], message: "is required when STORAGE_DRIVER is supabase (or set NEXT_PUBLIC_SUPABASE_URL)" });
      }
      if (!env.STORAGE_SUPABASE_SERVICE_KEY) {
        ctx.addIssue({ code: "custom", path: ["STORAGE_SUPABASE_SERVICE_KEY"], message: "is required when STORAGE_DRIVER is supabase" });
      }
    }
    if (env.SMTP_HOST && !env.SMTP_FROM) {
      ctx.addIssue({ code: "custom", path: ["SMTP_FROM"], message: "is required when SMTP_HOST is set" });
    }
  });

/**
 * WEBHOOK_URL_<TYPE> exists for every webhook event type (modules/webhooks/event-types.ts), a list
 * that lives above lib/: matched by name here, validated like the three auth ones in the schema.
 */
const WEBHOOK_URL_VAR = /^WEBHOOK_URL_[A-Z0-9_]+$/;

export type Env = z.infer<typeof schema> & {
  /** Every WEBHOOK_URL_<TYPE> that is set, by variable name. */
  WEBHOOK_URLS: Readonly<Record<string, string>>;
};

export class EnvError extends Error {}

function clean(source: Record<string, string | undefined>): Record<string, string | undefined> {
  // An empty assignment (FOO=) means unset, as in most .env tooling.
  return Object.fromEntries(Object.entries(source).map(([k, v]) => [k, v === "" ? undefined : v]));
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const values = clean(source);
  const result = schema.safeParse(values);
  const issues = result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join(".") || "(env)", message: i.message }));
  const webhookUrls: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (!WEBHOOK_URL_VAR.test(name) || value === undefined) continue;
    const url = httpUrl.safeParse(value);
    if (url.success) webhookUrls[name] = url.data;
    else issues.push({ path: name, message: url.error.issues[0]?.message ?? "must be an http(s) URL" });
  }
  if (!result.success || issues.length > 0) {
    const lines = issues.map((i) => `  ${i.path}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
  }
  return { ...result.data, WEBHOOK_URLS: webhookUrls };
}

/**
 * A running server's environment is fixed when it starts, so it is parsed once. Test files change
 * it between cases (vi.stubEnv, a tighter rate limit for one test), so under vitest every call
 * parses again: reading ~70 variables costs ~0.1 ms, too much for every request but nothing there.
 */
const rereadEachCall = !!process.env.VITEST;
let cached: Env | undefined;
export function env(): Env {
  if (rereadEachCall) return parseEnv();
  return (cached ??= parseEnv());
}

/**
 * For scripts that point their own process at a database after start (scripts/worker.ts): sets the
 * variables and drops the parsed copy, so the next env() sees them.
 */
export function setProcessEnv(vars: Record<string, string>): void {
  Object.assign(process.env, vars);
  cached = undefined;
}

export function siteUrl(): string {
  const e = env();
  return (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
}
