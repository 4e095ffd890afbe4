import { describe, expect, it, vi } from "vitest";

const owner = { owner: true };
vi.mock("@/db/client", () => ({ getDb: () => owner }));

const { asSystem, systemReasons } = await import("./system");

describe("asSystem", () => {
  it("hands fn the owner handle and counts why the wall was bypassed", async () => {
    const seen = await asSystem("probe: no signed-in user", async (db) => db);
    expect(seen).toBe(owner);
    await asSystem("probe: no signed-in user", async () => null);
    expect(systemReasons().get("probe: no signed-in user")).toBe(2);
  });

  it("refuses to run without a reason", async () => {
    const fn = vi.fn(async () => 1);
    await expect(asSystem("  ", fn)).rejects.toThrow(/needs a reason/);
    expect(fn).not.toHaveBeenCalled();
  });

  it("logs the reason only when DEBUG asks for it", async () => {
    const debug = vi.spyOn(console, "debug").mockImplementation(() => {});
    vi.stubEnv("DEBUG", "");
    await asSystem("quiet", async () => null);
    expect(debug).not.toHaveBeenCalled();
    vi.stubEnv("DEBUG", "http,system");
    await asSystem("loud", async () => null);
    expect(debug).toHaveBeenCalledWith("[system] loud");
    vi.unstubAllEnvs();
    debug.mockRestore();
  });
});
