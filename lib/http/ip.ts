/**
 * Address classification for the SSRF guard. An address is "public" only if it is global unicast:
 * IPv4 outside every special-purpose block (RFC 6890 and successors), IPv6 inside 2000::/3 and
 * outside its special-purpose blocks. Anything this module cannot parse is not public.
 */
import { isIP } from "node:net";

export type AddressVerdict = { public: true } | { public: false; range: string };

type V4Block = [base: number, bits: number, name: string];
type V6Block = [base: bigint, bits: number, name: string];

const v4 = (a: string, bits: number, name: string): V4Block => [parseIPv4Strict(a)!, bits, name];

/** IPv4 blocks that are never a public destination. */
const V4_BLOCKS: V4Block[] = [
  v4("0.0.0.0", 8, "unspecified / this network"),
  v4("10.0.0.0", 8, "private"),
  v4("100.64.0.0", 10, "carrier-grade NAT"),
  v4("127.0.0.0", 8, "loopback"),
  v4("169.254.0.0", 16, "link-local (cloud metadata)"),
  v4("172.16.0.0", 12, "private"),
  v4("192.0.0.0", 24, "IETF protocol assignments"),
  v4("192.0.2.0", 24, "documentation"),
  v4("192.31.196.0", 24, "AS112"),
  v4("192.52.193.0", 24, "AMT"),
  v4("192.88.99.0", 24, "6to4 relay anycast"),
  v4("192.168.0.0", 16, "private"),
  v4("192.175.48.0", 24, "AS112"),
  v4("198.18.0.0", 15, "benchmarking"),
  v4("198.51.100.0", 24, "documentation"),
  v4("203.0.113.0", 24, "documentation"),
  v4("224.0.0.0", 4, "multicast"),
  v4("240.0.0.0", 4, "reserved / broadcast"),
];

const v6 = (a: string, bits: number, name: string): V6Block => [parseIPv6(a)!, bits, name];

/** Special blocks inside 2000::/3 (everything outside 2000::/3 is refused as well). */
const V6_BLOCKS: V6Block[] = [
  v6("2001::", 23, "IETF protocol assignments (Teredo, ORCHID…)"),
  v6("2001:db8::", 32, "documentation"),
  v6("2002::", 16, "6to4 (embeds an IPv4 address)"),
  v6("3fff::", 20, "documentation"),
];

const V6_OUTSIDE_GLOBAL: V6Block[] = [
  v6("::", 128, "unspecified"),
  v6("::1", 128, "loopback"),
  v6("::ffff:0:0", 96, "IPv4-mapped"),
  v6("::", 96, "IPv4-compatible"),
  v6("64:ff9b::", 96, "NAT64"),
  v6("64:ff9b:1::", 48, "local-use NAT64"),
  v6("100::", 64, "discard-only"),
  v6("fc00::", 7, "unique local (private)"),
  v6("fe80::", 10, "link-local"),
  v6("fec0::", 10, "site-local"),
  v6("ff00::", 8, "multicast"),
];

/** Canonical dotted quad only (four decimal parts 0–255, no leading zeros); null otherwise. */
export function parseIPv4Strict(s: string): number | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(s);
  if (!m) return null;
  let n = 0;
  for (const part of m.slice(1)) {
    if (part.length > 1 && part.startsWith("0")) return null;
    const v = Number(part);
    if (v > 255) return null;
    n = n * 256 + v;
  }
  return n;
}

/**
 * The inet_aton reading of a host: 1–4 parts, each decimal, 0x-hex or 0-octal, the last part
 * filling the remaining bytes ("127.1", "0x7f000001", "017700000001", "2130706433"). Returns the
 * address as a number, or null if the string is not such a form. Used to refuse every numeric
 * spelling of an address that a resolver or an HTTP library might read as IPv4.
 */
