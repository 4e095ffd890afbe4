/**
 * A zip reader that inflates under limits, for the Office formats (DOCX, XLSX, PPTX are zips of
 * XML). A zip bomb is a small file whose entries inflate to gigabytes: the sizes the central
 * directory declares are checked first, then every entry is inflated in slices with the output
 * counted as it grows, so a lying header is caught after at most one slice past the limit.
 */
import { Inflate, Unzlib } from "fflate";
import { ExtractError, mb, type ExtractLimits } from "./types";

type Entry = { name: string; method: number; compressedSize: number; size: number; localOffset: number };

const BOMB = (what: string) => new ExtractError(`${what} unpacks to far more data than a document holds (a "zip bomb"), so it was not read. Save it again from the program that made it and upload that file.`, "bomb");
const CORRUPT = (what: string) => new ExtractError(`${what} is damaged or not really a ${what.replace(/^The /, "")}: its contents cannot be unpacked. Save it again and upload that file.`, "corrupt");

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

function centralDirectory(bytes: Uint8Array, what: string, limits: ExtractLimits): Entry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (view.getUint32(i, true) !== 0x06054b50) continue;
    const count = view.getUint16(i + 10, true);
    if (count > limits.maxZipEntries) throw BOMB(what);
    let p = view.getUint32(i + 16, true);
    const entries: Entry[] = [];
    for (let e = 0; e < count; e++) {
      if (p + 46 > bytes.length || view.getUint32(p, true) !== 0x02014b50) throw CORRUPT(what);
      const nameLen = view.getUint16(p + 28, true);
      entries.push({
        method: view.getUint16(p + 10, true),
        compressedSize: view.getUint32(p + 20, true),
        size: view.getUint32(p + 24, true),
        localOffset: view.getUint32(p + 42, true),
        name: new TextDecoder().decode(bytes.subarray(p + 46, p + 46 + nameLen)),
      });
      p += 46 + nameLen + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
    }
    return entries;
  }
  throw CORRUPT(what);
}

// Deflate tops out near 1032:1, so one slice inflates to at most ~16 MB before the counters are checked.
/** The entry names of a zip (no inflating); [] when it has no readable directory. */
export function zipEntryNames(bytes: Uint8Array, limits: ExtractLimits): string[] {
  try {
    return centralDirectory(bytes, "The file", limits).map((e) => e.name);
  } catch {
    return [];
  }
}

const SLICE = 16 * 1024;

/**
 * Inflates the entries `want` selects (all when omitted). `what` names the file in messages ("The
 * Word document"). Throws ExtractError("bomb") when the declared or the actual sizes pass the limits.
 */
export function safeUnzip(bytes: Uint8Array, what: string, limits: ExtractLimits, want: (name: string) => boolean = () => true): Map<string, Uint8Array> {
  const entries = centralDirectory(bytes, what, limits);
  const declared = entries.reduce((s, e) => s + e.size, 0);
  if (declared > limits.maxUnzippedBytes) throw BOMB(what);
  for (const e of entries) if (e.size > 1024 * 1024 && e.size / Math.max(1, e.compressedSize) > limits.maxZipRatio) throw BOMB(what);

  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Map<string, Uint8Array>();
  let total = 0;
  for (const e of entries) {
    if (e.name.endsWith("/") || !want(e.name)) continue;
    const lo = e.localOffset;
    if (lo + 30 > bytes.length || view.getUint32(lo, true) !== 0x04034b50) throw CORRUPT(what);
    const start = lo + 30 + view.getUint16(lo + 26, true) + view.getUint16(lo + 28, true);
    const data = bytes.subarray(start, start + e.compressedSize);
    if (data.length < e.compressedSize) throw CORRUPT(what);
    if (e.method === 0) {
      total += data.length;
      if (total > limits.maxUnzippedBytes) throw BOMB(what);
      out.set(e.name, data);
      continue;
    }
    if (e.method !== 8) throw CORRUPT(what);
    const parts: Uint8Array[] = [];
    let size = 0;
    let over = false;
    const inflater = new Inflate((chunk) => {
      size += chunk.length;
      total += chunk.length;
      // The declared size is a promise: inflating past it means the header lies.
      if (size > e.size || total > limits.maxUnzippedBytes || (size > 1024 * 1024 && size / Math.max(1, e.compressedSize) > limits.maxZipRatio)) over = true;
      else parts.push(chunk);
    });
    try {
      for (let off = 0; off < data.length && !over; off += SLICE) inflater.push(data.subarray(off, Math.min(data.length, off + SLICE)), off + SLICE >= data.length);
    } catch {
      throw CORRUPT(what);
    }
    if (over) throw BOMB(what);
    const buf = new Uint8Array(size);
    let at = 0;
    for (const p of parts) {
      buf.set(p, at);
      at += p.length;
    }
    out.set(e.name, buf);
  }
  return out;
}

export { mb };

/**
 * Whether deflate data inflates past `max` bytes, found out in slices without keeping the output (a
 * PDF stream that would inflate to gigabytes is caught before the parser tries). Broken data: false.
 */
export function inflatesPast(data: Uint8Array, max: number, raw = false): boolean {
  let size = 0;
  let over = false;
  const inflater = raw
    ? new Inflate((chunk) => {
        size += chunk.length;
        if (size > max) over = true;
      })
    : new Unzlib((chunk) => {
        size += chunk.length;
        if (size > max) over = true;
      });
  try {
    for (let off = 0; off < data.length && !over; off += SLICE) inflater.push(data.subarray(off, Math.min(data.length, off + SLICE)), off + SLICE >= data.length);
  } catch {
    return over;
  }
  return over;
}
