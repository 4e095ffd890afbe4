import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SOCKET_PEER_HEADER } from "@/lib/net/local-request";

const listMailbox = vi.fn(async () => []);
vi.mock("@/lib/mail", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/mail")>()), listMailbox }));
let requestHeaders = new Headers();
vi.mock("next/headers", () => ({ headers: async () => requestHeaders }));

const { default: MailboxPage } = await import("./page");

const MARK = Symbol.for("growth-os.socket-peer");
const g = globalThis as Record<symbol, unknown>;
const fromSocket = (peer: string) => new Headers({ [SOCKET_PEER_HEADER]: peer, "x-forwarded-for": "127.0.0.1" });

describe("/dev/mailbox", () => {
  beforeEach(() => {
    // As in next-server started by scripts/start.ts: lib/net/socket-peer.mjs stamped this process.
    g[MARK] = SOCKET_PEER_HEADER;
    requestHeaders = fromSocket("127.0.0.1");
  });
  afterEach(() => {
    delete g[MARK];
    vi.unstubAllEnvs();
    listMailbox.mockClear();
  });

  it("is a 404 on a deployment (own DATABASE_URL) unless LOCAL_MAILBOX is on, without reading any mail", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("LOCAL_MAILBOX", "");
    vi.stubEnv("DATABASE_URL", "postgres://db.example.test/app");
    vi.stubEnv("EMBEDDED_DATABASE", "");
    // lib/env.ts refuses a production deployment without its own keys: give it some.
    vi.stubEnv("AUTH_JWT_PRIVATE_JWK", '{"kty":"EC"}');
    vi.stubEnv("APP_ENCRYPTION_KEY", Buffer.alloc(32).toString("base64"));
    await expect(MailboxPage({ searchParams: Promise.resolve({}) })).rejects.toMatchObject({
      digest: "NEXT_HTTP_ERROR_FALLBACK;404",
    });
    expect(listMailbox).not.toHaveBeenCalled();
  });

  it("lists mail in production on the embedded default (no SMTP), filtered by recipient", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("LOCAL_MAILBOX", "");
    vi.stubEnv("SMTP_HOST", "");
    vi.stubEnv("DATABASE_URL", "postgres://127.0.0.1:5999/embedded");
    vi.stubEnv("EMBEDDED_DATABASE", "1");
    await MailboxPage({ searchParams: Promise.resolve({ to: " someone@example.test " }) });
    expect(listMailbox).toHaveBeenCalledWith({ to: "someone@example.test", limit: 200 });
  });

  it("reads no mail for a socket that is not loopback, whatever X-Forwarded-For says, nor without the socket stamp", async () => {
    vi.stubEnv("LOCAL_MAILBOX", "true");
    requestHeaders = fromSocket("192.0.2.2");
    await MailboxPage({ searchParams: Promise.resolve({}) });
    delete g[MARK];
    requestHeaders = fromSocket("127.0.0.1");
    await MailboxPage({ searchParams: Promise.resolve({}) });
    expect(listMailbox).not.toHaveBeenCalled();
  });
});
