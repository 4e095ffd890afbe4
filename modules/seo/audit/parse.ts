/**
 * Reads the facts of one HTML document in a single streaming pass (htmlparser2's callback Parser:
 * no DOM is built, so a page costs little more memory than its bytes).
 */
import { Parser } from "htmlparser2";
import type { HtmlFacts, JsonLdFact, LinkFact } from "./types";
import { judgeJsonLd } from "./schema-org";
import { simhash } from "@/lib/text/simhash";
import { isInternal, normaliseUrl } from "./urls";

const SKIP_TEXT = new Set(["script", "style", "noscript", "template", "svg", "title"]);
const RESOURCE_ATTR: Record<string, string> = { img: "src", script: "src", iframe: "src", source: "src", video: "src", audio: "src", embed: "src" };
const MAX_LINKS = 2000;
const MAX_WORDS_KEPT = 5000;

const squash = (s: string) => s.replace(/\s+/g, " ").trim();
/** Page furniture left out of the main text (menus, banners, sidebars, forms). */
const CHROME = new Set(["nav", "header", "footer", "aside", "form", "button"]);
const MAX_MAIN_TEXT = 400_000;
/** Tags whose text runs on inside a sentence; any other tag separates words in the main text. */
const INLINE = new Set(["a", "abbr", "b", "bdi", "cite", "code", "em", "i", "kbd", "mark", "q", "s", "small", "span", "strong", "sub", "sup", "time", "u"]);
const PUBLISHED_META = new Set(["article:published_time", "datepublished", "date", "pubdate", "publish-date", "publishdate", "dc.date.issued", "dc.date", "sailthru.date", "parsely-pub-date"]);

