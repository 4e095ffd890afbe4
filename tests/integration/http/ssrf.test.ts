import net from "node:net";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { apiCalls } from "@/db/schema";
import { createOutboundClient, OutboundBlockedError, type Resolver, type Transport } from "@/lib/http";
import type { ApiCallRow } from "@/lib/http/audit";
import { ipv4ToString } from "@/lib/http/ip";
import { createBrand, createUser } from "../helpers/factories";

/** Hostnames the test resolver knows; anything else does not resolve. */
const DNS: Record<string, string[]> = {
  "public.example": ["93.184.216.34"],
  "localhost": ["127.0.0.1", "::1"],
  "internal.example": ["10.1.2.3"],
  "mixed.example": ["93.184.216.34", "127.0.0.1"],
  "mixed6.example": ["2606:4700::1111", "fd00::1"],
  "rebind.example": ["192.168.0.1"],
  "metadata.example": ["169.254.169.254"],
  "127.0.0.1.nip.io": ["127.0.0.1"],
  "cgnat.example": ["100.100.100.200"],
  "mapped.example": ["::ffff:10.0.0.1"],
  "nat64.example": ["64:ff9b::7f00:1"],
};
const resolver: Resolver = async (host) => {
  const a = DNS[host];
  if (!a) throw new Error("ENOTFOUND");
  return a.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
};

function harness(transport?: Transport, extra: { allowPrivateHosts?: string; allowedPorts?: string } = {}) {
  const connections: string[] = [];
  const audits: ApiCallRow[] = [];
  const spy: Transport =
    transport ??
    (async (target) => {
      connections.push(`${target.address}:${target.port}`);
      throw new Error(`a connection was opened to ${target.address}`);
    });
  const client = createOutboundClient({
    resolve: resolver,
    transport: async (t, init) => {
      if (!transport) return spy(t, init);
      connections.push(`${t.address}:${t.port}`);
      return spy(t, init);
    },
    audit: async (row) => {
      audits.push(row);
    },
    allowPrivateHosts: extra.allowPrivateHosts ?? "",
    allowedPorts: extra.allowedPorts ?? "",
  });
  return { client, connections, audits };
}

const ctx = { brandId: null, provider: "test", purpose: "ssrf" };

const HOSTILE = [
  "http://127.0.0.1/",
  "http://127.0.0.1:80/admin",
  "http://localhost/",
  "http://LOCALHOST./",
  "http://[::1]/",
  "http://0.0.0.0/",
  "http://[::]/",
  "http://10.0.0.1/",
  "http://172.16.5.4/",
  "http://172.31.255.255/",
  "http://192.168.1.1/",
  "http://169.254.169.254/latest/meta-data/iam/security-credentials/",
  "http://100.64.0.1/",
  "http://224.0.0.1/",
  "http://255.255.255.255/",
  "http://192.0.2.10/",
  "http://198.51.100.7/",
  "http://203.0.113.9/",
  "http://198.18.0.1/",
  "http://240.0.0.1/",
  "http://192.0.0.8/",
  "http://[::ffff:127.0.0.1]/",
  "http://[::ffff:a9fe:a9fe]/",
  "http://[::127.0.0.1]/",
  "http://[64:ff9b::a9fe:a9fe]/",
  "http://[64:ff9b:1::1]/",
  "http://[fe80::1]/",
  "http://[fc00::1]/",
  "http://[fd00:ec2::254]/",
  "http://[ff02::1]/",
  "http://[2001:db8::1]/",
  "http://[2002:7f00:1::]/",
  "http://[2001::1]/",
  "http://[100::1]/",
  "http://2130706433/",
  "http://0x7f000001/",
  "http://0177.0.0.1/",
  "http://0x7f.0x0.0x0.0x1/",
  "http://127.1/",
  "http://127.0.1/",
  "http://017700000001/",
  "http://0x7f.1/",
  "http://3232235777/",
  "http://%31%32%37.0.0.1/",
  "http://internal.example/",
  "http://mixed.example/",
  "http://mixed6.example/",
  "http://rebind.example/",
  "http://metadata.example/latest/meta-data/",
  "http://127.0.0.1.nip.io/",
  "http://cgnat.example/",
  "http://mapped.example/",
  "http://nat64.example/",
  "http://user:pass@127.0.0.1/",
  "http://public.example@127.0.0.1/",
  "https://10.0.0.1:443/",
  "http://public.example:22/",
  "http://public.example:6379/",
  "https://public.example:8443/",
  "ftp://public.example/",
  "file:///etc/passwd",
  "gopher://127.0.0.1:70/_x",
  "javascript:alert(1)",
  "data:text/plain,hello",
  "http://does-not-resolve.example/",
  "not a url",
];

