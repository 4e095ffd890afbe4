/**
 * The extraction process (started by ./isolated.ts with `node --import tsx`, one per ingestion):
 * parsers (pdfjs-dist, mammoth, read-excel-file, htmlparser2) and the o200k tokenizer load here,
 * never in the app, and leave with this process when the source is done — or when a hostile file
 * makes it run out of memory or time, which kills this process and not the app.
 *
 * Protocol (IPC, advanced serialization): the parent sends { id, op: "extract" | "chunk", … }; this
 * answers { id, ok: true, value } or { id, ok: false, message, code? } (code = an ExtractError's),
 * { id, progress: [done, total] } while a PDF is read, and { peakRss } after each answer.
 */
import { chunkSections } from "../chunk";
import { extractDocument } from "./index";
import { ExtractError } from "./types";
import type { ChildRequest, ChildReply } from "./isolated";

function send(reply: ChildReply) {
  // The parent may have closed the channel already (the source finished, failed or was stopped).
  if (process.connected) process.send?.(reply, undefined, {}, () => {});
}

async function handle(req: ChildRequest) {
  try {
    if (req.op === "extract") {
      const value = await extractDocument(req.bytes, req.name, req.contentType, req.limits, (done, total) => send({ id: req.id, progress: [done, total] }));
      send({ id: req.id, ok: true, value });
    } else {
      send({ id: req.id, ok: true, value: chunkSections(req.sections, req.chunking) });
    }
  } catch (e) {
    if (e instanceof ExtractError) send({ id: req.id, ok: false, message: e.message, code: e.code });
    else send({ id: req.id, ok: false, message: e instanceof Error ? e.message : String(e) });
  }
  // For the bench: this process's peak resident memory so far (maxRSS is in KiB).
  send({ peakRss: process.resourceUsage().maxRSS * 1024 });
}

process.on("message", (req: ChildRequest) => void handle(req));
// The parent gone (app stopped, or it closed the channel): nothing left to do.
process.on("disconnect", () => process.exit(0));
send({ id: 0, ok: true, value: "ready" });
