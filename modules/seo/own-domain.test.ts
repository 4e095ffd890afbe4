import { describe, expect, it } from "vitest";
import { hostOf, isOwnDomain } from "./own-domain";

describe("own domain", () => {
  it("reads hosts from URLs and bare domains", () => {
    expect(hostOf("https://www.Northwind.coffee/shop?x=1")).toBe("northwind.coffee");
    expect(hostOf("northwind.coffee")).toBe("northwind.coffee");
    expect(hostOf("")).toBeNull();
  });

  it("counts subdomains, not look-alikes", () => {
    expect(isOwnDomain("shop.northwind.coffee", ["northwind.coffee"])).toBe(true);
    expect(isOwnDomain("notnorthwind.coffee", ["northwind.coffee"])).toBe(false);
  });
});
