import { afterEach, describe, expect, it, vi } from "vitest";

const listMailbox = vi.fn(async () => []);
vi.mock("@/lib/mail", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/mail")>()), listMailbox }));

const { default: MailboxPage } = await import("./page");

describe("/dev/mailbox", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    listMailbox.mockClear();
  });

  it("is a 404 in production unless LOCAL_MAILBOX is on, without reading any mail", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("LOCAL_MAILBOX", "");
    await expect(MailboxPage({ searchParams: Promise.resolve({}) })).rejects.toMatchObject({
      digest: "NEXT_HTTP_ERROR_FALLBACK;404",
    });
    expect(listMailbox).not.toHaveBeenCalled();
  });

  it("lists mail in production when LOCAL_MAILBOX=true, filtered by recipient", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("LOCAL_MAILBOX", "true");
    await MailboxPage({ searchParams: Promise.resolve({ to: " someone@example.test " }) });
    expect(listMailbox).toHaveBeenCalledWith({ to: "someone@example.test", limit: 200 });
  });
});
