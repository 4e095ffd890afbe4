import { BlockList } from "node:net";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { classifyAddress, classifyIPv4, ipv4ToString, parseIPv4Loose, parseIPv4Strict, parseIPv6 } from "./ip";

describe("IPv4 parsing", () => {
  it("reads every inet_aton spelling", () => {
    const loopback = parseIPv4Strict("127.0.0.1");
    for (const s of ["127.1", "127.0.1", "0x7f.1", "0x7f000001", "017700000001", "2130706433", "0177.0.0.1", "127.0.0.1."]) {
      expect(parseIPv4Loose(s), s).toBe(loopback);
    }
    expect(parseIPv4Loose("example.com")).toBeNull();
    expect(parseIPv4Loose("1.2.3.4.5")).toBeNull();
    expect(parseIPv4Loose("256.1.1.1")).toBeNull();
    expect(parseIPv4Strict("01.2.3.4")).toBeNull();
  });

  it("round-trips numbers and strings", () => {
    fc.assert(
      fc.property(fc.ipV4(), (a) => {
        expect(ipv4ToString(parseIPv4Strict(a)!)).toBe(a);
      }),
    );
  });
});

describe("IPv6 parsing", () => {
  it("expands compressed forms and embedded IPv4", () => {
    expect(parseIPv6("::1")).toBe(1n);
    expect(parseIPv6("::ffff:127.0.0.1")).toBe(parseIPv6("::ffff:7f00:1"));
    expect(parseIPv6("[fe80::1%eth0]")).toBe(parseIPv6("fe80::1"));
    expect(parseIPv6("1:2:3:4:5:6:7:8")).toBe(0x00010002000300040005000600070008n);
    expect(parseIPv6("not-v6")).toBeNull();
  });
});

describe("address classification", () => {
  it("agrees with node's BlockList built from the same RFC table on random IPv4", () => {
    const list = new BlockList();
    for (const [net, bits] of [
      ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
      ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.31.196.0", 24], ["192.52.193.0", 24], ["192.88.99.0", 24], ["192.168.0.0", 16],
      ["192.175.48.0", 24], ["198.18.0.0", 15], ["198.51.100.0", 24], ["203.0.113.0", 24], ["224.0.0.0", 4], ["240.0.0.0", 4],
    ] as const) list.addSubnet(net, bits, "ipv4");
    fc.assert(
      fc.property(fc.ipV4(), (a) => {
        expect(classifyIPv4(parseIPv4Strict(a)!).public).toBe(!list.check(a, "ipv4"));
      }),
      { numRuns: 5000 },
    );
  });

  it("names the range of well-known addresses", () => {
    expect(classifyAddress("169.254.169.254")).toMatchObject({ public: false, range: expect.stringContaining("link-local") });
    expect(classifyAddress("100.100.1.1")).toMatchObject({ public: false, range: expect.stringContaining("carrier-grade") });
    expect(classifyAddress("::ffff:8.8.8.8")).toMatchObject({ public: false, range: "IPv4-mapped" });
    expect(classifyAddress("64:ff9b::a00:1")).toMatchObject({ public: false, range: "NAT64" });
    expect(classifyAddress("2001:db8::1")).toMatchObject({ public: false, range: "documentation" });
    expect(classifyAddress("8.8.8.8")).toEqual({ public: true });
    expect(classifyAddress("2606:4700:4700::1111")).toEqual({ public: true });
    expect(classifyAddress("garbage")).toMatchObject({ public: false });
  });
});
