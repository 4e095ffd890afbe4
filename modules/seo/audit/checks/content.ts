import { anchorEvidence, clip, defineChecks, htmlPage, one } from "./_util";
import { isIndexableHtml } from "../site";
import { normaliseUrl } from "../urls";

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString("en-US")} KB`;

export const THIN_WORDS = 200;
/**
 * An image over 200 KiB is flagged. Why this line: Lighthouse's mobile audits simulate a 1.6 Mbit/s
 * link (about 200 KiB a second), so such an image alone takes over a second to arrive, delaying the
 * Largest Contentful Paint when it is the hero; common site auditors warn at the same size.
 */
export const HEAVY_IMAGE_BYTES = 200 * 1024;
/** Lighthouse's list of link texts that say nothing of the target (link-text audit), English part. */
const VAGUE_LINK_TEXT = new Set(["click here", "click this", "go", "here", "this", "start", "right here", "more", "learn more", "read more", "link", "continue", "more info", "more information"]);

export const contentChecks = defineChecks([
  {
    key: "thin-content",
    title: "Thin content",
    severity: "warning",
    fix: `Under ${THIN_WORDS} words of text. Add what a visitor needs to act on the page, or merge it into a fuller page.`,
    run: (p) => one(htmlPage(p) && isIndexableHtml(p) && p.html.wordCount < THIN_WORDS ? `${p.html.wordCount} words` : null),
  },
  {
    key: "near-duplicate",
    title: "Near-duplicate content",
    severity: "warning",
    fix: "The text is nearly the same as other pages'. Make each page distinct, or point the copies' canonical at one of them.",
    run: (p, site) => {
      const others = site.nearDuplicates.get(p.url) ?? [];
      return one(others.length ? `text within 3 bits (simhash) of ${others.slice(0, 3).join(", ")}${others.length > 3 ? ` and ${others.length - 3} more` : ""}` : null, { others });
    },
  },
  {
    key: "image-alt-missing",
    title: "Image without alt",
    severity: "warning",
    fix: 'Describe the image in its alt attribute; use alt="" only for decorative images.',
    run: (p) => (htmlPage(p) ? p.html.images.filter((i) => i.alt === null).map((i) => ({ evidence: `<img src="${clip(i.src, 200)}">` })) : []),
  },
  {
    key: "image-size-missing",
    title: "Image without width and height",
    severity: "notice",
    fix: "Give images width and height attributes so the layout does not jump while they load (CLS).",
    run: (p) => (htmlPage(p) ? p.html.images.filter((i) => !i.width || !i.height).map((i) => ({ evidence: `<img src="${clip(i.src, 200)}"${i.width ? ` width="${i.width}"` : ""}${i.height ? ` height="${i.height}"` : ""}>` })) : []),
  },
  {
    key: "image-too-heavy",
    title: "Heavy image",
    severity: "warning",
    fix: `The image file is over ${HEAVY_IMAGE_BYTES / 1024} KB: on a phone's connection it alone takes over a second. Resize it to the size it is shown at, compress it (WebP or AVIF at ~80 % quality) and serve smaller files to small screens with srcset.`,
    run: (p, site) => {
      if (!htmlPage(p)) return [];
      const seen = new Set<string>();
      return p.html.images.flatMap((i) => {
        const url = normaliseUrl(i.src, p.url);
        if (!url || seen.has(url)) return [];
        seen.add(url);
        const size = site.images.get(url);
        if (!size || size.bytes === null || size.bytes <= HEAVY_IMAGE_BYTES) return [];
        const pages = site.imagePages.get(url) ?? [p.url];
        const others = pages.filter((u) => u !== p.url);
        return [
          {
            evidence: `<img src="${clip(i.src, 200)}"> is ${kb(size.bytes)}${others.length ? `; also on ${others.slice(0, 3).join(", ")}${others.length > 3 ? ` and ${others.length - 3} more` : ""}` : ""}`,
            details: { image: url, bytes: size.bytes, pages },
          },
        ];
      });
    },
  },
  {
    key: "mixed-content",
    title: "Mixed content",
    severity: "critical",
    fix: "Load every resource of an https page over https; browsers block or flag http:// resources.",
    run: (p) => (htmlPage(p) ? [...new Set(p.html.insecureResources)].map((r) => ({ evidence: clip(r, 200) })) : []),
  },
  {
    key: "link-text-vague",
    title: "Link text says nothing",
    severity: "notice",
    fix: 'Name the target in the link text ("Pricing for teams") instead of "click here" or an empty link.',
    run: (p) => {
      if (!htmlPage(p)) return [];
      return p.html.links.filter((l) => l.url !== null && (l.text === "" || VAGUE_LINK_TEXT.has(l.text.toLowerCase().replace(/[.!…]+$/, "")))).map((l) => ({ evidence: anchorEvidence(l) }));
    },
  },
  {
    key: "uncrawlable-link",
    title: "Link search engines cannot follow",
    severity: "warning",
    fix: 'Use a real URL in href; "#", "javascript:" and empty hrefs are not followed. Use a <button> for scripted actions.',
    run: (p) => (htmlPage(p) ? p.html.links.filter((l) => l.url === null && !/^\s*(mailto|tel|sms):/i.test(l.href)).map((l) => ({ evidence: anchorEvidence(l) })) : []),
  },
  {
    key: "jsonld-invalid",
    title: "Structured data does not parse",
    severity: "warning",
    fix: "Fix the JSON-LD syntax (check it with Google's Rich Results Test); a block that does not parse is ignored whole.",
    run: (p) => (htmlPage(p) ? p.html.jsonLd.flatMap((j) => (j.ok ? [] : [{ evidence: `<script type="application/ld+json">${j.snippet}…: ${j.error}`, details: { error: j.error } }])) : []),
  },
  {
    key: "schema-missing-props",
    title: "Structured data missing required properties",
    severity: "warning",
    fix: "Add the required properties of the schema.org type, or the page cannot get its rich result.",
    run: (p) => (htmlPage(p) ? p.html.jsonLd.flatMap((j) => (j.ok ? j.missing.map((m) => ({ evidence: `${m.type} without ${m.props.join(", ")}`, details: m })) : [])) : []),
  },
]);
