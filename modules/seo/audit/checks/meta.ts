import { defineChecks, clip, htmlPage, one } from "./_util";
import { isIndexableHtml } from "../site";

export const TITLE_MIN = 30;
export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 70;
export const DESCRIPTION_MAX = 160;
const OG_REQUIRED = ["og:title", "og:type", "og:image", "og:url"];

const languages = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });
const regions = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/** A BCP 47 tag whose language (and region, when given) is a real ISO code. */
export function isValidLangTag(tag: string): boolean {
  const [language, ...rest] = tag.trim().split(/[-_]/);
  if (!/^[a-z]{2,3}$/i.test(language ?? "") || languages.of(language!.toLowerCase()) === undefined) return false;
  return rest.every((s) => {
    if (/^[a-z]{4}$/i.test(s)) return true; // script subtag (zh-Hant)
    // ICU knows "UK" as an alias, but ISO 3166 has only GB: search engines ignore en-UK.
    // User-assigned codes (ZZ "unknown", XA–XZ, QM–QZ, AA) are no country either.
    if (/^[a-z]{2}$/i.test(s)) return !/^(UK|AA|ZZ|Q[M-Z]|X[A-Z])$/i.test(s) && regions.of(s.toUpperCase()) !== undefined;
    return /^\d{3}$/.test(s);
  });
}