describe("SSRF guard: hostile URLs", () => {
  it(`refuses all ${HOSTILE.length} before any connection, and audits each refusal`, async () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
    const { client, connections, audits } = harness();
    for (const url of HOSTILE) {
      await expect(client.request({ url }, ctx), url).rejects.toBeInstanceOf(OutboundBlockedError);
    }
    expect(connections).toEqual([]);
    expect(audits).toHaveLength(HOSTILE.length);
    expect(audits.every((a) => a.ok === false && a.errorCode === "blocked" && a.status === null)).toBe(true);
  });

  it("refuses a redirect to 169.254.169.254 and to loopback after the first (public) hop", async () => {
    for (const location of ["http://169.254.169.254/latest/meta-data/", "http://localhost/", "http://[::ffff:169.254.169.254]/", "http://0x7f000001/"]) {
      const { client, connections, audits } = harness(async (t) => {
        if (t.address !== "93.184.216.34") throw new Error(`connected to ${t.address}`);
        return { status: 302, headers: { location }, body: Buffer.alloc(0), truncated: false, bytesIn: 0 };
      });
      await expect(client.request({ url: "http://public.example/start", maxRedirects: 5 }, ctx)).rejects.toBeInstanceOf(OutboundBlockedError);
      expect(connections).toEqual(["93.184.216.34:80"]);
      expect(audits.map((a) => [a.status, a.errorCode])).toEqual([
        [302, null],
        [null, "blocked"],
      ]);
    }
  });

  it("never opens a socket to a loopback listener that is not allow-listed", async () => {
    let accepted = 0;
    const server = net.createServer((s) => {
      accepted++;
      s.destroy();
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.address() as net.AddressInfo).port;
    try {
      // The port is allowed, the address is not: the real transport must never be reached.
      const client = createOutboundClient({ audit: async () => {}, allowedPorts: String(port), allowPrivateHosts: "" });
      for (const url of [`http://127.0.0.1:${port}/`, `http://localhost:${port}/`, `http://[::ffff:127.0.0.1]:${port}/`, `http://2130706433:${port}/`]) {
        await expect(client.request({ url }, ctx), url).rejects.toBeInstanceOf(OutboundBlockedError);
      }
      // Allow-listing a different port of the host does not open this one.
      const other = createOutboundClient({ audit: async () => {}, allowedPorts: "", allowPrivateHosts: `127.0.0.1:${port + 1}` });
      await expect(other.request({ url: `http://127.0.0.1:${port}/` }, ctx)).rejects.toBeInstanceOf(OutboundBlockedError);
      await new Promise((r) => setTimeout(r, 50));
      expect(accepted).toBe(0);
    } finally {
      server.close();
    }
  });

  it("allows an explicitly allow-listed private host, and pins the connection to the checked address", async () => {
    const { client, connections } = harness(
      async () => ({ status: 204, headers: {}, body: Buffer.alloc(0), truncated: false, bytesIn: 0 }),
      { allowPrivateHosts: "internal.example, 127.0.0.1:4010" },
    );
    expect((await client.request({ url: "http://internal.example/hook" }, ctx)).status).toBe(204);
    expect((await client.request({ url: "http://127.0.0.1:4010/hook" }, ctx)).status).toBe(204);
    await expect(client.request({ url: "http://127.0.0.1:4011/hook" }, ctx)).rejects.toBeInstanceOf(OutboundBlockedError);
    expect(connections).toEqual(["10.1.2.3:80", "127.0.0.1:4010"]);
  });

  it("writes refused calls to the brand's ledger without the query string or credentials", async () => {
    const owner = await createUser();
    const brand = await createBrand(owner);
    const client = createOutboundClient({ resolve: resolver, transport: async () => { throw new Error("no"); }, allowPrivateHosts: "" });
    await expect(
      client.request({ url: "http://user:hunter2@169.254.169.254/latest/meta-data/?token=sk_live_abcdef123456" }, { brandId: brand.id, provider: "test", purpose: "ssrf" }),
    ).rejects.toBeInstanceOf(OutboundBlockedError);
    const rows = await getDb().select().from(apiCalls).where(eq(apiCalls.brandId, brand.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ host: "169.254.169.254", path: "/latest/meta-data/", ok: false, errorCode: "blocked" });
    const text = JSON.stringify(rows);
    expect(text).not.toContain("hunter2");
    expect(text).not.toContain("sk_live_abcdef123456");
  });
});

/** [first address, prefix length] of every range the guard must refuse. */
const V4_RANGES: [string, number][] = [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.88.99.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["198.51.100.0", 24],
  ["203.0.113.0", 24], ["224.0.0.0", 4], ["240.0.0.0", 4],
];
const V6_RANGES: [string, number][] = [
  ["::", 96], ["::ffff:0:0", 96], ["64:ff9b::", 96], ["64:ff9b:1::", 48], ["100::", 64], ["2001::", 23], ["2001:db8::", 32],
  ["2002::", 16], ["3fff::", 20], ["fc00::", 7], ["fe80::", 10], ["fec0::", 10], ["ff00::", 8], ["4000::", 2], ["::", 3],
];

