/** The facts the crawler keeps of a page, and the shape of the checks that read them. */

export type Severity = "critical" | "warning" | "notice";

export type RedirectHop = { url: string; status: number };

export type LinkFact = {
  /** Absolute URL without fragment; null when the href cannot be crawled (#, javascript:, mailto: …). */
  url: string | null;
  /** The href as written (evidence). */
  href: string;
  text: string;
  nofollow: boolean;
  internal: boolean;
};

export type JsonLdFact = { ok: true; types: string[]; missing: { type: string; props: string[] }[] } | { ok: false; error: string; snippet: string };

/** What the parser reads from one HTML document (modules/seo/audit/parse.ts). */
export type HtmlFacts = {
  /** null = no <title>; "" = an empty one. */
  title: string | null;
  titleCount: number;
  metaDescription: string | null;
  metaDescriptionCount: number;
  h1s: string[];
  /** Heading levels in document order with their text, for the order check. */
  headings: { level: number; text: string }[];
  /** The canonical href as written (null = none). */
  canonicalHref: string | null;
  robotsMeta: string | null;
  lang: string | null;
  viewport: string | null;
  hreflang: { lang: string; href: string }[];
  links: LinkFact[];
  images: { src: string; alt: string | null; width: string | null; height: string | null }[];
  /** http:// subresources of the page (img, script, link, iframe, source, video, audio). */
  insecureResources: string[];
  jsonLd: JsonLdFact[];
  /** Open Graph and Twitter meta tags present, by property/name. */
  social: Record<string, string>;
  wordCount: number;
  /** 16 hex digits; null for pages with too few words to compare. */
  simhash: string | null;
  /**
   * When the page says it was published (yyyy-mm-dd): article:published_time and similar meta tags
   * first, then JSON-LD datePublished, then the first <time datetime> (content research reads it).
   */
  published: { date: string; source: "meta" | "json-ld" | "time" } | null;
  /** The text outside nav, header, footer, aside and forms; only when asked for (parseHtml's `mainText`). */
  mainText?: string;
};

/** One crawled URL with what was learnt about it. */
export type PageFacts = {
  url: string;
  external: boolean;
  inSitemap: boolean;
  blockedByRobots: boolean;
  /** null = reached only through a sitemap. */
  depth: number | null;
  fetched: boolean;
  status: number | null;
  fetchError: string | null;
  finalUrl: string | null;
  redirectChain: RedirectHop[];
  /** True when the redirect chain came back to a URL it had already visited. */
  redirectLoop: boolean;
  contentType: string | null;
  bytes: number | null;
  responseMs: number | null;
  xRobotsTag: string | null;
  /** Absolute canonical URL (resolved against the page). */
  canonical: string | null;
  html: HtmlFacts | null;
};

/** Everything the checks may look across pages with, built once per crawl (./site.ts). */
export type SiteIndex = {
  origin: string;
  pages: PageFacts[];
  byUrl: Map<string, PageFacts>;
  /** Internal pages linking to a URL (unique per source page). */
  inlinks: Map<string, string[]>;
  /** Pages per exact title / description (200 HTML indexable pages only). */
  titles: Map<string, string[]>;
  descriptions: Map<string, string[]>;
  /** Near-duplicate partners per page (simhash within 3 bits). */
  nearDuplicates: Map<string, string[]>;
  /** Measured image files by absolute URL (./images.ts; images beyond the cap are absent). */
  images: Map<string, ImageSize>;
  /** Crawled 200 pages loading each image (absolute URL). */
  imagePages: Map<string, string[]>;
};

/** One image file's measured weight; bytes null when the size could not be learnt. */
export type ImageSize = { url: string; status: number | null; bytes: number | null; error: string | null };

export type Finding = { evidence: string; details?: Record<string, unknown>; severity?: Severity };

export type Check = {
  key: string;
  title: string;
  severity: Severity;
  /** How to fix it, shown with every issue of the check. */
  fix: string;
  run: (page: PageFacts, site: SiteIndex) => Finding[];
};

export type Issue = { pageUrl: string; checkKey: string; severity: Severity; evidence: string; details: Record<string, unknown> };

/** How a fetch error starts when the outbound guard refused the address (nothing was sent). */
export const NOT_CHECKED = "not checked: ";
