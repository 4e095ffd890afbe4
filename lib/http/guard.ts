/**
 * The SSRF guard of the outbound client: decides, before any connection exists, whether a URL may
 * be called and which exact address the connection must go to.
 *
 * Rules: http/https only; ports 80/443 plus OUTBOUND_ALLOWED_PORTS; the host is resolved once and
 * EVERY resolved address must be public unicast (lib/http/ip.ts); numeric IPv4 spellings other
 * than the canonical dotted quad, and percent-encoded hosts, are refused outright. A host named in
 * OUTBOUND_ALLOW_PRIVATE_HOSTS (`host` → its default port, `host:port` → that port) may resolve to
 * a private address — a deployment's own n8n on the LAN, a loopback receiver in tests.
 * The caller connects to `address` (no second lookup, so DNS rebinding cannot swap it).
 */
import { lookup } from "node:dns/promises";
import { classifyAddress, isNumericIPv4Spelling, parseIPv4Strict, parseIPv6 } from "./ip";
import { env } from "@/lib/env";

export type ResolvedAddress = { address: string; family: 4 | 6 };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type GuardConfig = {
  resolve?: Resolver;
  /** Defaults to OUTBOUND_ALLOW_PRIVATE_HOSTS. */
  allowPrivateHosts?: string;
  /** Defaults to OUTBOUND_ALLOWED_PORTS. */
  allowedPorts?: string;
};

export type CheckedTarget = {
  url: URL;
  /** Host without IPv6 brackets or trailing dot, lower-case. */
  hostname: string;
  port: number;
  address: string;
  family: 4 | 6;
  allowListed: boolean;
};

export class OutboundBlockedError extends Error {
  readonly code = "blocked";
  /** unresolvable: DNS gave no answer (may work later); refused: the guard's rules say no. */
  constructor(
    message: string,
    readonly kind: "refused" | "unresolvable" = "refused",
  ) {
    super(message);
    this.name = "OutboundBlockedError";
  }
}

export const systemResolver: Resolver = async (hostname) => {
  const rows = await lookup(hostname, { all: true, verbatim: true });
  return rows.map((r) => ({ address: r.address, family: r.family === 6 ? 6 : 4 }));
};

type AllowEntry = { host: string; port: number | null };

function normaliseHost(h: string): string {
  let s = h.trim().toLowerCase();
  if (s.startsWith("[") && s.endsWith("]")) s = s.slice(1, -1);
  if (s.endsWith(".")) s = s.slice(0, -1);
  return s;
}

/** `n8n.lan, 127.0.0.1:4010, [::1]:4010` → entries; malformed entries are ignored. */
export function parseAllowList(raw: string | undefined): AllowEntry[] {
  if (!raw) return [];
  const out: AllowEntry[] = [];
  for (const item of raw.split(",").map((s) => s.trim()).filter(Boolean)) {
    const v6 = /^\[([^\]]+)\](?::(\d+))?$/.exec(item);
    if (v6) {
      out.push({ host: normaliseHost(v6[1]!), port: v6[2] ? Number(v6[2]) : null });
      continue;
    }
    const m = /^([^:\s]+)(?::(\d+))?$/.exec(item);
    if (m) out.push({ host: normaliseHost(m[1]!), port: m[2] ? Number(m[2]) : null });
  }
  return out;
}

export function parsePorts(raw: string | undefined): number[] {
  if (!raw) return [];
  return raw
    .split(",")
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0 && n < 65536);
}

const DEFAULT_PORT: Record<string, number> = { "http:": 80, "https:": 443 };

/** The host exactly as written in the URL (before WHATWG normalisation), without userinfo and port. */
export function rawHostOf(input: string): string {
  const afterScheme = input.replace(/^[a-z][a-z0-9+.-]*:\/*/i, "");
  const authority = afterScheme.split(/[/?#\\]/, 1)[0] ?? "";
  const host = authority.slice(authority.lastIndexOf("@") + 1);
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1);
  return host.replace(/:[^:]*$/, "");
}

/**
 * Checks a URL and resolves its host. Throws OutboundBlockedError with a reason a person can act on;
 * returns the one address the connection must use.
 */
export async function checkUrl(input: string | URL, config: GuardConfig = {}): Promise<CheckedTarget> {
  const text = String(input);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new OutboundBlockedError("The address is not a valid URL.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new OutboundBlockedError(`Only http and https addresses can be called (not ${url.protocol.replace(":", "")}).`);
  }
  const raw = rawHostOf(text);
  if (raw.includes("%")) throw new OutboundBlockedError("Percent-encoded host names are refused.");
  if (isNumericIPv4Spelling(raw) && parseIPv4Strict(raw) === null) {
    throw new OutboundBlockedError("Numeric IPv4 spellings other than a.b.c.d (decimal, hex, octal, short forms) are refused.");
  }
  const hostname = normaliseHost(url.hostname);
  if (!hostname) throw new OutboundBlockedError("The address has no host.");
  const port = url.port ? Number(url.port) : DEFAULT_PORT[url.protocol]!;

  const allow = parseAllowList(config.allowPrivateHosts ?? env().OUTBOUND_ALLOW_PRIVATE_HOSTS);
  const allowListed = allow.some(
    (e) => e.host === hostname && (e.port === null ? port === DEFAULT_PORT[url.protocol] : e.port === port),
  );
  const ports = [80, 443, ...parsePorts(config.allowedPorts ?? env().OUTBOUND_ALLOWED_PORTS)];
  if (!allowListed && !ports.includes(port)) {
    throw new OutboundBlockedError(`Port ${port} is not allowed (80 and 443${ports.length > 2 ? `, ${ports.slice(2).join(", ")}` : ""} are).`);
  }

  const literal = parseIPv4Strict(hostname) !== null ? 4 : parseIPv6(hostname) !== null ? 6 : 0;
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: hostname, family: literal }];
  } else {
    if (isNumericIPv4Spelling(hostname)) throw new OutboundBlockedError("Numeric IPv4 spellings other than a.b.c.d are refused.");
    try {
      addresses = await (config.resolve ?? systemResolver)(hostname);
    } catch {
      throw new OutboundBlockedError(`The host ${hostname} could not be resolved.`, "unresolvable");
    }
    if (!addresses.length) throw new OutboundBlockedError(`The host ${hostname} did not resolve to any address.`, "unresolvable");
  }

  for (const a of addresses) {
    const verdict = classifyAddress(a.address);
    if (verdict.public) continue;
    // Even an allow-listed host never goes to "no address" or a group address.
    const neverAllowed = /unspecified|multicast|broadcast|not an IP/.test(verdict.range);
    if (allowListed && !neverAllowed) continue;
    throw new OutboundBlockedError(
      literal
        ? `The address ${hostname} is not public: ${verdict.range}.`
        : `The host ${hostname} resolves to a non-public address (${verdict.range}).`,
    );
  }
  const first = addresses[0]!;
  return { url, hostname, port, address: first.address, family: first.family, allowListed };
}
