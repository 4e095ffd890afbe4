/**
 * A URL stimulus as text: the page is fetched through lib/http's outbound client (SSRF guard on the address and
 * every redirect hop, timeouts, a size cap, a row in the API-call audit under provider "focus-groups") and read
 * with the on-page audit's parser (title + the main text without menus and footers). Participants react to this
 * snapshot, not to the live page, so a session is reproducible; "Refresh snapshot" takes a new one.
 */
import type { BrandScope } from "@/lib/brand-scope";
import { isOutboundError, OutboundBlockedError, OutboundTimeoutError, outbound, type OutboundClient } from "@/lib/http";
import { parseHtml } from "@/modules/seo/audit/parse";

export const SNAPSHOT_MAX_BYTES = 3 * 1024 * 1024;
export const SNAPSHOT_TIMEOUT_MS = 15_000;
/** Text kept per page: enough for a landing page, small enough for every participant's prompt. */
export const SNAPSHOT_MAX_CHARS = 12_000;

export type Snapshot = { ok: true; text: string; title: string | null; finalUrl: string } | { ok: false; error: string };

const STATUS_WORDS: Record<number, string> = {
  401: "the page needs a login",
  403: "the site refuses automated visits",
  404: "the page does not exist",
  410: "the page was removed",
  429: "the site is rate-limiting visits; try again later",
};

let timeoutForTests: number | undefined;
/** Integration tests shorten the wait for a page that never answers. */
export function setSnapshotTimeoutForTests(ms: number | undefined): void {
  timeoutForTests = ms;
}

function header(h: Record<string, string | string[] | undefined>, name: string): string | null {
  const v = h[name];
  return (Array.isArray(v) ? v[0] : v) ?? null;
}

/** Never throws for the page's own faults: they are the result, in the user's words. */
export async function takeSnapshot(url: string, ctx: { scope: BrandScope; client?: OutboundClient }): Promise<Snapshot> {
  const timeoutMs = timeoutForTests ?? SNAPSHOT_TIMEOUT_MS;
  let res;
  try {
    res = await (ctx.client ?? outbound).request(
      { url, maxRedirects: 5, maxResponseBytes: SNAPSHOT_MAX_BYTES, timeoutMs, headers: { accept: "text/html,application/xhtml+xml;q=0.9,text/plain;q=0.8" } },
      { brandId: ctx.scope.brandId, scope: ctx.scope, provider: "focus-groups", purpose: "fg.stimulus-snapshot" },
    );
  } catch (e) {
    if (e instanceof OutboundBlockedError) return { ok: false, error: `Blocked: ${e.message} Only public web addresses can be snapshotted.` };
    if (e instanceof OutboundTimeoutError) return { ok: false, error: `Timed out: the site did not answer within ${Math.max(1, Math.round(timeoutMs / 1000))} s.` };
    if (isOutboundError(e)) return { ok: false, error: `Could not connect: ${e.message}` };
    throw e;
  }
  if (res.status >= 300 && res.status < 400) return { ok: false, error: "Too many redirects (more than 5)." };
  if (res.status !== 200) {
    const why = STATUS_WORDS[res.status] ?? (res.status >= 500 ? "the site had an error; try again later" : null);
    return { ok: false, error: `HTTP ${res.status}${why ? `: ${why}` : ""}.` };
  }
  if (res.truncated) return { ok: false, error: `The page is larger than ${SNAPSHOT_MAX_BYTES / 1024 / 1024} MB, the limit for a snapshot.` };
  const mime = (header(res.headers, "content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const body = res.body.toString("utf8");
  if (mime === "text/plain") return { ok: true, text: body.replace(/\s+/g, " ").trim().slice(0, SNAPSHOT_MAX_CHARS), title: null, finalUrl: res.finalUrl };
  if (mime && mime !== "text/html" && mime !== "application/xhtml+xml") return { ok: false, error: `Not a web page (${mime}). Upload images as an image stimulus instead.` };
  return snapshotFromHtml(body, res.finalUrl);
}

export function snapshotFromHtml(html: string, finalUrl: string): Snapshot {
  const facts = parseHtml(html, finalUrl, new URL(finalUrl).hostname, { mainText: true });
  const main = (facts.mainText ?? "").replace(/\s+/g, " ").trim();
  const title = (facts.title || facts.h1s[0] || "").trim() || null;
  if (!main && !title) return { ok: false, error: "No text on the page (it may be built by JavaScript, or be a consent wall). Describe it in the stimulus text instead." };
  const text = [title, main].filter(Boolean).join("\n\n").slice(0, SNAPSHOT_MAX_CHARS);
  return { ok: true, text, title, finalUrl };
}
