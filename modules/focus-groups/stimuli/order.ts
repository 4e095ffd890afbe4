/**
 * The order in which one participant sees a project's stimuli.
 *
 * Order effects are the classic bias of sequential (monadic) testing: whatever is shown first anchors the rest.
 * So every participant gets a different, reproducible order:
 * - the blocks (a variant group, or a stimulus on its own) are shuffled with a PRNG seeded by (seed, participant);
 * - the variants of a group stay together and are rotated (a Latin square), so across the participants of a
 *   session each variant is seen first equally often. Given the session's cohort, the rotation follows the
 *   participant's place in it and is exactly balanced (counts differ by at most one); without a cohort it
 *   follows a hash of the participant and is balanced only on average.
 * The same (stimuli, participant, seed, cohort) always gives the same order, so a resumed session repeats it.
 */

export type OrderableStimulus = { id: string; variantGroup?: string | null; variant?: string | null; position?: number };

function fnv1a32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and good enough to shuffle a handful of blocks. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function byStoredOrder(a: OrderableStimulus, b: OrderableStimulus): number {
  const pa = a.position ?? 0;
  const pb = b.position ?? 0;
  if (pa !== pb) return pa - pb;
  const va = a.variant ?? "";
  const vb = b.variant ?? "";
  if (va !== vb) return va < vb ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Blocks in a canonical order that does not depend on the order the caller passed the stimuli in. */
function blocksOf<T extends OrderableStimulus>(stimuli: readonly T[]): T[][] {
  const sorted = [...stimuli].sort(byStoredOrder);
  const groups = new Map<string, T[]>();
  const blocks: T[][] = [];
  for (const s of sorted) {
    const g = s.variantGroup?.trim();
    if (!g) {
      blocks.push([s]);
      continue;
    }
    let block = groups.get(g);
    if (!block) {
      block = [];
      groups.set(g, block);
      blocks.push(block);
    }
    block.push(s);
  }
  // Variants in letter order, so "rotation r" means the same variant whatever the stored positions are.
  for (const block of groups.values()) {
    block.sort((a, b) => {
      const va = a.variant ?? "";
      const vb = b.variant ?? "";
      return va !== vb ? (va < vb ? -1 : 1) : byStoredOrder(a, b);
    });
  }
  return blocks;
}

export function stimulusOrder<T extends OrderableStimulus>(
  stimuli: readonly T[],
  participantId: string,
  seed: number,
  cohort?: readonly string[],
): T[] {
  const blocks = blocksOf(stimuli);
  const rand = prng(fnv1a32(`${seed}:${participantId}`));
  for (let i = blocks.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [blocks[i], blocks[j]] = [blocks[j]!, blocks[i]!];
  }
  // Sorted so the caller's order of the cohort does not change anyone's rotation.
  const place = cohort ? [...new Set(cohort)].sort().indexOf(participantId) : -1;
  const out: T[] = [];
  for (const block of blocks) {
    if (block.length < 2) {
      out.push(...block);
      continue;
    }
    const group = block[0]!.variantGroup!.trim();
    // A per-(seed, group) offset keeps groups from all starting on variant A for the first participant.
    const offset = fnv1a32(`${seed}#${group}`);
    const rotation = (place >= 0 ? place + offset : fnv1a32(`${seed}:${participantId}#${group}`)) % block.length;
    out.push(...block.slice(rotation), ...block.slice(0, rotation));
  }
  return out;
}

/** Every participant's order for one session, with the exactly balanced rotation. */
export function stimulusOrders<T extends OrderableStimulus>(
  stimuli: readonly T[],
  participantIds: readonly string[],
  seed: number,
): Map<string, T[]> {
  return new Map(participantIds.map((p) => [p, stimulusOrder(stimuli, p, seed, participantIds)]));
}
