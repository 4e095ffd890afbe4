/**
 * A local OpenAI-compatible server for tests: POST /v1/chat/completions answers with scripted
 * completions (and usage, like the real API), so model calls run end to end — AI SDK, outbound
 * client, SSRF allow-list, audit rows — without a network. Never used by the app itself.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeChatRequest = { model: string; messages: { role: string; content: unknown }[]; path: string; authorization: string | null; body: Record<string, unknown> };
export type FakeReply = { content?: string; status?: number; error?: string; promptTokens?: number; completionTokens?: number; delayMs?: number };
export type FakeOpenAI = { baseUrl: string; host: string; port: number; requests: FakeChatRequest[]; embedRequests: FakeEmbedRequest[]; close: () => Promise<void> };
export type FakeEmbedRequest = { model: string; input: string[]; authorization: string | null };
/** Text → vector for POST /v1/embeddings; tests pass one whose geometry they know. */
export type FakeEmbedder = (text: string) => number[];

/** A bag of hashed words (32 numbers, unit length): texts sharing words point the same way. */
export function hashedWordsEmbedder(text: string): number[] {
  const v = new Array<number>(32).fill(0);
  for (const w of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    let h = 0;
    for (const ch of w) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
    v[h % 32]! += 1;
  }
  const n = Math.hypot(...v) || 1;
  return v.map((x) => x / n);
}

/** The text of the last user message of a request. */
export function lastUserText(req: FakeChatRequest): string {
  const user = [...req.messages].reverse().find((m) => m.role === "user");
  if (!user) return "";
  if (typeof user.content === "string") return user.content;
  if (Array.isArray(user.content)) return user.content.map((p: { text?: string }) => p.text ?? "").join("");
  return "";
}

/** The system message of a request ("" without one). */
export function systemText(req: FakeChatRequest): string {
  const s = req.messages.find((m) => m.role === "system");
  return typeof s?.content === "string" ? s.content : "";
}

export async function startFakeOpenAI(
  reply: (req: FakeChatRequest) => FakeReply | Promise<FakeReply>,
  port = 0,
  opts: { embed?: FakeEmbedder } = {},
): Promise<FakeOpenAI> {
  const requests: FakeChatRequest[] = [];
  const embedRequests: FakeEmbedRequest[] = [];
  const embed = opts.embed ?? hashedWordsEmbedder;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void (async () => {
        const send = (status: number, body: unknown) => {
          res.writeHead(status, { "content-type": "application/json" });
          res.end(JSON.stringify(body));
        };
        if (req.method === "GET" && req.url?.endsWith("/models")) return send(200, { object: "list", data: [{ id: "fake-model", object: "model" }] });
        if (req.method === "POST" && req.url?.endsWith("/embeddings")) {
          // OpenAI's documented shape: {model, input: string | string[]} → {object: "list", data: [{object, index, embedding}], model, usage}.
          let body: { model?: unknown; input?: unknown };
          try {
            body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as typeof body;
          } catch {
            return send(400, { error: { message: "Body is not JSON" } });
          }
          const input = typeof body.input === "string" ? [body.input] : Array.isArray(body.input) ? body.input.map(String) : null;
          if (!input?.length) return send(400, { error: { message: "'input' must be a string or a non-empty array of strings", type: "invalid_request_error" } });
          embedRequests.push({ model: String(body.model ?? ""), input, authorization: req.headers.authorization ?? null });
          const tokens = input.reduce((n, t) => n + Math.max(1, Math.ceil(t.length / 4)), 0);
          return send(200, {
            object: "list",
            data: input.map((t, index) => ({ object: "embedding", index, embedding: embed(t) })),
            model: String(body.model ?? ""),
            usage: { prompt_tokens: tokens, total_tokens: tokens },
          });
        }
        if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) return send(404, { error: { message: `No route ${req.method} ${req.url}` } });
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
        } catch {
          return send(400, { error: { message: "Body is not JSON" } });
        }
        const parsed: FakeChatRequest = {
          model: String(body.model ?? ""),
          messages: (body.messages as FakeChatRequest["messages"]) ?? [],
          path: req.url,
          authorization: req.headers.authorization ?? null,
          body,
        };
        requests.push(parsed);
        const r = await reply(parsed);
        if (r.delayMs) await new Promise((ok) => setTimeout(ok, r.delayMs));
        if (r.status && r.status >= 400) return send(r.status, { error: { message: r.error ?? `HTTP ${r.status}`, type: "fake_error" } });
        const content = r.content ?? "";
        const promptTokens = r.promptTokens ?? Math.max(1, Math.ceil(JSON.stringify(parsed.messages).length / 4));
        const completionTokens = r.completionTokens ?? Math.max(1, Math.ceil(content.length / 4));
        send(200, {
          id: `chatcmpl-${requests.length}`,
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: parsed.model,
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
          usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
        });
      })();
    });
  });
  await new Promise<void>((ok) => server.listen(port, "127.0.0.1", ok));
  const actual = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${actual}/v1`,
    host: `127.0.0.1:${actual}`,
    port: actual,
    requests,
    embedRequests,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
