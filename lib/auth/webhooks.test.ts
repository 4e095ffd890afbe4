import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { directSender, emitAuthWebhook, flushAuthWebhooks, resolveAuthWebhookUrl, setAuthWebhookSender, type MagicLinkPayload } from "./webhooks";
import { parseEnv } from "@/lib/env";

const payload: MagicLinkPayload = { type: "magic_link", email: "a@b.test", timestamp: "2026-01-01T00:00:00.000Z", action: "login", redirectTo: "http://localhost:3000/" };

afterEach(() => {
  setAuthWebhookSender(null);
  vi.restoreAllMocks();
});

describe("auth webhooks", () => {
  it("resolves the per-type address, else the fallback, else none", () => {
    const both = parseEnv({ WEBHOOK_URL_MAGIC_LINK: "https://a.example", WEBHOOK_FALLBACK_URL: "https://f.example" });
    expect(resolveAuthWebhookUrl("magic_link", both)).toBe("https://a.example");
    expect(resolveAuthWebhookUrl("password_reset", both)).toBe("https://f.example");
    expect(resolveAuthWebhookUrl("signup_verification", parseEnv({}))).toBeNull();
  });

  it("warns and sends nothing without an address", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const sender = vi.fn(async () => {});
    setAuthWebhookSender(sender);
    emitAuthWebhook(payload);
    await flushAuthWebhooks();
    expect(sender).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no address for "magic_link"'));
  });

  it("POSTs the JSON payload, and a failing receiver only logs", async () => {
    const received: { body: string; type: string | undefined }[] = [];
    const server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        received.push({ body, type: req.headers["content-type"] });
        res.statusCode = req.url === "/fail" ? 500 : 204;
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await directSender(`${base}/ok`, payload);
      expect(received[0]).toEqual({ body: JSON.stringify(payload), type: "application/json" });

      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      process.env.WEBHOOK_URL_MAGIC_LINK = `${base}/fail`;
      emitAuthWebhook(payload); // returns at once, never throws
      await flushAuthWebhooks();
      expect(error).toHaveBeenCalledWith(expect.stringContaining("answered HTTP 500"));
    } finally {
      delete process.env.WEBHOOK_URL_MAGIC_LINK;
      await new Promise((r) => server.close(r));
    }
  });
});
