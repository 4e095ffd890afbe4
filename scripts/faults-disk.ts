/**
 * `npm run faults:disk`: disk full on upload (issue #27, "Faults"), on a disk that really fills up.
 *
 * Mounts a small tmpfs (default 160 MB), creates a PostgreSQL cluster whose data directory lives on
 * it (its WAL on the ordinary disk, as on a server whose data volume fills up), and runs
 * tests/faults/disk-full.test.ts against it (the vitest project "faults"): uploads through the real
 * action until the disk is full. Then stops the cluster and unmounts. Needs root (mount) and
 * PostgreSQL's server binaries (FAULTS_PG_BIN, default /usr/lib/postgresql/<version>/bin).
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";

const MOUNT = process.env.FAULTS_DISK_DIR ?? "/tmp/growth-faults-disk";
const WAL = `${MOUNT}-wal`;
const SIZE_MB = Number(process.env.FAULTS_DISK_MB ?? 160);
const PORT = Number(process.env.FAULTS_DISK_PORT ?? 6702);
const BIN = process.env.FAULTS_PG_BIN ?? `/usr/lib/postgresql/${fs.existsSync("/usr/lib/postgresql") ? fs.readdirSync("/usr/lib/postgresql").sort().pop() : "15"}/bin`;
const LOG = `${MOUNT}.log`;
/** Space the test frees once the disk is full, as an operator would. */
const BALLAST = `${MOUNT}/ballast`;
const BALLAST_MB = 16;

const sh = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: ["ignore", "pipe", "pipe"] }).toString();
const asPostgres = (cmd: string, args: string[]) => sh("runuser", ["-u", "postgres", "--", cmd, ...args]);
const mounted = () => fs.readFileSync("/proc/mounts", "utf8").split("\n").some((l) => l.split(" ")[1] === MOUNT);
const df = () => sh("df", ["-m", "--output=used,avail", MOUNT]).trim().split("\n").pop()!.trim().split(/\s+/).map(Number) as [number, number];

function teardown() {
  if (fs.existsSync(`${MOUNT}/data/postmaster.pid`)) spawnSync("runuser", ["-u", "postgres", "--", `${BIN}/pg_ctl`, "-D", `${MOUNT}/data`, "-m", "immediate", "-w", "stop"], { stdio: "ignore" });
  if (mounted()) sh("umount", [MOUNT]);
  fs.rmSync(WAL, { recursive: true, force: true });
}

function main(): number {
  if (process.getuid?.() !== 0) {
    console.error("faults:disk mounts a small tmpfs for the database, which needs root.");
    return 1;
  }
  if (!fs.existsSync(`${BIN}/initdb`)) {
    console.error(`No PostgreSQL server binaries at ${BIN}; set FAULTS_PG_BIN.`);
    return 1;
  }
  teardown();
  fs.mkdirSync(MOUNT, { recursive: true });
  sh("mount", ["-t", "tmpfs", "-o", `size=${SIZE_MB}m`, "tmpfs", MOUNT]);
  try {
    fs.chownSync(MOUNT, Number(sh("id", ["-u", "postgres"])), Number(sh("id", ["-g", "postgres"])));
    asPostgres(`${BIN}/initdb`, ["-D", `${MOUNT}/data`, `--waldir=${WAL}`, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
    asPostgres(`${BIN}/pg_ctl`, ["-D", `${MOUNT}/data`, "-o", `-p ${PORT} -k /tmp -c listen_addresses=127.0.0.1`, "-l", LOG, "-w", "start"]);
    fs.writeFileSync(BALLAST, Buffer.alloc(BALLAST_MB * 1024 * 1024, 1));
    const [usedBefore, availBefore] = df();
    console.log(`A ${SIZE_MB} MB tmpfs at ${MOUNT} holds the data directory (${usedBefore} MB used, ${BALLAST_MB} MB of it ballast the test deletes once the disk is full; ${availBefore} MB free); WAL at ${WAL}.`);
    const run = spawnSync("npx", ["vitest", "run", "--project", "faults"], {
      stdio: "inherit",
      env: { ...process.env, TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${PORT}/postgres`, FAULTS_DISK_BALLAST: BALLAST },
    });
    const [used, avail] = df();
    console.log(`After the run: ${used} MB used, ${avail} MB free on the tmpfs. PostgreSQL's log: ${LOG}`);
    return run.status ?? 1;
  } finally {
    teardown();
  }
}

process.exit(main());