export function parseIPv4Loose(s: string): number | null {
  const host = s.endsWith(".") ? s.slice(0, -1) : s;
  const parts = host.split(".");
  if (parts.length < 1 || parts.length > 4) return null;
  const nums: number[] = [];
  for (const p of parts) {
    let v: number;
    if (/^0x[0-9a-f]*$/i.test(p)) v = p.length === 2 ? 0 : parseInt(p.slice(2), 16);
    else if (/^0[0-7]+$/.test(p)) v = parseInt(p, 8);
    else if (/^(0|[1-9]\d*)$/.test(p)) v = Number(p);
    else return null;
    if (!Number.isFinite(v)) return null;
    nums.push(v);
  }
  const last = nums.pop()!;
  for (const n of nums) if (n > 255) return null;
  if (last >= 256 ** (4 - nums.length)) return null;
  let n = 0;
  for (const x of nums) n = n * 256 + x;
  return n * 256 ** (4 - nums.length) + last;
}

export function ipv4ToString(n: number): string {
  return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join(".");
}

/** Parses an IPv6 address (with optional embedded dotted IPv4 and zone) into a 128-bit bigint. */
export function parseIPv6(input: string): bigint | null {
  let s = input.startsWith("[") && input.endsWith("]") ? input.slice(1, -1) : input;
  const zone = s.indexOf("%");
  if (zone !== -1) s = s.slice(0, zone);
  if (isIP(s) !== 6) return null;
  let tail: number[] = [];
  const lastColon = s.lastIndexOf(":");
  const lastPart = s.slice(lastColon + 1);
  if (lastPart.includes(".")) {
    const v4n = parseIPv4Strict(lastPart);
    if (v4n === null) return null;
    tail = [v4n >>> 16, v4n & 0xffff];
    s = s.slice(0, lastColon + 1) + "0:0";
  }
  const [head, rest] = s.split("::") as [string, string | undefined];
  const h = head ? head.split(":") : [];
  const r = rest !== undefined && rest !== "" ? rest.split(":") : [];
  const missing = 8 - h.length - r.length;
  if (rest === undefined && missing !== 0) return null;
  const groups = [...h, ...Array(rest === undefined ? 0 : missing).fill("0"), ...r].map((x) => parseInt(x, 16));
  if (groups.length !== 8 || groups.some((x) => !Number.isInteger(x) || x < 0 || x > 0xffff)) return null;
  if (tail.length) {
    groups[6] = tail[0]!;
    groups[7] = tail[1]!;
  }
  return groups.reduce((acc, x) => (acc << 16n) | BigInt(x), 0n);
}

function inV4(n: number, [base, bits]: V4Block): boolean {
  if (bits === 0) return true;
  const shift = 32 - bits;
  return Math.floor(n / 2 ** shift) === Math.floor(base / 2 ** shift);
}

function inV6(n: bigint, [base, bits]: V6Block): boolean {
  const shift = BigInt(128 - bits);
  return n >> shift === base >> shift;
}

export function classifyIPv4(n: number): AddressVerdict {
  for (const b of V4_BLOCKS) if (inV4(n, b)) return { public: false, range: `${b[2]} (${ipv4ToString(b[0])}/${b[1]})` };
  return { public: true };
}

export function classifyIPv6(n: bigint): AddressVerdict {
  for (const b of V6_OUTSIDE_GLOBAL) if (inV6(n, b)) return { public: false, range: b[2] };
  if (n >> 125n !== 1n) return { public: false, range: "outside global unicast 2000::/3" };
  for (const b of V6_BLOCKS) if (inV6(n, b)) return { public: false, range: b[2] };
  return { public: true };
}

/** Classifies a literal address string (IPv4 dotted quad or IPv6). Unparseable → not public. */
export function classifyAddress(address: string): AddressVerdict {
  const v4n = parseIPv4Strict(address);
  if (v4n !== null) return classifyIPv4(v4n);
  const v6n = parseIPv6(address);
  if (v6n !== null) return classifyIPv6(v6n);
  return { public: false, range: "not an IP address" };
}

/** True if the host string is some numeric spelling of an IPv4 address (any base, 1–4 parts). */
export function isNumericIPv4Spelling(host: string): boolean {
  return parseIPv4Loose(host) !== null;
}
