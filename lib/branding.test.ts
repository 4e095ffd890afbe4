import { describe, expect, it } from "vitest";
import { BRANDING_DEFAULTS, brandingFrom, brandingMetadata, contentHash } from "./branding";

describe("brandingFrom", () => {
  it("is the defaults without a row, and falls back field by field for blanks", () => {
    expect(brandingFrom(null)).toEqual(BRANDING_DEFAULTS);
    const b = brandingFrom({ title: " Acme ", description: "", productName: null, faviconHash: "abcd1234" });
    expect(b).toMatchObject({ title: "Acme", ogTitle: "Acme", description: BRANDING_DEFAULTS.description, productName: "S-AI-O Intelligence", favicon: "/favicon?v=abcd1234", logo: null, custom: true });
    expect(b.stored).toMatchObject({ title: "Acme", description: "", productName: "" });
    expect(brandingFrom({ title: "   " }).custom).toBe(false);
  });

  it("gives every page '<page> · <title>' and only the metadata that is set", () => {
    const m = brandingMetadata(brandingFrom({ title: "Acme", keywords: "a, b ,", canonicalUrl: "https://acme.test" }));
    expect(m.title).toEqual({ default: "Acme", template: "%s · Acme" });
    expect(m.keywords).toEqual(["a", "b"]);
    expect(m.alternates).toEqual({ canonical: "https://acme.test" });
    expect(brandingMetadata(BRANDING_DEFAULTS)).not.toHaveProperty("alternates");
  });

  it("versions images by the first 8 hex of their SHA-256", () => {
    expect(contentHash(new TextEncoder().encode("abc"))).toBe("ba7816bf");
  });
});
