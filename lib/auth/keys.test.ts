import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildKey, generatePrivateJwk, loadOrCreateFileKey } from "./keys";

describe("signing key store", () => {
  it("generates the key file once, mode 600, and reuses it (also when two callers race)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gos-keys-"));
    const file = path.join(dir, "nested", "auth-keys.json");
    const [a, b] = await Promise.all([loadOrCreateFileKey(file), loadOrCreateFileKey(file)]);
    expect(a.kid).toBe(b.kid);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect((await loadOrCreateFileKey(file)).kid).toBe(a.kid);
    const stored = JSON.parse(fs.readFileSync(file, "utf8"));
    expect(stored.keys[0]).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", use: "sig" });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("publishes only the public half, marked for verification", async () => {
    const key = await buildKey(await generatePrivateJwk(), "test");
    expect(Object.keys(key.publicJwk).sort()).toEqual(["alg", "crv", "key_ops", "kid", "kty", "use", "x", "y"]);
    expect(key.publicJwk.key_ops).toEqual(["verify"]);
  });

  it("refuses keys that are not EC P-256 private JWKs", async () => {
    await expect(buildKey({ kty: "RSA", n: "x", e: "AQAB" }, "AUTH_JWT_PRIVATE_JWK")).rejects.toThrow("EC P-256 private JWK");
    const { d: _d, ...publicOnly } = await generatePrivateJwk();
    void _d;
    await expect(buildKey(publicOnly, "AUTH_JWT_PRIVATE_JWK")).rejects.toThrow("EC P-256 private JWK");
  });
});
