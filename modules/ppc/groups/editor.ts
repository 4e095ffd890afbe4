/**
 * Sibling negatives and the Google Ads Editor bulk CSV. Pure and client-safe.
 *
 * Sibling negatives: groups of the same campaign compete for the same searches when one group's keyword also
 * matches in another (phrase/broad). Each keyword of group A is added as an exact negative to every sibling B of
 * the campaign, so a search identical to A's keyword is served by A only. Never to a group that holds the same
 * keyword itself (it would block its own keyword).
 *
 * Editor CSV (support.google.com/google-ads/editor/answer/57747): English headers; one ad group row, then keyword
 * rows with Criterion Type Exact / Phrase / Broad, then ad-group negatives "Negative Exact"; campaign negatives
 * (the brand's applied lists) on rows with an empty Ad Group. UTF-8 with a byte-order mark (what Editor's import
 * reads), or UTF-16LE tab-separated (what Editor itself exports and re-imports).
 */
import type { PpcMatchType } from "@/db/schema/ppc";
import type { Negative } from "../negatives/match";
import { keywordKey } from "@/modules/seo/keyword-text";

export type EditorGroup = {
  id: string;
  name: string;
  campaign: string;
  maxCpc: string | null;
  finalUrl: string | null;
  keywords: { text: string; matchTypes: PpcMatchType[] }[];
};

export type SiblingNegative = { text: string; fromGroupId: string; fromGroup: string };

export function siblingNegatives(groups: readonly Pick<EditorGroup, "id" | "name" | "campaign" | "keywords">[]): Map<string, SiblingNegative[]> {
  const out = new Map<string, SiblingNegative[]>();
  const byCampaign = new Map<string, typeof groups[number][]>();
  for (const g of groups) {
    const k = g.campaign.trim().toLowerCase();
    byCampaign.set(k, [...(byCampaign.get(k) ?? []), g]);
  }
  for (const siblings of byCampaign.values()) {
    for (const b of siblings) {
      const own = new Set(b.keywords.map((k) => keywordKey(k.text)));
      const seen = new Set<string>();
      const list: SiblingNegative[] = [];
      for (const a of siblings) {
        if (a.id === b.id) continue;
        for (const k of a.keywords) {
          const key = keywordKey(k.text);
          if (own.has(key) || seen.has(key)) continue;
          seen.add(key);
          list.push({ text: k.text, fromGroupId: a.id, fromGroup: a.name });
        }
      }
      out.set(b.id, list);
    }
  }
  return out;
}

export const EDITOR_HEADER = ["Campaign", "Ad Group", "Keyword", "Criterion Type", "Max CPC", "Final URL", "Ad Group Status"] as const;
const TYPE: Record<PpcMatchType, string> = { exact: "Exact", phrase: "Phrase", broad: "Broad" };

export function editorRows(groups: readonly EditorGroup[], campaignNegatives: readonly Negative[]): string[][] {
  const rows: string[][] = [[...EDITOR_HEADER]];
  const siblings = siblingNegatives(groups);
  const campaigns = [...new Set(groups.map((g) => g.campaign))];
  for (const g of groups) {
    rows.push([g.campaign, g.name, "", "", g.maxCpc ?? "", g.finalUrl ?? "", "Enabled"]);
    for (const k of g.keywords) for (const t of k.matchTypes) rows.push([g.campaign, g.name, k.text, TYPE[t], "", g.finalUrl ?? "", ""]);
    for (const n of siblings.get(g.id) ?? []) rows.push([g.campaign, g.name, n.text, "Negative Exact", "", "", ""]);
  }
  for (const c of campaigns) for (const n of campaignNegatives) rows.push([c, "", n.text, `Negative ${TYPE[n.matchType]}`, "", "", ""]);
  return rows;
}

export type EditorEncoding = "utf8" | "utf16le";

const cell = (v: string, sep: string) => (v.includes(sep) || /["\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export function editorFile(rows: readonly string[][], encoding: EditorEncoding): Uint8Array {
  const sep = encoding === "utf8" ? "," : "\t";
  const text = "\uFEFF" + rows.map((r) => r.map((v) => cell(v, sep)).join(sep)).join("\r\n") + "\r\n";
  if (encoding === "utf8") return new TextEncoder().encode(text);
  const out = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out[i * 2] = c & 0xff;
    out[i * 2 + 1] = c >> 8;
  }
  return out;
}
