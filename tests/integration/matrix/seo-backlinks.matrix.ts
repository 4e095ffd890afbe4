import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { brands, seoLinkGaps } from "@/db/schema";
import * as backlinks from "@/modules/seo/backlinks-actions";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// Competitor backlinks (issue #19). Owners and members edit, viewers look; every action acts on the
// caller's current brand (the outsider's own brand B), so both brands get the same set-up.
const anyBrand = ["owner", "member", "outsider"] as const;

const uniq = () => randomUUID().slice(0, 8);

/** Both brands' website is `domain`, so an export of its backlinks imports into either. */
async function website(w: MatrixWorld, domain: string): Promise<void> {
  await getDb().update(brands).set({ website: `https://${domain}` }).where(inArray(brands.id, [w.a.id, w.b.id]));
}

const semrush = (domain: string) =>
  `Page ascore,Source title,Source url,Target url,Anchor,First seen,Last seen,New link,Lost link\n21,Partners,https://club-${uniq()}.example/partners,https://${domain}/,matrix anchor,2026-10-01,2026-11-20,true,false\n`;

export default defineMatrix([
  // No website and no DataForSEO key in the test world: the answer is the "not configured" failure, for the caller's own brand.
  { action: "fetchBacklinks", call: backlinks.fetchBacklinksAction, allow: anyBrand, input: () => ({}) },
  {
    action: "previewBacklinksImport",
    call: backlinks.previewBacklinksImportAction,
    allow: anyBrand,
    input: async (w) => {
      const domain = `matrix-${uniq()}.example`;
      await website(w, domain);
      return { csv: semrush(domain) };
    },
  },
  {
    action: "importBacklinksFile",
    call: backlinks.importBacklinksFileAction,
    allow: anyBrand,
    input: async (w) => {
      const domain = `matrix-${uniq()}.example`;
      await website(w, domain);
      return { csv: semrush(domain) };
    },
  },
  {
    action: "createOutreachTask",
    call: backlinks.createOutreachTaskAction,
    allow: anyBrand,
    input: async (w) => {
      const domain = `prospect-${uniq()}.example`;
      const now = new Date();
      await getDb()
        .insert(seoLinkGaps)
        .values([w.a.id, w.b.id].map((brandId) => ({ brandId, source: "computed", day: now.toISOString().slice(0, 10), fetchedAt: now, gap: { competitors: ["rival.example"], excluded: ["brand.example"], rows: [{ domain, rank: 10, linksTo: ["rival.example"], backlinks: 1 }] } })));
      return { domain };
    },
  },
]);
