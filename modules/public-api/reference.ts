/**
 * The API reference page (/api/v1/docs): static HTML rendered on the server from the OpenAPI document,
 * so it can never disagree with what the dispatcher validates. No script, no CDN (the app runs offline);
 * light and dark follow the reader's system setting.
 */
import { PROBLEM_TYPES } from "@/lib/api/problem";

type Json = Record<string, unknown>;
type Schema = Json & { type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; items?: Schema; anyOf?: Schema[]; $ref?: string; enum?: unknown[] };

const esc = (v: unknown) =>
  String(v ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

function refName(ref: string): string {
  return ref.split("/").at(-1)!;
}

/** A short type label: string · uuid, Task, list of Task, "a" | "b", … | null. */
function typeLabel(s: Schema | undefined): string {
  if (!s) return "any";
  if (s.$ref) return `<a href="#schema-${slug(refName(s.$ref))}">${esc(refName(s.$ref))}</a>`;
  if (s.anyOf) return s.anyOf.map(typeLabel).join(" | ");
  if (s.enum) return s.enum.map((v) => `<code>${esc(JSON.stringify(v))}</code>`).join(" | ");
  if (s.const !== undefined) return `<code>${esc(JSON.stringify(s.const))}</code>`;
  const t = Array.isArray(s.type) ? s.type : [s.type ?? "any"];
  return t
    .map((x) => {
      if (x === "array") return `list of ${typeLabel(s.items)}`;
      if (x === "string" && typeof s.format === "string") return `string · ${esc(s.format)}`;
      return esc(x);
    })
    .join(" | ");
}

function constraints(s: Schema): string {
  const out: string[] = [];
  if (s.default !== undefined) out.push(`default <code>${esc(JSON.stringify(s.default))}</code>`);
  if (typeof s.minimum === "number") out.push(`≥ ${s.minimum}`);
  if (typeof s.maximum === "number") out.push(`≤ ${s.maximum}`);
  if (typeof s.minLength === "number" && s.minLength > 0) out.push(`min ${s.minLength} chars`);
  if (typeof s.maxLength === "number") out.push(`max ${s.maxLength} chars`);
  return out.join(", ");
}

function fieldsTable(s: Schema | undefined, caption: string): string {
  if (!s?.properties) return s ? `<p class="muted">${caption}: ${typeLabel(s)}</p>` : "";
  const req = new Set(s.required ?? []);
  const rows = Object.entries(s.properties)
    .map(
      ([name, f]) =>
        `<tr><td><code>${esc(name)}</code>${req.has(name) ? ' <span class="req">required</span>' : ""}</td><td>${typeLabel(f)}</td><td>${esc(f.description ?? "")}${
          constraints(f) ? ` <span class="muted">${constraints(f)}</span>` : ""
        }</td></tr>`,
    )
    .join("");
  return `<table><caption>${esc(caption)}</caption><thead><tr><th>Field</th><th>Type</th><th>Description</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function paramsTable(params: Json[], where: string, caption: string): string {
  const list = params.filter((p) => p.in === where);
  if (!list.length) return "";
  const rows = list
    .map((p) => {
      const s = p.schema as Schema;
      return `<tr><td><code>${esc(p.name)}</code>${p.required ? ' <span class="req">required</span>' : ""}</td><td>${typeLabel(s)}</td><td>${esc(p.description ?? "")}${
        constraints(s) ? ` <span class="muted">${constraints(s)}</span>` : ""
      }</td></tr>`;
    })
    .join("");
  return `<table><caption>${esc(caption)}</caption><thead><tr><th>Name</th><th>Type</th><th>Description</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function curl(method: string, path: string, op: Json): string {
  const params = (op.parameters ?? []) as Json[];
  let url = path;
  for (const p of params.filter((x) => x.in === "path")) url = url.replace(`{${String(p.name)}}`, String(p.example ?? `<${String(p.name)}>`));
  const query = params.filter((x) => x.in === "query" && x.example !== undefined).map((x) => `${String(x.name)}=${encodeURIComponent(String(x.example))}`);
  const lines = [`curl${method === "get" ? "" : ` -X ${method.toUpperCase()}`} "$GROWTH_OS_URL/api/v1${url}${query.length ? `?${query.join("&")}` : ""}"`, `  -H "Authorization: Bearer $GROWTH_OS_API_KEY"`];
  const body = ((op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined)?.["application/json"]?.example;
  if (body !== undefined) {
    lines.push(`  -H "Content-Type: application/json"`);
    if (method === "post") lines.push(`  -H "Idempotency-Key: $(uuidgen)"`);
    lines.push(`  -d '${JSON.stringify(body)}'`);
  }
  return lines.join(" \\\n");
}

function operationHtml(method: string, path: string, op: Json): string {
  const params = (op.parameters ?? []) as Json[];
  const reqSchema = ((op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined)?.["application/json"]?.schema as Schema | undefined;
  const responses = op.responses as Record<string, Json>;
  const okStatus = Object.keys(responses).find((s) => s.startsWith("2"))!;
  const okSchema = (responses[okStatus]?.content as Record<string, Json>)?.["application/json"]?.schema as Schema | undefined;
  const errors = Object.keys(responses).filter((s) => !s.startsWith("2"));
  return `<section class="op" id="${esc(op.operationId)}">
  <h3><span class="method m-${method}">${method.toUpperCase()}</span> <code>/api/v1${esc(path)}</code></h3>
  <p class="summary">${esc(op.summary)} <span class="muted">· <code>${esc(op.operationId)}</code> · scope <code>${esc(op["x-scope"])}</code></span></p>
  ${String(op.description ?? "")
    .split("\n\n")
    .map((p) => `<p>${esc(p).replace(/`([^`]+)`/g, "<code>$1</code>")}</p>`)
    .join("")}
  ${paramsTable(params, "path", "Path parameters")}
  ${paramsTable(params, "query", "Query parameters")}
  ${paramsTable(params, "header", "Headers")}
  ${fieldsTable(reqSchema, "Request body (JSON)")}
  <p><strong>${esc(okStatus)}</strong>: ${typeLabel(okSchema)}${okSchema?.properties ? "" : ""}</p>
  ${okSchema?.properties ? fieldsTable(okSchema, `Response ${okStatus}`) : ""}
  <p class="muted">Errors: ${errors.map((s) => `<code>${esc(s)}</code>`).join(" ")} — see <a href="#errors">Errors</a>.</p>
  <pre><code>${esc(curl(method, path, op))}</code></pre>
</section>`;
}

const STYLE = `
:root{color-scheme:light dark;--bg:#fff;--fg:#0a0a0a;--muted:#6b7280;--border:#e5e7eb;--card:#f9fafb;--accent:#4f46e5;--code:#f3f4f6}
@media (prefers-color-scheme:dark){:root{--bg:#0a0a0a;--fg:#f5f5f5;--muted:#9ca3af;--border:#27272a;--card:#111113;--accent:#818cf8;--code:#18181b}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.6 ui-sans-serif,system-ui,-apple-system,"Segoe UI",sans-serif}
a{color:var(--accent)}code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:13px}
:not(pre)>code{background:var(--code);padding:1px 5px;border-radius:4px}
.layout{display:grid;grid-template-columns:240px minmax(0,1fr);max-width:1200px;margin:0 auto}
nav{position:sticky;top:0;align-self:start;height:100vh;overflow:auto;padding:24px 16px;border-right:1px solid var(--border)}
nav h2{font-size:12px;text-transform:uppercase;letter-spacing:.05em;color:var(--muted);margin:16px 0 4px}
nav a{display:block;color:var(--fg);text-decoration:none;padding:2px 0;font-size:14px}nav a:hover{color:var(--accent)}
main{padding:24px 32px 80px;min-width:0}h1{font-size:28px;margin:0 0 4px}h2.tag{margin-top:48px;padding-top:8px;border-top:1px solid var(--border)}
.op{margin:24px 0;padding:16px 20px;border:1px solid var(--border);border-radius:12px;background:var(--card)}
.op h3{margin:0 0 4px;font-size:16px;word-break:break-all}.summary{margin:0 0 8px}
.method{display:inline-block;min-width:56px;text-align:center;font-size:12px;font-weight:700;padding:2px 6px;border-radius:6px;color:#fff;font-family:ui-monospace,monospace}
.m-get{background:#2563eb}.m-post{background:#16a34a}.m-patch{background:#d97706}.m-put{background:#7c3aed}.m-delete{background:#dc2626}
table{display:block;max-width:100%;overflow-x:auto;border-collapse:collapse;margin:12px 0;font-size:14px}main{overflow-wrap:anywhere}caption{text-align:left;font-weight:600;padding:4px 0}
th,td{text-align:left;vertical-align:top;padding:6px 8px;border-bottom:1px solid var(--border)}th{font-size:12px;color:var(--muted);font-weight:600}
pre{background:var(--code);padding:12px 14px;border-radius:8px;overflow:auto;white-space:pre}
.muted{color:var(--muted)}.req{font-size:11px;color:#b45309;font-weight:600}
@media (max-width:800px){.layout{grid-template-columns:minmax(0,1fr)}nav a{overflow-wrap:anywhere}nav{position:static;height:auto;border-right:0;border-bottom:1px solid var(--border)}main{padding:16px}}
`;

export function renderReference(doc: Json): string {
  const info = doc.info as { title: string; version: string; description: string };
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const schemas = ((doc.components as Json).schemas ?? {}) as Record<string, Schema>;
  const ops = Object.entries(paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
  const tags = [...new Set(ops.map((o) => (o.op.tags as string[])[0]!))];

  const nav = `<nav aria-label="API reference">
<a href="#top"><strong>${esc(info.title)}</strong></a>
<h2>Guide</h2><a href="#authentication">Authentication</a><a href="#pagination">Pagination</a><a href="#idempotency">Idempotency</a><a href="#rate-limits">Rate limits</a><a href="#errors">Errors</a>
${tags
  .map(
    (t) =>
      `<h2>${esc(t)}</h2>${ops
        .filter((o) => (o.op.tags as string[])[0] === t)
        .map((o) => `<a href="#${esc(o.op.operationId)}">${esc(o.op.summary)}</a>`)
        .join("")}`,
  )
  .join("")}
<h2>Objects</h2>${Object.keys(schemas)
    .map((n) => `<a href="#schema-${slug(n)}">${esc(n)}</a>`)
    .join("")}
<h2>Machine-readable</h2><a href="/api/v1/openapi.json">openapi.json (OpenAPI 3.1)</a>
</nav>`;

  const guide = `
<h1 id="top">${esc(info.title)}</h1>
<p class="muted">Version ${esc(info.version)} · base URL <code>/api/v1</code> · <a href="/api/v1/openapi.json">OpenAPI 3.1 document</a></p>
<p>${esc(info.description).replace(/`([^`]+)`/g, "<code>$1</code>")}</p>
<h2 id="authentication">Authentication</h2>
<p>Create a key under <strong>Brand Settings → API keys</strong> (owners and admins). Send it with every request as <code>Authorization: Bearer gos_live_…</code>. A key belongs to one brand and acts as the person who created it: it may do what that person's role allows today, limited to the permissions (scopes) chosen for the key — <code>&lt;module&gt;:read</code> or <code>&lt;module&gt;:write</code> (write includes read). If the creator leaves the brand, the key stops working.</p>
<pre><code>curl "$GROWTH_OS_URL/api/v1/tasks?limit=10" -H "Authorization: Bearer $GROWTH_OS_API_KEY"</code></pre>
<h2 id="pagination">Pagination</h2>
<p>Lists answer <code>{"object":"list","data":[…],"has_more":true,"next_cursor":"…"}</code>. Pass <code>limit</code> (1–100, default 25) and, for the next page, <code>cursor</code> = the previous <code>next_cursor</code>. Cursors stay valid while rows are added. Dates are ISO 8601: instants in UTC (<code>2026-03-31T09:00:00.000Z</code>), days as <code>2026-03-31</code>.</p>
<h2 id="idempotency">Idempotency</h2>
<p>Send <code>Idempotency-Key: &lt;unique value&gt;</code> with a POST to make retries safe: within 24 hours the same key with the same body returns the first answer (header <code>Idempotent-Replayed: true</code>) instead of creating again; with a different body it is refused (422); while the first request still runs, 409. Failed requests are not stored, so a corrected retry may reuse the key.</p>
<h2 id="rate-limits">Rate limits</h2>
<p>Each key may make a fixed number of requests per minute (120 unless the deployment sets <code>API_RATE_LIMIT_PER_MINUTE</code>). Every answer carries <code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code> and <code>RateLimit-Reset</code>; past the limit the answer is 429 with <code>Retry-After</code> (seconds).</p>
<h2 id="errors">Errors</h2>
<p>Errors are <a href="https://www.rfc-editor.org/rfc/rfc9457">RFC 9457</a> problem details (<code>application/problem+json</code>): <code>type</code>, <code>title</code>, <code>status</code>, <code>detail</code> (what happened and what to try), <code>instance</code>, and for invalid input <code>errors: [{path, message}]</code>. Another brand's objects answer exactly like missing ones (404).</p>
<table><thead><tr><th>type</th><th>Status</th><th>Meaning</th></tr></thead><tbody>${Object.entries(PROBLEM_TYPES)
    .map(([k, v]) => `<tr id="problem-${k}"><td><code>${k}</code></td><td>${v.status}</td><td>${esc(v.title)}</td></tr>`)
    .join("")}</tbody></table>`;

  const endpoints = tags
    .map(
      (t) =>
        `<h2 class="tag" id="tag-${slug(t)}">${esc(t)}</h2>${ops
          .filter((o) => (o.op.tags as string[])[0] === t)
          .map((o) => operationHtml(o.method, o.path, o.op))
          .join("")}`,
    )
    .join("");

  const objects = `<h2 class="tag" id="objects">Objects</h2>${Object.entries(schemas)
    .map(([n, s]) => `<section class="op" id="schema-${slug(n)}"><h3>${esc(n)}</h3>${s.description ? `<p>${esc(s.description)}</p>` : ""}${fieldsTable(s, "Fields")}</section>`)
    .join("")}`;

  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(info.title)} reference</title><meta name="robots" content="noindex"><style>${STYLE}</style></head><body><div class="layout">${nav}<main>${guide}${endpoints}${objects}</main></div></body></html>`;
}
