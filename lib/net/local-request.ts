/**
 * "Does this request come from this machine?", decided from the TCP socket only (never from
 * X-Forwarded-For, X-Real-IP or Host, which the client writes). The socket's address reaches the
 * app through the stamp of lib/net/socket-peer.mjs, which scripts/start.ts preloads into
 * next-server; where that stamp is not installed, nothing is local.
 */

/** Header written by lib/net/socket-peer.mjs (the two are checked to agree in local-request.test.ts). */
export const SOCKET_PEER_HEADER = "x-growth-os-socket-peer";
const MARK = Symbol.for("growth-os.socket-peer");

/** 127.0.0.0/8, ::1 and their IPv4-mapped form; nothing else (not 0.0.0.0, not a LAN address). */
export function isLoopbackAddress(address: string | null | undefined): boolean {
  if (!address) return false;
  const a = address.trim().toLowerCase().replace(/^\[|\]$/g, "");
  if (a === "::1" || a === "0:0:0:0:0:0:0:1") return true;
  const v4 = a.startsWith("::ffff:") ? a.slice(7) : a;
  const parts = v4.split(".");
  return parts.length === 4 && parts[0] === "127" && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255);
}

/**
 * The address the request's socket came from, or null when this process has no socket stamp
 * (then a header of that name was written by the client and proves nothing).
 */
export function socketPeer(headers: Headers): string | null {
  if ((globalThis as Record<symbol, unknown>)[MARK] !== SOCKET_PEER_HEADER) return null;
  return headers.get(SOCKET_PEER_HEADER);
}

/** True only for a request whose socket is a loopback address of this machine. */
export function isLocalRequest(headers: Headers): boolean {
  return isLoopbackAddress(socketPeer(headers));
}
