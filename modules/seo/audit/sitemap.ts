/** Reads <loc> entries of a sitemap or a sitemap index (sitemaps.org protocol) in one streaming pass. */
import { Parser } from "htmlparser2";

export type SitemapEntries = { kind: "index" | "urlset" | "unknown"; locs: string[] };

export function parseSitemap(xml: string, max = 50_000): SitemapEntries {
  let kind: SitemapEntries["kind"] = "unknown";
  const locs: string[] = [];
  let inLoc = false;
  let text = "";
  const local = (name: string) => name.slice(name.indexOf(":") + 1).toLowerCase();
  const parser = new Parser(
    {
      onopentag(name) {
        const n = local(name);
        if (n === "sitemapindex") kind = "index";
        else if (n === "urlset") kind = "urlset";
        else if (n === "loc") {
          inLoc = true;
          text = "";
        }
      },
      ontext(t) {
        if (inLoc) text += t;
      },
      onclosetag(name) {
        if (local(name) === "loc" && inLoc) {
          inLoc = false;
          if (locs.length < max && text.trim()) locs.push(text.trim());
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  return { kind, locs };
}