function v4Base(a: string): number {
  return a.split(".").reduce((n, x) => n * 256 + Number(x), 0);
}
function v6Base(a: string): bigint {
  const [h, t = ""] = a.split("::") as [string, string?];
  const head = h ? h.split(":") : [];
  const tail = t ? t.split(":") : [];
  const groups = [...head, ...Array(8 - head.length - tail.length).fill("0"), ...tail];
  return groups.reduce((acc, g) => (acc << 16n) | BigInt(parseInt(g, 16)), 0n);
}
function v6String(n: bigint): string {
  const groups: string[] = [];
  for (let i = 7; i >= 0; i--) groups.push(((n >> BigInt(i * 16)) & 0xffffn).toString(16));
  return groups.join(":");
}

const privateV4 = fc
  .tuple(fc.constantFrom(...V4_RANGES), fc.integer({ min: 0, max: 2 ** 32 - 1 }))
  .map(([[base, bits], r]) => {
    const size = 2 ** (32 - bits);
    return v4Base(base) + (r % size);
  });

const v4Spelling = fc.constantFrom<(n: number) => string>(
  (n) => ipv4ToString(n),
  (n) => String(n),
  (n) => `0x${n.toString(16)}`,
  (n) => `0${n.toString(8)}`,
  (n) => `${n >>> 24}.${n & 0xffffff}`,
  (n) => ipv4ToString(n).split(".").map((p) => `0x${Number(p).toString(16)}`).join("."),
  (n) => ipv4ToString(n).split(".").map((p) => `0${Number(p).toString(8)}`).join("."),
  (n) => `[::ffff:${ipv4ToString(n)}]`,
  (n) => `[::ffff:${((n >>> 16) & 0xffff).toString(16)}:${(n & 0xffff).toString(16)}]`,
  (n) => `[64:ff9b::${ipv4ToString(n)}]`,
);

const privateV6 = fc
  .tuple(fc.constantFrom(...V6_RANGES), fc.bigInt({ min: 0n, max: (1n << 128n) - 1n }))
  .map(([[base, bits], r]) => v6Base(base) + (r % (1n << BigInt(128 - bits))));

describe("SSRF guard: property-based", () => {
  it("refuses every generated non-public address in every spelling, before any connection", async () => {
    const { client, connections } = harness();
    await fc.assert(
      fc.asyncProperty(privateV4, v4Spelling, fc.constantFrom("http", "https"), async (n, spell, scheme) => {
        const url = `${scheme}://${spell(n)}/x`;
        await expect(client.request({ url }, ctx), url).rejects.toBeInstanceOf(OutboundBlockedError);
      }),
      { numRuns: 1500 },
    );
    await fc.assert(
      fc.asyncProperty(privateV6, async (n) => {
        const url = `http://[${v6String(n)}]/`;
        await expect(client.request({ url }, ctx), url).rejects.toBeInstanceOf(OutboundBlockedError);
      }),
      { numRuns: 1500 },
    );
    expect(connections).toEqual([]);
  });

  it("refuses a hostname whose resolution contains any non-public address, wherever it is in the list", async () => {
    await fc.assert(
      fc.asyncProperty(privateV4, fc.array(fc.constantFrom("93.184.216.34", "8.8.8.8", "1.1.1.1"), { maxLength: 3 }), fc.nat(), async (bad, good, at) => {
        const list: string[] = [...good];
        list.splice(at % (list.length + 1), 0, ipv4ToString(bad));
        const connections: string[] = [];
        const client = createOutboundClient({
          resolve: async () => list.map((address) => ({ address, family: 4 as const })),
          transport: async (t) => {
            connections.push(t.address);
            throw new Error("connected");
          },
          audit: async () => {},
          allowPrivateHosts: "",
        });
        await expect(client.request({ url: "http://some-host.example/" }, ctx)).rejects.toBeInstanceOf(OutboundBlockedError);
        expect(connections).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it("lets public addresses through (the guard is not refusing everything)", async () => {
    const publicV4 = fc.ipV4().filter((a) => !V4_RANGES.some(([base, bits]) => Math.floor(v4Base(a) / 2 ** (32 - bits)) === Math.floor(v4Base(base) / 2 ** (32 - bits))) && !a.startsWith("192.31.196.") && !a.startsWith("192.52.193.") && !a.startsWith("192.175.48."));
    const ok = harness(async () => ({ status: 200, headers: {}, body: Buffer.from("ok"), truncated: false, bytesIn: 2 }));
    await fc.assert(
      fc.asyncProperty(publicV4, async (a) => {
        expect((await ok.client.request({ url: `https://${a}/` }, ctx)).status).toBe(200);
      }),
      { numRuns: 300 },
    );
  });
});
