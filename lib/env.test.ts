import { afterEach, describe, expect, it, vi } from "vitest";
import { env, parseEnv } from "./env";

describe("parseEnv", () => {
  it("accepts an empty environment (embedded database, built-in auth, port 3000)", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AUTH_AUTOCONFIRM).toBe(false);
  });

  it("treats an empty assignment as unset", () => {
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("names the variable that is malformed", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
  });

  it("needs both hosted Supabase variables or neither", () => {
    expect(() => parseEnv({ NEXT_PUBLIC_SUPABASE_URL: "https://abc.supabase.co" })).toThrow(/NEXT_PUBLIC_SUPABASE_ANON_KEY/);
  });

  it("requires a signing key for built-in auth on a production server database", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://u@h/db" })).toThrow(/AUTH_JWT_PRIVATE_JWK/);
  });

  it("collects every WEBHOOK_URL_<TYPE> (the event types live above lib/) and validates each as an http(s) URL", () => {
    const parsed = parseEnv({ WEBHOOK_URL_TASK_CREATED: "https://hooks.example.test/created", WEBHOOK_URL_MAGIC_LINK: "https://hooks.example.test/magic" });
    expect(parsed.WEBHOOK_URLS).toEqual({ WEBHOOK_URL_TASK_CREATED: "https://hooks.example.test/created", WEBHOOK_URL_MAGIC_LINK: "https://hooks.example.test/magic" });
    expect(parseEnv({ WEBHOOK_URL_TASK_CREATED: "" }).WEBHOOK_URLS).toEqual({});
    expect(() => parseEnv({ WEBHOOK_URL_TASK_CREATED: "ftp://hooks.example.test" })).toThrow(/WEBHOOK_URL_TASK_CREATED: must be an http\(s\) URL/);
  });

  it("keeps LOCAL_MAILBOX unset apart from false (unset: the mailbox follows the deployment kind)", () => {
    expect(parseEnv({}).LOCAL_MAILBOX).toBeUndefined();
    expect(parseEnv({ LOCAL_MAILBOX: "" }).LOCAL_MAILBOX).toBeUndefined();
    expect(parseEnv({ LOCAL_MAILBOX: "0" }).LOCAL_MAILBOX).toBe(false);
    expect(parseEnv({ LOCAL_MAILBOX: "true" }).LOCAL_MAILBOX).toBe(true);
  });
});

describe("env()", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("sees a value a test sets after the first read (under vitest it parses on every call)", () => {
    vi.stubEnv("AUTH_RATE_LIMIT_TOKEN", "");
    expect(env().AUTH_RATE_LIMIT_TOKEN).toBeUndefined();
    vi.stubEnv("AUTH_RATE_LIMIT_TOKEN", "3");
    expect(env().AUTH_RATE_LIMIT_TOKEN).toBe(3);
  });
});
