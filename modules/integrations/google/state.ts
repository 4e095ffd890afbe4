/**
 * The OAuth `state`: sealed (AES-GCM, lib/crypto/secret-box) rather than stored, so it needs no
 * table and cannot be forged or edited — it names the user and brand that started the connection
 * and expires after 10 minutes. complete() accepts a code only with a state sealed for the same
 * user and brand (RFC 6749 §10.12: the code cannot be injected into someone else's session).
 */
import { randomBytes } from "node:crypto";
import { open, seal } from "@/lib/crypto/secret-box";

const AAD = "google_oauth_state";
const STATE_TTL_MS = 10 * 60_000;

type StatePayload = { u: string; b: string; exp: number; n: string };

export function createState(userId: string, brandId: string, now = Date.now()): string {
  const payload: StatePayload = { u: userId, b: brandId, exp: now + STATE_TTL_MS, n: randomBytes(12).toString("base64url") };
  return seal(JSON.stringify(payload), AAD);
}

/** Why the state is refused, or null when it was issued to this user for this brand and is still fresh. */
export function stateProblem(state: string, userId: string, brandId: string, now = Date.now()): string | null {
  let payload: StatePayload;
  try {
    payload = JSON.parse(open(state, AAD)) as StatePayload;
  } catch {
    return "This Google answer does not belong to a connection started here. Start again with Connect.";
  }
  if (payload.u !== userId || payload.b !== brandId) {
    return "This Google answer belongs to a connection started by someone else or for another brand. Start again with Connect.";
  }
  if (payload.exp < now) return "The Google connection took longer than 10 minutes. Start again with Connect.";
  return null;
}
