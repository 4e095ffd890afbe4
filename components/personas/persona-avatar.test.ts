import { describe, expect, it } from "vitest";
import { personaColorIndex, personaInitials } from "./persona-avatar";

describe("persona avatar", () => {
  it("gives one id the same colour every time and spreads ids over the palette", () => {
    const id = "8f14e45f-ceea-467f-a0e6-1c1d1d9e3c1b";
    expect(personaColorIndex(id)).toBe(personaColorIndex(id));
    const seen = new Set(Array.from({ length: 200 }, (_, i) => personaColorIndex(`00000000-0000-4000-8000-${String(i).padStart(12, "0")}`)));
    expect(seen.size).toBeGreaterThan(6);
  });

  it("takes the first and last initials", () => {
    expect(personaInitials("Maya Lindqvist")).toBe("ML");
    expect(personaInitials("Ana Sofia de la Cruz")).toBe("AC");
    expect(personaInitials("ömer")).toBe("Ö");
    expect(personaInitials("  ")).toBe("?");
  });
});
