/**
 * The in-process fan-out of live updates: subscribers by brand, each with the topics it was
 * authorised for. Pure (no database): the change feed (./feed.ts) publishes into it; the SSE route
 * (app/api/realtime) subscribes. Invariant: an event reaches a subscriber only if the subscriber's
 * brand equals the event's brand and the event's topic is one it was authorised for — the brand
 * lookup is an exact Map key, never a scan that could match a forged value.
 */
import type { ChangeEvent, Topic } from "./topics";

export type Subscriber = (event: ChangeEvent) => void;

type Subscription = { topics: ReadonlySet<Topic>; deliver: Subscriber };

export class RealtimeHub {
  private readonly byBrand = new Map<string, Set<Subscription>>();
  private count = 0;
  /** Called with true when the first subscriber arrives and false when the last leaves. */
  onActiveChange: ((active: boolean) => void) | null = null;

  /** Subscribes to `topics` of one brand (already authorised by the caller); returns the unsubscribe. */
  subscribe(brandId: string, topics: Iterable<Topic>, deliver: Subscriber): () => void {
    const sub: Subscription = { topics: new Set(topics), deliver };
    let set = this.byBrand.get(brandId);
    if (!set) this.byBrand.set(brandId, (set = new Set()));
    set.add(sub);
    if (++this.count === 1) this.onActiveChange?.(true);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const s = this.byBrand.get(brandId);
      s?.delete(sub);
      if (s && s.size === 0) this.byBrand.delete(brandId);
      if (--this.count === 0) this.onActiveChange?.(false);
    };
  }

  /** Delivers one event to the subscribers of its brand and topic; a throwing subscriber harms no other. */
  publish(event: ChangeEvent): void {
    const set = this.byBrand.get(event.brandId);
    if (!set) return;
    for (const sub of [...set]) {
      if (!sub.topics.has(event.topic)) continue;
      try {
        sub.deliver(event);
      } catch (e) {
        console.error("[realtime] a subscriber failed", e);
      }
    }
  }

  get size(): number {
    return this.count;
  }

  /** Brands with at least one subscriber (the feed reads only theirs). */
  brands(): string[] {
    return [...this.byBrand.keys()];
  }
}
