import { requestOrigin } from "@/lib/site-origin";

/**
 * True when a state-changing request comes from a page of this site: the browser's Origin header
 * (sent on every cross-origin and every POST fetch/sendBeacon) must name the host the request was sent
 * to, or Sec-Fetch-Site must say same-origin. Server actions get this from Next; route handlers do not.
 */
export function isSameOrigin(req: Request): boolean {
  const site = req.headers.get("sec-fetch-site");
  if (site) return site === "same-origin";
  const origin = req.headers.get("origin");
  if (!origin) return false;
  return origin === requestOrigin(req.headers);
}
