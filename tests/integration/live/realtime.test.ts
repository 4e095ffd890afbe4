/**
 * Live updates end to end below the browser: the capture trigger, the change feed of two app
 * instances on one database (LISTEN on a server, polling on the embedded one), and the SSE route's
 * authorisation — an event of brand A never reaches a user of brand B, whatever brand or topic they
 * forge.
 */
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type postgres from "postgres";
import { createSql, getDb } from "@/db/client";
import { foundationalTasks, realtimeChanges, realtimePresence } from "@/db/schema";
import { scopeFor, withScope } from "@/lib/brand-scope";
import { ChangeFeed } from "@/lib/realtime/feed";
import { RealtimeHub } from "@/lib/realtime/hub";
import { LIVE_TABLES, type ChangeEvent } from "@/lib/realtime/topics";
import { GET as channelGET } from "@/app/api/realtime/[brandId]/route";
import { GET as presenceGET, POST as presencePOST } from "@/app/api/realtime/[brandId]/presence/route";
import { addMember, createBrand, createUser } from "../helpers/factories";
import { createWorld, type MatrixWorld } from "../helpers/matrix";
import { actAs } from "../helpers/session";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

/** The tables whose row is not named by `id` (app.capture_change reads these instead). */
const ROW_ID_COLUMN: Record<string, string> = { realtime_presence: "key", growth_capacity: "sprint_id" };

const mode = inject("embedded") ? "poll" : "listen";

/** Resolves with the first event matching `pred`, or rejects after `ms`. */
function waitFor(events: ChangeEvent[], pred: (e: ChangeEvent) => boolean, ms = 5000): Promise<ChangeEvent> {
  return vi.waitFor(
    () => {
      const hit = events.find(pred);
      if (!hit) throw new Error("not yet");
      return hit;
    },
    { timeout: ms, interval: 20 },
  );
}

