/**
 * Model calls per brand per minute, in this process (a sliding window). It keeps one brand's
 * scheduled runs from exhausting a shared provider quota; each process of a scaled-out deployment
 * counts on its own, so the effective limit is per process.
 */
const windows = new Map<string, number[]>();
const WINDOW_MS = 60_000;

export class RateLimitedError extends Error {
  constructor(readonly retryAfterMs: number, limit: number) {
    super(`This brand reached its limit of ${limit} AI calls per minute. Try again in ${Math.ceil(retryAfterMs / 1000)} s.`);
    this.name = "RateLimitedError";
  }
}

/**
 * Takes one call slot for `brandId`. Waits for a free slot when it comes within `maxWaitMs`
 * (background runs), else throws RateLimitedError (a person waiting on a button).
 */
export async function acquireCallSlot(brandId: string, limit: number, maxWaitMs: number, now: () => number = Date.now): Promise<void> {
  for (;;) {
    const t = now();
    const recent = (windows.get(brandId) ?? []).filter((at) => at > t - WINDOW_MS);
    if (recent.length < limit) {
      recent.push(t);
      windows.set(brandId, recent);
      return;
    }
    const wait = recent[0]! + WINDOW_MS - t;
    windows.set(brandId, recent);
    if (wait > maxWaitMs) throw new RateLimitedError(wait, limit);
    await new Promise((r) => setTimeout(r, wait));
    maxWaitMs -= wait;
  }
}

/** Tests only: forget every window. */
export function resetCallSlots(): void {
  windows.clear();
}
