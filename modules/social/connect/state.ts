/**
 * The OAuth `state` of a social connection: sealed (lib/crypto/secret-box) rather than stored, naming
 * the user, brand and network that started it, valid 10 minutes. The completion accepts a code only
 * with a state sealed for the same user, brand and network (RFC 6749 §10.12).
 */
import { randomBytes } from "node:crypto";
import type { SocialNetwork } from "@/db/schema";
import { open, seal } from "@/lib/crypto/secret-box";
import { NETWORK_NAME } from "../providers/config";

const AAD = "social_oauth_state";
const STATE_TTL_MS = 10 * 60_000;

type StatePayload = { u: string; b: string; n: SocialNetwork; exp: number; r: string };

export function createSocialState(userId: string, brandId: string, network: SocialNetwork, now = Date.now()): string {
  const payload: StatePayload = { u: userId, b: brandId, n: network, exp: now + STATE_TTL_MS, r: randomBytes(12).toString("base64url") };
  return seal(JSON.stringify(payload), AAD);
}

/** Why the state is refused, or null when it was issued to this user for this brand and network and is still fresh. */
export function socialStateProblem(state: string, userId: string, brandId: string, network: SocialNetwork, now = Date.now()): string | null {
  const name = NETWORK_NAME[network];
  let payload: StatePayload;
  try {
    payload = JSON.parse(open(state, AAD)) as StatePayload;
  } catch {
    return `This ${name} answer does not belong to a connection started here. Start again with Connect.`;
  }
  if (payload.u !== userId || payload.b !== brandId || payload.n !== network) {
    return `This ${name} answer belongs to a connection started by someone else, for another brand or another network. Start again with Connect.`;
  }
  if (payload.exp < now) return `The ${name} connection took longer than 10 minutes. Start again with Connect.`;
  return null;
}
