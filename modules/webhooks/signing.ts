/**
 * Standard Webhooks signing with the reference library: `webhook-id`, `webhook-timestamp`,
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`. During a secret rotation
 * both the new and the previous secret sign (space-separated, as the spec allows), so receivers
 * can switch over without dropping deliveries.
 */
import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";

/** A new signing secret: `whsec_` + base64 of 24 random bytes. */
export function generateSigningSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

/** The id a delivery keeps on every attempt (receivers de-duplicate on it). */
export function messageIdFor(deliveryId: string): string {
  return `msg_${deliveryId.replace(/-/g, "")}`;
}

type SignedHeaders = Record<"webhook-id" | "webhook-timestamp" | "webhook-signature", string>;

export function signPayload(secrets: string[], msgId: string, at: Date, body: string): SignedHeaders | null {
  if (!secrets.length) return null;
  const signature = secrets.map((s) => new Webhook(s).sign(msgId, at, body)).join(" ");
  return {
    "webhook-id": msgId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": signature,
  };
}
