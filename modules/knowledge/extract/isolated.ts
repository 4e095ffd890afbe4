/**
 * Extraction and chunking out of the app's process. pdfjs-dist (~175 MB resident once loaded), the
 * o200k tokenizer (~70 MB), mammoth and read-excel-file would otherwise stay in whatever process runs
 * the ingestion job — the app itself under `npm start` — for as long as it lives. Here they load in a
 * child process (./child.ts, one per ingestion, started only when a source needs parsing or
 * chunking) that exits when the source is done, so its memory goes back to the operating system.
 *
 * The child also fences hostile input: its heap is capped (`--max-old-space-size`), a request that
 * runs past the extraction time limit kills it, and when it dies of memory the source fails with
 * OUT_OF_MEMORY while the app carries on. A child that dies for another reason (it could not start)
 * is an ordinary error, retried by the job.
 *
 * The entry is a TypeScript file run by `node --import tsx` from the project root, as `npm start`
 * runs scripts/start.ts: the app's bundler never sees it, so `next start` and `next dev` run the
 * same file the tests do.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { env } from "@/lib/env";
import type { Chunk } from "../chunk";
import type { ChunkOptions } from "../chunk-options";
import type { DocumentKind } from "./index";
import { ExtractError, type Extracted, type ExtractLimits, type ExtractProgress, type Section } from "./types";

type Request =
  | { op: "extract"; bytes: Uint8Array; name: string; contentType: string | null; limits: ExtractLimits }
  | { op: "chunk"; sections: Section[]; chunking: ChunkOptions };

export type ChildRequest = Request & { id: number };

export type ChildReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; message: string; code?: ExtractError["code"] }
  | { id: number; progress: [done: number, total: number] }
  | { peakRss: number };

export type ExtractedDocument = Extracted & { kind: DocumentKind };

export const OUT_OF_MEMORY = "The file could not be processed safely (parser ran out of memory). Split it into smaller files, or save it again from the program that made it, and upload that.";


/** Time past the extraction limit a child gets before it is killed (pdfjs stops itself at the limit). */
const KILL_GRACE_MS = 10_000;

export function childEntry(): string {
  return path.join(process.cwd(), "modules/knowledge/extract/child.ts");
}

export type ExtractorOptions = { limits: ExtractLimits; signal?: AbortSignal; heapMb?: number };

export type Extractor = {
  extract(bytes: Uint8Array, name: string, contentType: string | null, onProgress?: ExtractProgress): Promise<ExtractedDocument>;
  chunk(sections: Section[], chunking: ChunkOptions): Promise<Chunk[]>;
  /** The child's peak resident memory in bytes, once it has exited (null when it never started). */
  close(): Promise<{ childPeakRss: number | null }>;
};

/**
 * Extraction processes alive at once in this process: each may take its heap cap and more, so the
 * job runner's concurrency (4 by default) would otherwise multiply the worst case. Further
 * ingestions wait for a free slot.
 */
export const MAX_EXTRACTION_PROCESSES = 2;

/** For `npm run bench:knowledge` and the tests: the last process's peak resident memory in bytes, and how many run now. */
export const extractorStats: { lastChildPeakRss: number | null; running: number; mostRunning: number } = { lastChildPeakRss: null, running: 0, mostRunning: 0 };

const waiting: (() => void)[] = [];

/** Waits for a free slot; the returned function frees it (once). */
function acquireSlot(): Promise<() => void> {
  return new Promise((resolve) => {
    const grant = () => {
      extractorStats.running++;
      extractorStats.mostRunning = Math.max(extractorStats.mostRunning, extractorStats.running);
      let freed = false;
      resolve(() => {
        if (freed) return;
        freed = true;
        extractorStats.running--;
        waiting.shift()?.();
      });
    };
    if (extractorStats.running < MAX_EXTRACTION_PROCESSES) grant();
    else waiting.push(grant);
  });
}

type Pending = { resolve: (v: unknown) => void; reject: (e: unknown) => void; onProgress?: ExtractProgress; timer: NodeJS.Timeout };

