import { describe, expect, it, vi } from "vitest";
import { RealtimeHub } from "./hub";
import type { ChangeEvent, Topic } from "./topics";

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
let n = 0;
const ev = (brandId: string, topic: Topic): ChangeEvent => ({ id: ++n, brandId, topic, table: "foundational_tasks", op: "update", rowId: "r", actorId: null, at: new Date(0).toISOString() });

describe("RealtimeHub", () => {
  it("delivers an event only to subscribers of its brand and topic", () => {
    const hub = new RealtimeHub();
    const a = vi.fn();
    const aSops = vi.fn();
    const b = vi.fn();
    hub.subscribe(A, ["tasks"], a);
    hub.subscribe(A, ["sops"], aSops);
    hub.subscribe(B, ["tasks", "sops"], b);
    const e = ev(A, "tasks");
    hub.publish(e);
    expect(a).toHaveBeenCalledWith(e);
    expect(aSops).not.toHaveBeenCalled();
    expect(b).not.toHaveBeenCalled();
  });

  it("stops delivering after unsubscribe and reports when it becomes idle and active", () => {
    const hub = new RealtimeHub();
    const active: boolean[] = [];
    hub.onActiveChange = (x) => active.push(x);
    const a = vi.fn();
    const off1 = hub.subscribe(A, ["tasks"], a);
    const off2 = hub.subscribe(B, ["tasks"], vi.fn());
    expect(hub.brands().sort()).toEqual([A, B].sort());
    off1();
    off1(); // twice is harmless
    hub.publish(ev(A, "tasks"));
    expect(a).not.toHaveBeenCalled();
    expect(hub.brands()).toEqual([B]);
    off2();
    expect(hub.size).toBe(0);
    expect(active).toEqual([true, false]);
  });

  it("keeps delivering to the others when one subscriber throws", () => {
    const hub = new RealtimeHub();
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const ok = vi.fn();
    hub.subscribe(A, ["tasks"], () => {
      throw new Error("boom");
    });
    hub.subscribe(A, ["tasks"], ok);
    hub.publish(ev(A, "tasks"));
    expect(ok).toHaveBeenCalledOnce();
    spy.mockRestore();
  });
});
