import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

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
});