export const metaChecks = defineChecks([
  {
    key: "title-missing",
    title: "Title missing",
    severity: "critical",
    fix: "Add a <title> in the <head> that says what the page is about, in 30–60 characters.",
    run: (p) => one(htmlPage(p) && p.html.title === null ? "no <title> element" : null),
  },
  {
    key: "title-empty",
    title: "Title empty",
    severity: "critical",
    fix: "Write the page's title inside its <title> element (30–60 characters).",
    run: (p) => one(htmlPage(p) && p.html.title === "" ? "<title></title>" : null),
  },
  {
    key: "title-too-long",
    title: "Title too long",
    severity: "warning",
    fix: "Shorten the title to 60 characters or fewer so results do not cut it off; keep the main keyword first.",
    run: (p) => one(htmlPage(p) && (p.html.title?.length ?? 0) > TITLE_MAX ? `<title>${clip(p.html.title!, 200)}</title> (${p.html.title!.length} characters)` : null),
  },
  {
    key: "title-too-short",
    title: "Title too short",
    severity: "notice",
    fix: "Lengthen the title to at least 30 characters: add what the page offers and the brand.",
    run: (p) => one(htmlPage(p) && p.html.title && p.html.title.length < TITLE_MIN ? `<title>${p.html.title}</title> (${p.html.title.length} characters)` : null),
  },
  {
    key: "title-duplicate",
    title: "Duplicate title",
    severity: "warning",
    fix: "Give each indexable page its own title; pages sharing one compete with each other in search.",
    run: (p, site) => {
      if (!htmlPage(p) || !p.html.title || !isIndexableHtml(p)) return [];
      const others = (site.titles.get(p.html.title) ?? []).filter((u) => u !== p.url);
      return one(others.length ? `<title>${clip(p.html.title)}</title> also on ${others.slice(0, 3).join(", ")}${others.length > 3 ? ` and ${others.length - 3} more` : ""}` : null, { others });
    },
  },
  {
    key: "description-missing",
    title: "Meta description missing",
    severity: "warning",
    fix: 'Add <meta name="description" content="…"> summing up the page in 70–160 characters; search engines often show it as the snippet.',
    run: (p) => one(htmlPage(p) && p.html.metaDescription === null ? 'no <meta name="description">' : null),
  },
  {
    key: "description-empty",
    title: "Meta description empty",
    severity: "warning",
    fix: "Fill the description's content with a 70–160 character summary of the page.",
    run: (p) => one(htmlPage(p) && p.html.metaDescription === "" ? '<meta name="description" content="">' : null),
  },
  {
    key: "description-too-long",
    title: "Meta description too long",
    severity: "notice",
    fix: "Shorten the description to 160 characters or fewer so the snippet is not cut off.",
    run: (p) => one(htmlPage(p) && (p.html.metaDescription?.length ?? 0) > DESCRIPTION_MAX ? `${clip(p.html.metaDescription!, 220)} (${p.html.metaDescription!.length} characters)` : null),
  },
  {
    key: "description-too-short",
    title: "Meta description too short",
    severity: "notice",
    fix: "Lengthen the description to at least 70 characters: what the page offers and why click.",
    run: (p) => one(htmlPage(p) && p.html.metaDescription && p.html.metaDescription.length < DESCRIPTION_MIN ? `${p.html.metaDescription} (${p.html.metaDescription.length} characters)` : null),
  },
  {
    key: "description-duplicate",
    title: "Duplicate meta description",
    severity: "warning",
    fix: "Write a description for each page; a shared one tells search engines the pages are alike.",
    run: (p, site) => {
      if (!htmlPage(p) || !p.html.metaDescription || !isIndexableHtml(p)) return [];
      const others = (site.descriptions.get(p.html.metaDescription) ?? []).filter((u) => u !== p.url);
      return one(others.length ? `"${clip(p.html.metaDescription, 100)}" also on ${others.slice(0, 3).join(", ")}${others.length > 3 ? ` and ${others.length - 3} more` : ""}` : null, { others });
    },
  },
  {
    key: "h1-missing",
    title: "H1 missing",
    severity: "warning",
    fix: "Give the page one <h1> naming its topic.",
    run: (p) => one(htmlPage(p) && p.html.h1s.length === 0 ? "no <h1> element" : null),
  },
  {
    key: "h1-multiple",
    title: "Several H1s",
    severity: "notice",
    fix: "Keep one <h1> for the page's topic and make the others <h2>.",
    run: (p) => one(htmlPage(p) && p.html.h1s.length > 1 ? p.html.h1s.map((h) => `<h1>${clip(h, 60)}</h1>`).join(" ") : null),
  },
  {
    key: "heading-order",
    title: "Heading levels skipped",
    severity: "notice",
    fix: "Nest headings one level at a time (h1 → h2 → h3) so the outline reads as a table of contents.",
    run: (p) => {
      if (!htmlPage(p)) return [];
      const hs = p.html.headings;
      for (let i = 1; i < hs.length; i++) {
        const [a, b] = [hs[i - 1]!, hs[i]!];
        if (b.level > a.level + 1) return one(`<h${a.level}>${clip(a.text, 50)}</h${a.level}> followed by <h${b.level}>${clip(b.text, 50)}</h${b.level}>`);
      }
      return [];
    },
  },
  {
    key: "html-lang-missing",
    title: "Language not declared",
    severity: "warning",
    fix: 'Add the page\'s language to the html element: <html lang="en">.',
    run: (p) => one(htmlPage(p) && !p.html.lang ? (p.html.lang === "" ? '<html lang="">' : "<html> without lang") : null),
  },
  {
    key: "html-lang-invalid",
    title: "Invalid language code",
    severity: "warning",
    fix: "Use an ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, pt-BR.",
    run: (p) => one(htmlPage(p) && p.html.lang && !isValidLangTag(p.html.lang) ? `<html lang="${p.html.lang}">` : null),
  },
  {
    key: "viewport-missing",
    title: "No viewport meta tag",
    severity: "warning",
    fix: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> so phones render the page at their width.',
    run: (p) => one(htmlPage(p) && !p.html.viewport ? 'no <meta name="viewport">' : null),
  },
  {
    key: "open-graph-missing",
    title: "Open Graph tags missing",
    severity: "notice",
    fix: "Add og:title, og:type, og:image and og:url so shares on social networks show a proper card.",
    run: (p) => {
      if (!htmlPage(p)) return [];
      const missing = OG_REQUIRED.filter((k) => !p.html.social[k]);
      return one(missing.length ? `missing ${missing.map((k) => `<meta property="${k}">`).join(", ")}` : null, { missing });
    },
  },
  {
    key: "twitter-card-missing",
    title: "Twitter card missing",
    severity: "notice",
    fix: 'Add <meta name="twitter:card" content="summary_large_image"> (X falls back to Open Graph for the rest).',
    run: (p) => one(htmlPage(p) && !p.html.social["twitter:card"] ? 'no <meta name="twitter:card">' : null),
  },
]);
