import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SecretBoxError, open, parseKey, resetSecretBoxKey, seal } from "./secret-box";

describe("secret box", () => {
  const saved = { key: process.env.APP_ENCRYPTION_KEY, file: process.env.APP_ENCRYPTION_KEY_FILE };
  let dir: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "secret-box-"));
    delete process.env.APP_ENCRYPTION_KEY;
    process.env.APP_ENCRYPTION_KEY_FILE = path.join(dir, "sub", "key");
    resetSecretBoxKey();
  });
  afterEach(() => {
    if (saved.key === undefined) delete process.env.APP_ENCRYPTION_KEY;
    else process.env.APP_ENCRYPTION_KEY = saved.key;
    if (saved.file === undefined) delete process.env.APP_ENCRYPTION_KEY_FILE;
    else process.env.APP_ENCRYPTION_KEY_FILE = saved.file;
    resetSecretBoxKey();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("round-trips with the same associated data and never contains the plaintext", () => {
    const sealed = seal("whsec_top-secret", "webhook_endpoint:1");
    expect(sealed).not.toContain("top-secret");
    expect(sealed.startsWith("v1.")).toBe(true);
    expect(open(sealed, "webhook_endpoint:1")).toBe("whsec_top-secret");
    expect(seal("whsec_top-secret", "webhook_endpoint:1")).not.toBe(sealed);
  });

  it("refuses other associated data, a tampered value and another key", () => {
    const sealed = seal("s3cret", "brand:a");
    expect(() => open(sealed, "brand:b")).toThrow(SecretBoxError);
    const parts = sealed.split(".");
    parts[3] = Buffer.from("tampered").toString("base64url");
    expect(() => open(parts.join("."), "brand:a")).toThrow(SecretBoxError);
    process.env.APP_ENCRYPTION_KEY = randomBytes(32).toString("base64");
    resetSecretBoxKey();
    expect(() => open(sealed, "brand:a")).toThrow(/another encryption key/);
  });

  it("generates the key file once, mode 600, and reuses it", () => {
    const sealed = seal("x", "ad");
    const file = process.env.APP_ENCRYPTION_KEY_FILE!;
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    resetSecretBoxKey();
    expect(open(sealed, "ad")).toBe("x");
  });

  it("accepts base64 and hex keys of 32 bytes only", () => {
    const k = randomBytes(32);
    expect(parseKey(k.toString("base64"), "K").equals(k)).toBe(true);
    expect(parseKey(k.toString("hex"), "K").equals(k)).toBe(true);
    expect(() => parseKey(randomBytes(16).toString("base64"), "K")).toThrow(/32 bytes/);
  });
});

describe("secret box key rotation", () => {
  const saved = { key: process.env.APP_ENCRYPTION_KEY, prev: process.env.APP_ENCRYPTION_PREVIOUS_KEYS };
  afterEach(() => {
    if (saved.key === undefined) delete process.env.APP_ENCRYPTION_KEY;
    else process.env.APP_ENCRYPTION_KEY = saved.key;
    if (saved.prev === undefined) delete process.env.APP_ENCRYPTION_PREVIOUS_KEYS;
    else process.env.APP_ENCRYPTION_PREVIOUS_KEYS = saved.prev;
    resetSecretBoxKey();
  });

  it("opens values of a retired key listed in APP_ENCRYPTION_PREVIOUS_KEYS and names key ids", async () => {
    const { currentKeyId, sealedKeyId } = await import("./secret-box");
    const oldKey = randomBytes(32).toString("base64");
    process.env.APP_ENCRYPTION_KEY = oldKey;
    resetSecretBoxKey();
    const sealed = seal("tok", "brand:a");
    const oldId = currentKeyId();
    expect(sealedKeyId(sealed)).toBe(oldId);
    process.env.APP_ENCRYPTION_KEY = randomBytes(32).toString("hex");
    resetSecretBoxKey();
    expect(() => open(sealed, "brand:a")).toThrow(/another encryption key/);
    process.env.APP_ENCRYPTION_PREVIOUS_KEYS = `${randomBytes(32).toString("base64")}, ${oldKey}`;
    expect(open(sealed, "brand:a")).toBe("tok");
    expect(currentKeyId()).not.toBe(oldId);
    expect(sealedKeyId("nope")).toBeNull();
  });
});
