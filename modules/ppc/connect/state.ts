/**
 * The OAuth `state` of an ad-network connection: sealed (lib/crypto/secret-box) rather than stored,
 * naming the user, brand and network that started it, valid 10 minutes. The completion accepts a code
 * only with a state sealed for the same user, brand and network (RFC 6749 §10.12).
 */
import { randomBytes } from "node:crypto";
import type { PpcNetwork } from "@/db/schema";
import { open, seal } from "@/lib/crypto/secret-box";
import { ADS_NETWORK_NAME } from "../providers/config";

const AAD = "ppc_oauth_state";
const STATE_TTL_MS = 10 * 60_000;

type StatePayload = { u: string; b: string; n: PpcNetwork; exp: number; r: string };

export function createAdsState(userId: string, brandId: string, network: PpcNetwork, now = Date.now()): string {
  const payload: StatePayload = { u: userId, b: brandId, n: network, exp: now + STATE_TTL_MS, r: randomBytes(12).toString("base64url") };
  return seal(JSON.stringify(payload), AAD);
}

export function adsStateProblem(state: string, userId: string, brandId: string, network: PpcNetwork, now = Date.now()): string | null {
  const name = ADS_NETWORK_NAME[network];
  let payload: StatePayload;
  try {
    payload = JSON.parse(open(state, AAD)) as StatePayload;
  } catch {
    return `This ${name} answer does not belong to a connection started here. Start again with Connect.`;
  }
  if (payload.u !== userId || payload.b !== brandId || payload.n !== network) return `This ${name} answer belongs to a connection started by someone else, for another brand or another network. Start again with Connect.`;
  if (payload.exp < now) return `The ${name} connection took longer than 10 minutes. Start again with Connect.`;
  return null;
}
