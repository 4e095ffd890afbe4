/**
 * A stand-alone owner of an embedded data directory, as `npm start`'s launcher is one: opens it,
 * prints `{"url": …}` on one line, serves until SIGTERM. `npm run faults -- --embedded` kills it
 * with SIGKILL under load and starts it again on the same directory.
 */
import { startEmbeddedServer } from "@/db/embedded";

async function main() {
  const dir = process.argv[2];
  if (!dir) throw new Error("usage: embedded-owner.ts <data dir>");
  const started = performance.now();
  const owner = await startEmbeddedServer(dir);
  process.stdout.write(`${JSON.stringify({ url: owner.url, openMs: Math.round(performance.now() - started) })}\n`);
  process.on("SIGTERM", () => void owner.stop().then(() => process.exit(0)));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