/** yyyy-mm-dd of a date as pages write it (ISO, with or without time), or null. */
export function isoDay(value: string): string | null {
  const m = /^\s*(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  const t = Date.parse(value);
  return Number.isFinite(t) ? new Date(t).toISOString().slice(0, 10) : null;
}

/** The first datePublished of a JSON-LD value (@graph and arrays followed). */
function jsonLdPublished(v: unknown, depth = 0): string | null {
  if (depth > 6 || !v || typeof v !== "object") return null;
  if (Array.isArray(v)) {
    for (const x of v) {
      const d = jsonLdPublished(x, depth + 1);
      if (d) return d;
    }
    return null;
  }
  const o = v as Record<string, unknown>;
  if (typeof o.datePublished === "string") return isoDay(o.datePublished);
  return jsonLdPublished(o["@graph"], depth + 1);
}

/**
 * `opts.mainText` also keeps the text outside page furniture (nav, header, footer, aside, forms), for
 * content research's word count and terms; the audit does not need it and does not pay for it.
 */
export function parseHtml(html: string, pageUrl: string, siteHost: string, opts: { mainText?: boolean } = {}): HtmlFacts {
  const facts: HtmlFacts = {
    title: null,
    titleCount: 0,
    metaDescription: null,
    metaDescriptionCount: 0,
    h1s: [],
    headings: [],
    canonicalHref: null,
    robotsMeta: null,
    lang: null,
    viewport: null,
    hreflang: [],
    links: [],
    images: [],
    insecureResources: [],
    jsonLd: [],
    social: {},
    wordCount: 0,
    simhash: null,
    published: null,
  };
  let metaPublished: string | null = null;
  let ldPublished: string | null = null;
  let timePublished: string | null = null;
  let chromeDepth = 0;
  const main: string[] = [];
  let mainLength = 0;
  const pageIsHttps = pageUrl.startsWith("https:");
  const words: string[] = [];
  let wordCount = 0;
  let skipDepth = 0;
  let inTitle = false;
  let titleText = "";
  let heading: { level: number; text: string } | null = null;
  let anchor: { href: string; rel: string; text: string } | null = null;
  let jsonLd: string | null = null;

  const addWords = (text: string) => {
    for (const w of text.toLowerCase().split(/[^\p{L}\p{N}']+/u)) {
      if (!w) continue;
      wordCount++;
      if (words.length < MAX_WORDS_KEPT) words.push(w);
    }
  };

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === "html" && attrs.lang !== undefined) facts.lang = attrs.lang.trim();
        if (SKIP_TEXT.has(name)) skipDepth++;
        if (CHROME.has(name)) chromeDepth++;
        if (opts.mainText && !INLINE.has(name)) main.push(" ");
        if (name === "time" && timePublished === null && attrs.datetime) timePublished = isoDay(attrs.datetime);
        if (metaPublished === null && attrs.itemprop === "datePublished") metaPublished = isoDay(attrs.content ?? attrs.datetime ?? "");
        if (name === "title" && !heading) {
          facts.titleCount++;
          if (facts.titleCount === 1) inTitle = true;
        }
        if (name === "script" && (attrs.type ?? "").toLowerCase().trim() === "application/ld+json") jsonLd = "";
        if (name === "meta") {
          const key = (attrs.name ?? attrs.property ?? "").toLowerCase().trim();
          const content = attrs.content ?? "";
          if (key === "description") {
            facts.metaDescriptionCount++;
            if (facts.metaDescription === null) facts.metaDescription = squash(content);
          } else if (key === "robots" || key === "googlebot") {
            facts.robotsMeta = facts.robotsMeta ? `${facts.robotsMeta}, ${content.trim()}` : content.trim();
          } else if (key === "viewport") facts.viewport = content.trim();
          else if (key.startsWith("og:") || key.startsWith("twitter:")) facts.social[key] = content.trim();
          if (metaPublished === null && PUBLISHED_META.has(key)) metaPublished = isoDay(content);
        }
        if (name === "link") {
          const rel = (attrs.rel ?? "").toLowerCase().split(/\s+/);
          if (rel.includes("canonical") && facts.canonicalHref === null) facts.canonicalHref = attrs.href ?? "";
          if (rel.includes("alternate") && attrs.hreflang !== undefined) facts.hreflang.push({ lang: attrs.hreflang.trim(), href: attrs.href ?? "" });
          if (rel.includes("stylesheet") && attrs.href?.trim().toLowerCase().startsWith("http:") && pageIsHttps) facts.insecureResources.push(attrs.href.trim());
        }
        const resAttr = RESOURCE_ATTR[name];
        if (resAttr && pageIsHttps && attrs[resAttr]?.trim().toLowerCase().startsWith("http:")) facts.insecureResources.push(attrs[resAttr].trim());
        if (name === "img") {
          facts.images.push({ src: attrs.src ?? "", alt: attrs.alt ?? null, width: attrs.width ?? null, height: attrs.height ?? null });
          if (anchor && attrs.alt) anchor.text += ` ${attrs.alt}`;
        }
        if (/^h[1-6]$/.test(name)) heading = { level: Number(name[1]), text: "" };
        if (name === "a" && attrs.href !== undefined) anchor = { href: attrs.href, rel: (attrs.rel ?? "").toLowerCase(), text: "" };
      },
      ontext(text) {
        if (inTitle) titleText += text;
        if (jsonLd !== null) jsonLd += text;
        if (skipDepth > 0) return;
        if (heading) heading.text += text;
        if (anchor) anchor.text += text;
        addWords(text);
        if (opts.mainText && chromeDepth === 0 && mainLength < MAX_MAIN_TEXT) {
          main.push(text);
          mainLength += text.length;
        }
      },
      onclosetag(name) {
        if (SKIP_TEXT.has(name) && skipDepth > 0) skipDepth--;
        if (CHROME.has(name) && chromeDepth > 0) chromeDepth--;
        if (opts.mainText && !INLINE.has(name)) main.push(" ");
        if (name === "title" && inTitle) {
          inTitle = false;
          facts.title = squash(titleText);
        }
        if (name === "script" && jsonLd !== null) {
          if (ldPublished === null) ldPublished = publishedIn(jsonLd);
          facts.jsonLd.push(readJsonLd(jsonLd));
          jsonLd = null;
        }
        if (heading && name === `h${heading.level}`) {
          const h = { level: heading.level, text: squash(heading.text) };
          facts.headings.push(h);
          if (h.level === 1) facts.h1s.push(h.text);
          heading = null;
        }
        if (name === "a" && anchor) {
          if (facts.links.length < MAX_LINKS) {
            const url = normaliseUrl(anchor.href, pageUrl);
            const link: LinkFact = { url, href: anchor.href, text: squash(anchor.text), nofollow: /\bnofollow\b/.test(anchor.rel), internal: url !== null && isInternal(url, siteHost) };
            facts.links.push(link);
          }
          anchor = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  // A <title> left open (malformed page) still counts as written.
  if (inTitle) facts.title = squash(titleText);
  facts.wordCount = wordCount;
  facts.simhash = simhash(words);
  facts.published = metaPublished ? { date: metaPublished, source: "meta" } : ldPublished ? { date: ldPublished, source: "json-ld" } : timePublished ? { date: timePublished, source: "time" } : null;
  if (opts.mainText) facts.mainText = squash(main.join("")).slice(0, MAX_MAIN_TEXT);
  return facts;
}

function publishedIn(text: string): string | null {
  try {
    return jsonLdPublished(JSON.parse(text));
  } catch {
    return null;
  }
}

function readJsonLd(text: string): JsonLdFact {
  try {
    const value: unknown = JSON.parse(text);
    return { ok: true, ...judgeJsonLd(value) };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e), snippet: squash(text).slice(0, 120) };
  }
}