/** One extraction child for one ingestion; started on first use, stopped by close(). */
export function openExtractor(opts: ExtractorOptions): Extractor {
  let child: ChildProcess | null = null;
  let ready: Promise<void> | null = null;
  let dead: Error | null = null;
  let exited: Promise<void> = Promise.resolve();
  let stderrTail = "";
  let timedOut = false;
  let peakRss: number | null = null;
  let next = 1;
  const pending = new Map<number, Pending>();

  const failAll = (e: Error) => {
    dead = e;
    for (const [id, p] of pending) {
      clearTimeout(p.timer);
      p.reject(e);
      pending.delete(id);
    }
  };

  let rejectStart: ((e: Error) => void) | null = null;
  const abort = () => {
    const stopped = new Error("stopped");
    failAll(stopped);
    rejectStart?.(stopped);
    child?.kill("SIGKILL");
  };

  function start(): Promise<void> {
    if (ready) return ready;
    if (opts.signal?.aborted) return Promise.reject(new Error("stopped"));
    opts.signal?.addEventListener("abort", abort, { once: true });
    ready = new Promise<void>((resolve, reject) => {
      rejectStart = reject;
      void acquireSlot().then((free) => {
        if (dead) {
          free();
          return reject(dead);
        }
        launch(free, resolve, reject);
      });
    });
    return ready;
  }

  function launch(free: () => void, resolve: () => void, reject: (e: Error) => void): void {
    // The child's JavaScript heap; a file that needs more is refused as OUT_OF_MEMORY.
    const heapMb = opts.heapMb ?? env().KNOWLEDGE_EXTRACT_HEAP_MB;
    // spawn with an IPC channel rather than fork: Turbopack's build resolves fork()'s path as a module
    // request and fails on it (vercel/next.js#97952); spawn's is traced as a plain file.
    const c = spawn(process.execPath, ["--import", "tsx", `--max-old-space-size=${heapMb}`, childEntry()], {
      cwd: process.cwd(),
      serialization: "advanced",
      stdio: ["ignore", "inherit", "pipe", "ipc"],
    });
    child = c;
    c.stderr?.on("data", (d: Buffer) => {
      process.stderr.write(d);
      stderrTail = (stderrTail + d.toString("utf8")).slice(-4096);
    });
    exited = new Promise((done) =>
      c.once("exit", () => {
        free();
        done();
      }),
    );
    c.on("message", (m: ChildReply) => {
      if ("peakRss" in m) {
        peakRss = m.peakRss;
        return;
      }
      if (m.id === 0) return resolve();
      const p = pending.get(m.id);
      if (!p) return;
      if ("progress" in m) {
        void Promise.resolve(p.onProgress?.(m.progress[0], m.progress[1])).catch(() => {});
        return;
      }
      clearTimeout(p.timer);
      pending.delete(m.id);
      if (m.ok) p.resolve(m.value);
      else p.reject(m.code ? new ExtractError(m.message, m.code) : new Error(m.message));
    });
    c.once("error", (e) => {
      free();
      failAll(e);
      reject(e);
    });
    c.once("exit", (code, signal) => {
      opts.signal?.removeEventListener("abort", abort);
      const e = deathReason(code, signal);
      failAll(e);
      reject(e);
    });
  }

  function deathReason(code: number | null, signal: NodeJS.Signals | null): Error {
    if (dead) return dead;
    if (timedOut) return new ExtractError(`Reading the file took longer than ${Math.round(opts.limits.timeoutMs / 1000)} s, so it was stopped. Split it into smaller files and upload them.`, "timeout");
    if (/heap out of memory|Allocation failed|out of memory/i.test(stderrTail) || signal === "SIGABRT" || code === 134) return new ExtractError(OUT_OF_MEMORY, "too-complex");
    if (code === 0 && !signal) return new Error("The extraction process ended before it answered.");
    const last = stderrTail.trim().split("\n").filter(Boolean).slice(-1)[0];
    return new Error(`The extraction process stopped (${signal ?? `exit code ${code}`})${last ? `: ${last.slice(0, 300)}` : ""}.`);
  }

  async function call<T>(req: Request, onProgress?: ExtractProgress): Promise<T> {
    if (dead) throw dead;
    await start();
    const id = next++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        timedOut = true;
        child?.kill("SIGKILL");
      }, opts.limits.timeoutMs + KILL_GRACE_MS);
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject, onProgress, timer });
      const message: ChildRequest = { ...req, id };
      child!.send(message, (err) => {
        if (!err) return;
        clearTimeout(timer);
        pending.delete(id);
        reject(dead ?? err);
      });
    });
  }

  return {
    extract: (bytes, name, contentType, onProgress) => call<ExtractedDocument>({ op: "extract", bytes, name, contentType, limits: opts.limits }, onProgress),
    chunk: (sections, chunking) => call<Chunk[]>({ op: "chunk", sections, chunking }),
    async close() {
      // Also stops a start still waiting for a slot from launching a process nobody will use.
      dead ??= new Error("The extractor is closed.");
      if (!child) return { childPeakRss: null };
      if (child.exitCode === null && child.signalCode === null) {
        dead ??= new Error("The extractor is closed.");
        if (child.connected) child.disconnect();
        const killer = setTimeout(() => child?.kill("SIGKILL"), 5_000);
        await exited;
        clearTimeout(killer);
      }
      extractorStats.lastChildPeakRss = peakRss;
      return { childPeakRss: peakRss };
    },
  };
}
