import fs from "node:fs";
async function main() {
  const r = () => Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync("/proc/self/status", "utf8"))![1]) / 1000);
  const { startEmbeddedServer } = await import("@/db/embedded");
  const postgres = (await import("postgres")).default;
  const lean = r();
  const t = Date.now();
  const o = await startEmbeddedServer(process.env.EMBEDDED_DATA_DIR!);
  const opened = r(); const ms = Date.now() - t;
  const sql = postgres(o.url, { max: 1, prepare: false, onnotice: () => {} });
  const t2 = Date.now();
  for (let i = 0; i < 300; i++) await sql`select t.id, t.title from foundational_tasks t join brands b on b.id = t.brand_id order by t.created_at desc limit 50`;
  const qms = Date.now() - t2;
  await sql.end();
  console.log(process.execArgv.filter(a=>a.startsWith("--")&&!a.includes("import")).join(" ") || "(default)", { lean, opened, openMs: ms, afterQueries: r(), qms });
  await o.stop();
}
void main();
