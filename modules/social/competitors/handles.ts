/**
 * Handles as people paste them — "@rival", "rival", "https://www.instagram.com/rival/",
 * "linkedin.com/company/rival-co" — to the stored form: lower-case, no "@", no URL. Instagram
 * usernames: letters, digits, "." and "_", up to 30; LinkedIn vanity names: letters, digits and "-".
 */
import type { SocialNetwork } from "@/db/schema";

const PATTERNS: Record<SocialNetwork, RegExp> = { instagram: /^[a-z0-9._]{1,30}$/, linkedin: /^[a-z0-9][a-z0-9-]{0,99}$/ };

export type HandleResult = { ok: true; handle: string } | { ok: false; error: string };

export function normaliseHandle(network: SocialNetwork, raw: string): HandleResult {
  let v = raw.trim();
  const url = /^(?:https?:\/\/)?(?:[a-z]{2,3}\.|www\.)?(instagram\.com|linkedin\.com)\/(.+)$/i.exec(v);
  if (url) {
    const host = url[1]!.toLowerCase();
    if ((host === "instagram.com") !== (network === "instagram")) return { ok: false, error: `"${raw.trim()}" is a ${host} address, not a ${network === "instagram" ? "Instagram" : "LinkedIn"} one.` };
    const parts = url[2]!.split(/[/?#]/).filter(Boolean);
    v = network === "linkedin" ? (parts[0] === "company" || parts[0] === "school" || parts[0] === "showcase" ? (parts[1] ?? "") : "") : (parts[0] ?? "");
    if (!v) return { ok: false, error: `"${raw.trim()}" is not a ${network === "instagram" ? "profile" : "company page"} address.` };
  }
  v = v.replace(/^@/, "").toLowerCase();
  if (!PATTERNS[network].test(v)) {
    return { ok: false, error: network === "instagram" ? `"${raw.trim()}" is not an Instagram username (letters, digits, "." and "_", up to 30).` : `"${raw.trim()}" is not a LinkedIn page vanity name (the part after linkedin.com/company/: letters, digits and "-").` };
  }
  return { ok: true, handle: v };
}

/** Several handles from a paste: separated by commas, spaces or new lines. */
export function splitHandles(text: string): string[] {
  return text.split(/[\s,;]+/).map((s) => s.trim()).filter(Boolean);
}

/** A first guess at a competitor's handle from its website: "www.rival-roasters.com" → "rivalroasters" (Instagram) / "rival-roasters" (LinkedIn). */
export function guessHandle(network: SocialNetwork, domain: string | undefined, name: string): string {
  const stem = (domain ?? "").replace(/^https?:\/\//, "").replace(/^www\./, "").split(/[./]/)[0] || name;
  const lower = stem.toLowerCase();
  return network === "instagram" ? lower.replace(/[^a-z0-9._]/g, "").slice(0, 30) : lower.replace(/[^a-z0-9-]+/g, "-").replace(/^-+|-+$/g, "");
}