describe("change capture", () => {
  it("has a trigger on exactly the tables of LIVE_TABLES, each with the columns it reads", async () => {
    const rows = await getDb().execute<{ tbl: string; cols: string[] }>(sql`
      select c.relname as tbl, array(select a.attname::text from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as cols
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname = 'live_change' and not t.tgisinternal`);
    expect(rows.map((r) => r.tbl).sort()).toEqual(Object.keys(LIVE_TABLES).sort());
    for (const r of rows) {
      expect(r.cols, r.tbl).toContain("brand_id");
      expect(r.cols, r.tbl).toContain(ROW_ID_COLUMN[r.tbl] ?? "id");
    }
  });

  it("logs a write in the writer's transaction, ids only, and nothing for a rolled-back one", async () => {
    const owner = await createUser();
    const brand = await createBrand(owner);
    const scope = await scopeFor(owner, brand.id);
    const [task] = await withScope(scope, (tx) =>
      tx.insert(foundationalTasks).values({ brandId: brand.id, title: "Secret title" }).returning({ id: foundationalTasks.id }),
    );
    await expect(
      withScope(scope, async (tx) => {
        await tx.insert(foundationalTasks).values({ brandId: brand.id, title: "Never" });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    const logged = await getDb().select().from(realtimeChanges).where(eq(realtimeChanges.brandId, brand.id));
    expect(logged.map((r) => [r.topic, r.tableName, r.op, r.rowId])).toEqual([["tasks", "foundational_tasks", "insert", task!.id]]);
    expect(JSON.stringify(logged)).not.toContain("Secret title");
  });

  it("lets a brand be deleted with its rows (nothing left to tell)", async () => {
    const owner = await createUser();
    const brand = await createBrand(owner);
    await getDb().insert(foundationalTasks).values({ brandId: brand.id, title: "t" });
    await getDb().execute(sql`delete from brands where id = ${brand.id}`);
    const left = await getDb().select().from(realtimeChanges).where(and(eq(realtimeChanges.brandId, brand.id), eq(realtimeChanges.op, "delete")));
    expect(left).toEqual([]);
  });
});

describe(`two app instances on one database (${mode})`, () => {
  const instances: { sql: postgres.Sql; hub: RealtimeHub; feed: ChangeFeed }[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const s = createSql(inject("databaseUrl"), 2);
      const hub = new RealtimeHub();
      const feed = new ChangeFeed(s, hub, { mode, intervalMs: mode === "poll" ? 100 : 1000 });
      await feed.start();
      instances.push({ sql: s, hub, feed });
    }
  });
  afterAll(async () => {
    for (const i of instances) {
      await i.feed.stop();
      await i.sql.end({ timeout: 5 });
    }
  });

  it("a write through one instance reaches subscribers of the brand on both, and no one of another brand", async () => {
    const [one, two] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const ownerA = await createUser();
    const ownerB = await createUser();
    const a = await createBrand(ownerA);
    const b = await createBrand(ownerB);
    const onOne: ChangeEvent[] = [];
    const onTwo: ChangeEvent[] = [];
    const brandB: ChangeEvent[] = [];
    one.hub.subscribe(a.id, ["tasks"], (e) => onOne.push(e));
    two.hub.subscribe(a.id, ["tasks"], (e) => onTwo.push(e));
    one.hub.subscribe(b.id, ["tasks", "sops", "presence"], (e) => brandB.push(e));
    two.hub.subscribe(b.id, ["tasks", "sops", "presence"], (e) => brandB.push(e));

    // Written through instance one's own connection, as the user under RLS.
    const [task] = await one.sql.begin(async (tx) => {
      await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: ownerA.id, role: "authenticated" })}, true), set_config('role', 'growth_app', true)`;
      return tx<{ id: string }[]>`insert into foundational_tasks (brand_id, title) values (${a.id}, 'Live') returning id`;
    });
    const started = Date.now();
    const seenOnTwo = await waitFor(onTwo, (e) => e.rowId === task!.id);
    expect(Date.now() - started, "delivered within a second").toBeLessThan(1000);
    const seenOnOne = await waitFor(onOne, (e) => e.rowId === task!.id);
    expect(seenOnTwo).toMatchObject({ brandId: a.id, topic: "tasks", table: "foundational_tasks", op: "insert" });
    expect(seenOnOne.id).toBe(seenOnTwo.id);

    await getDb().update(foundationalTasks).set({ title: "Live 2" }).where(eq(foundationalTasks.id, task!.id));
    await waitFor(onTwo, (e) => e.rowId === task!.id && e.op === "update");
    expect(brandB).toEqual([]);
    expect([...onOne, ...onTwo].every((e) => e.brandId === a.id)).toBe(true);
  });
});

/** Reads an SSE response until `until` says stop (or `ms` pass); returns the events by name. */
async function readStream(res: Response, until: (events: { event: string; data: unknown }[]) => boolean, ms = 5000) {
  const events: { event: string; data: unknown }[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const deadline = Date.now() + ms;
  try {
    while (!until(events) && Date.now() < deadline) {
      const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), Math.max(1, deadline - Date.now())))]);
      if (!chunk || chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      let i;
      while ((i = buffer.indexOf("\n\n")) !== -1) {
        const block = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        const name = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (name) events.push({ event: name, data: data ? JSON.parse(data) : null });
      }
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return events;
}

describe("the live channel route", () => {
  let w: MatrixWorld;
  beforeAll(async () => {
    w = await createWorld();
  });

  async function open(as: MatrixWorld["viewer"] | null, brandId: string, topics: string) {
    actAs(as);
    const controller = new AbortController();
    try {
      const res = await channelGET(new Request(`http://x.test/api/realtime/${brandId}?topics=${topics}`, { signal: controller.signal }), {
        params: Promise.resolve({ brandId }),
      });
      return { res, controller };
    } finally {
      actAs(null);
    }
  }

  it("answers a forged, foreign or unknown brand, an unknown topic and a topic the role cannot view with a bare 404", async () => {
    const cases: [string, MatrixWorld["viewer"] | null, string, string][] = [
      ["signed out", null, w.a.id, "tasks"],
      ["another brand's owner", w.outsider, w.a.id, "tasks"],
      ["a brand id that does not exist", w.member, "6c3c64a6-8d0f-4a53-9b9c-1d1d2a3b4c5d", "tasks"],
      ["not a uuid", w.member, "not-a-brand", "tasks"],
      ["an unknown topic", w.member, w.a.id, "tasks,secrets"],
      ["no topic", w.member, w.a.id, ""],
    ];
    const custom = await createUser();
    await addMember(w.a.id, custom, w.a.roleKey); // a custom role that may view SEO only
    cases.push(["a custom role without Tasks", custom, w.a.id, "tasks"]);
    for (const [label, user, brandId, topics] of cases) {
      const { res } = await open(user, brandId, topics);
      expect(res.status, label).toBe(404);
      expect(await res.text(), label).toBe("Not found");
    }
    const { res, controller } = await open(custom, w.a.id, "seo");
    expect(res.status).toBe(200);
    controller.abort();
    await res.body?.cancel().catch(() => {});
  });

  it("streams the brand's changes to its member and never another brand's", async () => {
    const { res, controller } = await open(w.member, w.a.id, "tasks");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const { res: resB, controller: controllerB } = await open(w.outsider, w.b.id, "tasks");
    expect(resB.status).toBe(200);

    const writes = (async () => {
      // B's row is written first: the feed delivers in log order, so a leak would arrive before A's.
      await new Promise((r) => setTimeout(r, 200));
      await getDb().insert(foundationalTasks).values({ brandId: w.b.id, title: "B" });
      const [t] = await getDb().insert(foundationalTasks).values({ brandId: w.a.id, title: "A" }).returning({ id: foundationalTasks.id });
      return t!.id;
    })();
    const events = await readStream(res, (ev) => ev.some((e) => e.event === "change" && (e.data as ChangeEvent).brandId === w.a.id));
    const aTask = await writes;
    controller.abort();
    const eventsB = await readStream(resB, (ev) => ev.some((e) => e.event === "change"));
    controllerB.abort();

    expect(events[0]?.event).toBe("joined");
    const changes = events.filter((e) => e.event === "change").map((e) => e.data as ChangeEvent);
    expect(changes.map((c) => c.rowId)).toContain(aTask);
    expect(changes.every((c) => c.brandId === w.a.id), "no event of brand B on A's channel").toBe(true);
    const changesB = eventsB.filter((e) => e.event === "change").map((e) => e.data as ChangeEvent);
    expect(changesB.length).toBeGreaterThan(0);
    expect(changesB.every((c) => c.brandId === w.b.id), "no event of brand A on B's channel").toBe(true);
  });
});

