/**
 * 64-bit simhash over word 3-shingles (Charikar), kept as two 32-bit halves so no BigInt is needed
 * on the crawl path. Two pages whose hashes differ in ≤ 3 bits are near-duplicates.
 */

function fnv1a32(s: string, seed: number): number {
  let h = seed >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export const MIN_WORDS_FOR_SIMHASH = 50;

export function simhash(words: readonly string[]): string | null {
  if (words.length < MIN_WORDS_FOR_SIMHASH) return null;
  const v = new Int32Array(64);
  for (let i = 0; i + 2 < words.length; i++) {
    const shingle = `${words[i]} ${words[i + 1]} ${words[i + 2]}`;
    const hi = fnv1a32(shingle, 0x811c9dc5);
    const lo = fnv1a32(shingle, 0x01234567);
    for (let b = 0; b < 32; b++) {
      v[b]! += (hi >>> b) & 1 ? 1 : -1;
      v[32 + b]! += (lo >>> b) & 1 ? 1 : -1;
    }
  }
  let hi = 0;
  let lo = 0;
  for (let b = 0; b < 32; b++) {
    if (v[b]! > 0) hi |= 1 << b;
    if (v[32 + b]! > 0) lo |= 1 << b;
  }
  return (hi >>> 0).toString(16).padStart(8, "0") + (lo >>> 0).toString(16).padStart(8, "0");
}

function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function hamming(a: string, b: string): number {
  return popcount32((parseInt(a.slice(0, 8), 16) ^ parseInt(b.slice(0, 8), 16)) >>> 0) + popcount32((parseInt(a.slice(8), 16) ^ parseInt(b.slice(8), 16)) >>> 0);
}

/**
 * Pairs within `maxBits` bits. Pigeonhole banding: split into maxBits+1 bands; two hashes within
 * maxBits agree on at least one band, so only hashes sharing a band are compared (not n²).
 */
export function nearDuplicatePairs(items: { key: string; hash: string }[], maxBits = 3): [string, string][] {
  const bands = maxBits + 1;
  const width = Math.ceil(16 / bands);
  const seen = new Set<string>();
  const pairs: [string, string][] = [];
  for (let band = 0; band < bands; band++) {
    const buckets = new Map<string, { key: string; hash: string }[]>();
    for (const it of items) {
      const k = it.hash.slice(band * width, band * width + width);
      const list = buckets.get(k);
      if (list) list.push(it);
      else buckets.set(k, [it]);
    }
    for (const list of buckets.values()) {
      for (let i = 0; i < list.length; i++)
        for (let j = i + 1; j < list.length; j++) {
          const x = list[i]!;
          const y = list[j]!;
          const [a, b] = x.key < y.key ? [x, y] : [y, x];
          const id = `${a.key}\u0000${b.key}`;
          if (seen.has(id)) continue;
          seen.add(id);
          if (hamming(a.hash, b.hash) <= maxBits) pairs.push([a.key, b.key]);
        }
    }
  }
  return pairs;
}
