import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { readLock, startEmbeddedServer, type EmbeddedServer } from "@/db/embedded";

const fixture = path.resolve(__dirname, "fixtures/open-embedded.ts");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "growth-embedded-"));
const dir = path.join(tmp, "pglite");
let owner: EmbeddedServer | null = null;

function secondProcess(): { status: number | null; out: string } {
  const r = spawnSync(process.execPath, ["--import", "tsx", fixture, dir], { encoding: "utf8", timeout: 60_000 });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

afterAll(async () => {
  await owner?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

// Each test creates a database directory (initdb) and spawns a second process: a minute on a loaded 2-core machine.
describe("embedded database ownership", { timeout: 120_000 }, () => {
  it("refuses a second process with a clear message, and the owner's data stays intact", async () => {
    owner = await startEmbeddedServer(dir);
    const sql = postgres(owner.url, { max: 1, prepare: false, onnotice: () => {} });
    await sql`create table kept (v text)`;
    await sql`insert into kept values ('before')`;

    const second = secondProcess();
    expect(second.status).toBe(3);
    expect(second.out).toMatch(/busy: The embedded database at .* is in use by process \d+ \(serving on 127\.0\.0\.1:\d+\)/);

    await sql`insert into kept values ('after')`;
    expect((await sql`select v from kept order by v`).map((r) => r.v)).toEqual(["after", "before"]);
    await sql.end();
  });

  it("lets other processes in through the owner's socket while it runs", async () => {
    const lock = readLock(dir);
    expect(lock?.pid).toBe(process.pid);
    const sql = postgres(owner!.url, { max: 3, prepare: false, onnotice: () => {} });
    const results = await Promise.all([1, 2, 3].map((i) => sql.begin(async (tx) => (await tx`select ${i}::int as i`)[0]!.i)));
    expect(results).toEqual([1, 2, 3]);
    await sql.end();
  });

  it("takes over a stale lock left by a dead process and reopens the same data", async () => {
    await owner!.stop();
    owner = null;
    fs.writeFileSync(`${dir}.lock`, JSON.stringify({ pid: 2 ** 22 + 12345, port: 1, dataDir: dir }));
    const second = secondProcess();
    expect(second.out).toContain("opened");
    expect(second.status).toBe(0);
    owner = await startEmbeddedServer(dir);
    const sql = postgres(owner.url, { max: 1, prepare: false, onnotice: () => {} });
    expect((await sql`select count(*)::int as n from kept`)[0]!.n).toBe(2);
    await sql.end();
  });
});
