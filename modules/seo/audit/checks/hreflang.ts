import { defineChecks, htmlPage } from "./_util";
import { isValidLangTag } from "./meta";
import { normaliseUrl } from "../urls";
import type { PageFacts } from "../types";

const targets = (p: PageFacts) => (p.html?.hreflang ?? []).map((h) => ({ ...h, url: normaliseUrl(h.href, p.url) }));

export const hreflangChecks = defineChecks([
  {
    key: "hreflang-invalid",
    title: "Invalid hreflang code",
    severity: "warning",
    fix: "Use ISO 639-1 language codes with an optional ISO 3166-1 region (en, en-GB, es-419) or x-default; en-UK is not valid (use en-GB).",
    run: (p) => (htmlPage(p) ? p.html.hreflang.filter((h) => h.lang.toLowerCase() !== "x-default" && !isValidLangTag(h.lang)).map((h) => ({ evidence: `<link rel="alternate" hreflang="${h.lang}" href="${h.href}">` })) : []),
  },
  {
    key: "hreflang-no-self",
    title: "hreflang without a self reference",
    severity: "warning",
    fix: "List the page itself among its hreflang alternates, with its own language.",
    run: (p) => {
      if (!htmlPage(p) || p.html.hreflang.length === 0) return [];
      return targets(p).some((t) => t.url === p.url) ? [] : [{ evidence: `${p.html.hreflang.length} hreflang link(s), none to ${p.url}` }];
    },
  },
  {
    key: "hreflang-no-return",
    title: "hreflang without a return link",
    severity: "warning",
    fix: "Each alternate must link back: add the matching hreflang link to the other page too, or search engines ignore the pair.",
    run: (p, site) => {
      if (!htmlPage(p)) return [];
      return targets(p)
        .filter((t) => t.url && t.url !== p.url)
        .flatMap((t) => {
          const other = site.byUrl.get(t.url!);
          if (!other || !htmlPage(other)) return [];
          return targets(other).some((b) => b.url === p.url) ? [] : [{ evidence: `<link rel="alternate" hreflang="${t.lang}" href="${t.href}">; ${t.url} has no hreflang link back`, details: { target: t.url } }];
        });
    },
  },
]);
