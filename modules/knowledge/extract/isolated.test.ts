import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extractorStats, MAX_EXTRACTION_PROCESSES, openExtractor } from "./isolated";
import { DEFAULT_LIMITS, ExtractError } from "./types";

const pdf = new Uint8Array(readFileSync(join(process.cwd(), "tests/fixtures/knowledge/handbook.pdf")));

describe("the extraction process", () => {
  it("extracts (with page progress) and chunks in a child process, which exits on close", async () => {
    const x = openExtractor({ limits: DEFAULT_LIMITS });
    const progress: number[][] = [];
    const doc = await x.extract(pdf, "handbook.pdf", null, (done, total) => void progress.push([done, total]));
    expect(doc.kind).toBe("pdf");
    expect(doc.sections.some((s) => s.headings.includes("Refunds"))).toBe(true);
    expect(progress.at(-1)).toEqual([3, 3]);
    const chunks = await x.chunk(doc.sections, { maxTokens: 400, overlapTokens: 60 });
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.every((c) => c.tokens > 0 && c.tokens <= 400)).toBe(true);
    const { childPeakRss } = await x.close();
    expect(childPeakRss).toBeGreaterThan(0);
    await expect(x.extract(pdf, "handbook.pdf", null)).rejects.toThrow(/closed/);
  }, 60_000);

  it("passes a reason the file gives back as an ExtractError with its code", async () => {
    const x = openExtractor({ limits: DEFAULT_LIMITS });
    const e = await x.extract(new TextEncoder().encode("\u0000\u0001binary"), "x.bin", null).catch((err: unknown) => err);
    await x.close();
    expect(e).toBeInstanceOf(ExtractError);
    expect((e as ExtractError).code).toBe("unsupported");
  }, 60_000);

  it("is killed when the job is stopped", async () => {
    const ctl = new AbortController();
    const x = openExtractor({ limits: DEFAULT_LIMITS, signal: ctl.signal });
    const pending = x.extract(pdf, "handbook.pdf", null);
    ctl.abort();
    await expect(pending).rejects.toThrow("stopped");
    await x.close();
  }, 60_000);

  it(`runs at most ${MAX_EXTRACTION_PROCESSES} at once; the others wait for a free slot`, async () => {
    extractorStats.mostRunning = extractorStats.running;
    const text = new TextEncoder().encode("# Notes\n\nThe loyalty loaf is back.");
    const xs = Array.from({ length: MAX_EXTRACTION_PROCESSES + 1 }, () => openExtractor({ limits: DEFAULT_LIMITS }));
    const done = await Promise.all(
      xs.map(async (x) => {
        const doc = await x.extract(text, "notes.md", null);
        await x.close();
        return doc.sections[0]?.headings;
      }),
    );
    expect(done).toEqual(xs.map(() => ["Notes"]));
    expect(extractorStats.mostRunning).toBe(MAX_EXTRACTION_PROCESSES);
    expect(extractorStats.running).toBe(0);
  }, 90_000);
});
