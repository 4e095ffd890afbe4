/**
 * The auth webhooks of spec §7 (magic_link, password_reset, signup_verification), POSTed
 * server-side after the auth flow succeeded. Their failure never blocks or slows the flow: delivery
 * is fire-and-forget with a 5 s timeout, failures are only logged.
 *
 * Address per type: WEBHOOK_URL_MAGIC_LINK / WEBHOOK_URL_PASSWORD_RESET /
 * WEBHOOK_URL_SIGNUP_VERIFICATION, else WEBHOOK_FALLBACK_URL; none → a warning and nothing sent.
 * The webhooks module can take over delivery (durable queue, outbound client) with
 * setAuthWebhookSender() without touching the auth endpoint.
 */
import { env, type Env } from "@/lib/env";

export type MagicLinkPayload = {
  type: "magic_link";
  email: string;
  timestamp: string;
  action: "login";
  redirectTo: string;
};

export type PasswordResetPayload = {
  type: "password_reset";
  email: string;
  timestamp: string;
  action: "forgot_password";
  redirectTo: string;
};

export type SignupVerificationPayload = {
  type: "signup_verification";
  email: string;
  fullName: string | null;
  timestamp: string;
  action: "signup_verification_required";
  signup_method: "email_password";
  redirect_url: string;
  verification_required: boolean;
  user_id: string;
  email_validation_link: string | null;
};

export type AuthWebhookPayload = MagicLinkPayload | PasswordResetPayload | SignupVerificationPayload;
export type AuthWebhookType = AuthWebhookPayload["type"];

/** Delivers one payload to one address. Must not throw for delivery failures it can report itself. */
export type AuthWebhookSender = (url: string, payload: AuthWebhookPayload) => Promise<void>;

const ENV_BY_TYPE: Record<AuthWebhookType, string> = {
  magic_link: "WEBHOOK_URL_MAGIC_LINK",
  password_reset: "WEBHOOK_URL_PASSWORD_RESET",
  signup_verification: "WEBHOOK_URL_SIGNUP_VERIFICATION",
};

export const WEBHOOK_TIMEOUT_MS = 5000;

export function resolveAuthWebhookUrl(type: AuthWebhookType, source: Pick<Env, "WEBHOOK_URLS" | "WEBHOOK_FALLBACK_URL"> = env()): string | null {
  return source.WEBHOOK_URLS[ENV_BY_TYPE[type]] || source.WEBHOOK_FALLBACK_URL || null;
}

/** Plain POST of the JSON body; the response is not read (the spec's calls were no-cors). */
export const directSender: AuthWebhookSender = async (url, payload) => {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    redirect: "manual",
  });
  await res.body?.cancel().catch(() => {});
  if (res.status >= 400) throw new Error(`answered HTTP ${res.status}`);
};

const g = globalThis as unknown as { __growthAuthWebhookSender?: AuthWebhookSender; __growthAuthWebhookPending?: Set<Promise<void>> };

export function setAuthWebhookSender(sender: AuthWebhookSender | null): void {
  g.__growthAuthWebhookSender = sender ?? undefined;
}

function pending(): Set<Promise<void>> {
  return (g.__growthAuthWebhookPending ??= new Set());
}

// Only the origin is logged: webhook URLs often carry a secret in their path or query.
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "(invalid URL)";
  }
}

/** Starts delivery and returns at once. */
export function emitAuthWebhook(payload: AuthWebhookPayload): void {
  const url = resolveAuthWebhookUrl(payload.type);
  if (!url) {
    console.warn(`[auth webhook] no address for "${payload.type}" (set ${ENV_BY_TYPE[payload.type]} or WEBHOOK_FALLBACK_URL): nothing sent.`);
    return;
  }
  const sender = g.__growthAuthWebhookSender ?? directSender;
  const p: Promise<void> = Promise.resolve()
    .then(() => sender(url, payload))
    .catch((e: unknown) => {
      console.error(`[auth webhook] "${payload.type}" to ${originOf(url)} failed: ${e instanceof Error ? e.message : String(e)}`);
    })
    .finally(() => pending().delete(p));
  pending().add(p);
}

/** Tests and graceful shutdown: wait for deliveries in flight. */
export async function flushAuthWebhooks(): Promise<void> {
  await Promise.all([...pending()]);
}

export const nowIso = () => new Date().toISOString();