describe("presence", () => {
  let w: MatrixWorld;
  let key: string;
  beforeAll(async () => {
    w = await createWorld();
    const [t] = await getDb().insert(foundationalTasks).values({ brandId: w.a.id, title: "Viewed" }).returning({ id: foundationalTasks.id });
    key = `task:${t!.id}`;
  });

  async function post(as: MatrixWorld["viewer"] | null, brandId: string, body: unknown, origin: string | null = "http://x.test") {
    actAs(as);
    try {
      const headers: Record<string, string> = { host: "x.test", "content-type": "application/json" };
      if (origin) headers.origin = origin;
      return await presencePOST(new Request(`http://x.test/api/realtime/${brandId}/presence`, { method: "POST", headers, body: JSON.stringify(body) }), {
        params: Promise.resolve({ brandId }),
      });
    } finally {
      actAs(null);
    }
  }

  async function viewers(as: MatrixWorld["viewer"], brandId: string) {
    actAs(as);
    try {
      const res = await presenceGET(new Request(`http://x.test/api/realtime/${brandId}/presence?key=${key}`), { params: Promise.resolve({ brandId }) });
      return { status: res.status, names: res.ok ? ((await res.json()) as { viewers: { name: string }[] }).viewers.map((v) => v.name) : [] };
    } finally {
      actAs(null);
    }
  }

  it("shows who is viewing, drops a leaver and a stale viewer, and refuses other brands and other sites", async () => {
    expect((await post(w.member, w.a.id, { key })).status).toBe(200);
    expect((await post(w.viewer, w.a.id, { key })).status).toBe(200);
    expect((await viewers(w.a.owner, w.a.id)).names.sort()).toEqual([w.member.fullName, w.viewer.fullName].sort());

    expect((await post(w.viewer, w.a.id, { key, leave: true })).status).toBe(204);
    expect((await viewers(w.member, w.a.id)).names).toEqual([w.member.fullName]);

    // A viewer whose heartbeats stopped counts no longer once the window has passed.
    await getDb().update(realtimePresence).set({ seenAt: new Date(Date.now() - 60_000) }).where(eq(realtimePresence.userId, w.member.id));
    expect((await viewers(w.viewer, w.a.id)).names).toEqual([]);

    expect((await post(w.outsider, w.a.id, { key })).status, "another brand's owner").toBe(404);
    expect((await viewers(w.outsider, w.a.id)).status).toBe(404);
    expect((await post(w.member, w.a.id, { key: "task:not-a-uuid" })).status, "a malformed key").toBe(404);
    expect((await post(w.member, w.a.id, { key: "sop:" + key.slice(5) })).status, "a kind without presence").toBe(404);
    expect((await post(w.member, w.a.id, { key }, "http://evil.test")).status, "a cross-site post").toBe(404);
    expect((await post(w.member, w.a.id, { key }, null)).status, "no origin").toBe(404);
  });

  it("tells the brand's channel when someone joins or leaves", async () => {
    const [t] = await getDb().insert(foundationalTasks).values({ brandId: w.a.id, title: "Viewed too" }).returning({ id: foundationalTasks.id });
    const fresh = `task:${t!.id}`;
    const { res, controller } = await (async () => {
      actAs(w.viewer);
      const controller = new AbortController();
      try {
        const res = await channelGET(new Request(`http://x.test/api/realtime/${w.a.id}?topics=presence`, { signal: controller.signal }), {
          params: Promise.resolve({ brandId: w.a.id }),
        });
        return { res, controller };
      } finally {
        actAs(null);
      }
    })();
    const joinedAndLeft = (async () => {
      await new Promise((r) => setTimeout(r, 200));
      await post(w.member, w.a.id, { key: fresh });
      await post(w.member, w.a.id, { key: fresh, leave: true });
    })();
    // Only this task's presence: the earlier tests' joins may still be on their way through the feed.
    const ours = (ev: { event: string; data: unknown }[]) => ev.filter((e) => e.event === "change" && (e.data as ChangeEvent).rowId === fresh);
    const events = await readStream(res, (ev) => ours(ev).length >= 2);
    await joinedAndLeft;
    controller.abort();
    const changes = ours(events).map((e) => e.data as ChangeEvent);
    expect(changes.map((c) => [c.topic, c.op, c.rowId])).toEqual([
      ["presence", "insert", fresh],
      ["presence", "delete", fresh],
    ]);
    // Who did it, for "Maya changed this SOP": the writer's id from the log, their name added by the channel.
    expect(changes[0]).toMatchObject({ actorId: w.member.id, actorName: w.member.fullName });
  });
});
