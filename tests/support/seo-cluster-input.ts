/**
 * Generated clustering input shaped like real SERPs (see scripts/bench-seo-cluster.ts): keywords come in
 * topics of 1–40, each topic's SERPs draw most of their ten results from the topic's own pool of pages,
 * and one page in twenty is the brand's ("brand.example"). Seeded: every run gets the same input.
 */
import type { ClusterInput } from "@/modules/seo/analysis/cluster";

// mulberry32: small, seeded, good enough to shape test input.
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateClusterInput(n: number): ClusterInput[] {
  const rand = rng(18);
  const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const sites = ["reddit.com", "wikipedia.org", "amazon.com", "youtube.com", "nytimes.com", "healthline.com", "forbes.com", "bbc.co.uk"];
  const out: ClusterInput[] = [];
  let topic = 0;
  while (out.length < n) {
    topic++;
    const size = Math.min(n - out.length, 1 + Math.floor(rand() ** 2 * 40));
    const pool = Array.from({ length: 12 + Math.floor(rand() * 10) }, (_, i) =>
      // One page in twenty is the brand's, so some groups hold two of them (cannibalisation).
      `https://www.${rand() < 0.05 ? "brand.example" : pick(sites)}/topic-${topic}/page-${i}`,
    );
    for (let k = 0; k < size; k++) {
      const urls = new Set<string>();
      while (urls.size < 10) {
        urls.add(rand() < 0.85 ? pick(pool) : `https://www.${pick(sites)}/topic-${Math.floor(rand() * topic) + 1}/page-${Math.floor(rand() * 12)}`);
      }
      out.push({
        keyword: `topic ${topic} keyword ${k}`,
        volume: Math.floor(10 ** (1 + rand() * 4)),
        serpUrls: [...urls],
      });
    }
  }
  return out;
}


/**
 * Stores the input as the brand's keywords and, in the shared SERP cache, each one's SERP of `day`
 * (United States, en, desktop), as rank checks would: what the clustering job then reads.
 */
export async function storeClusterInput(brandId: string, input: readonly ClusterInput[], day: string): Promise<void> {
  const { getDb } = await import("@/db/client");
  const { seoKeywords, seoSerps } = await import("@/db/schema");
  for (let i = 0; i < input.length; i += 1000) {
    const part = input.slice(i, i + 1000);
    await getDb()
      .insert(seoKeywords)
      .values(part.map((k) => ({ brandId, keyword: k.keyword, keywordKey: k.keyword, source: "manual", volume: k.volume })));
    await getDb()
      .insert(seoSerps)
      .values(
        part.map((k) => ({
          keywordKey: k.keyword,
          location: "United States",
          language: "en",
          device: "desktop",
          day,
          provider: "dataforseo",
          fetchedAt: new Date(),
          organic: k.serpUrls!.map((url, p) => ({ position: p + 1, url, domain: new URL(url).hostname.replace(/^www\./, ""), title: "", snippet: null })),
        })),
      );
  }
}
