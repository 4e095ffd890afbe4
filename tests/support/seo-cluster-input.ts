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

