/**
 * Bytes of an uploaded text file → text. Spreadsheet programs and ad platforms export CSV in
 * whatever their platform likes: UTF-8 with or without a byte-order mark, UTF-16 (Excel's "Unicode
 * text", Google Ads and Search Console exports) and, from older Windows Excel, windows-1252.
 * Client-safe (TextDecoder only).
 */

export type TextEncodingName = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

export type DecodedText = { text: string; encoding: TextEncodingName; bom: boolean };

// Bytes 0x80–0x9F of windows-1252 (the rest is Latin-1). Mapped here because Node's TextDecoder
// decodes the "windows-1252" label as plain Latin-1 (nodejs/node#56542), turning € into U+0080.
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

function decode(bytes: Uint8Array, encoding: TextEncodingName, fatal = false): string {
  if (encoding === "windows-1252") {
    let s = "";
    for (const b of bytes) s += b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b);
    return s;
  }
  return new TextDecoder(encoding, { fatal, ignoreBOM: true }).decode(bytes);
}

/**
 * UTF-16 without a byte-order mark: text in a Latin script has a zero byte in every other position.
 * Counted over the first 512 bytes; null when the bytes do not look like UTF-16.
 */
function sniffUtf16(bytes: Uint8Array): "utf-16le" | "utf-16be" | null {
  const n = Math.min(bytes.length - (bytes.length % 2), 512);
  if (n < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = n / 2;
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return "utf-16le";
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return "utf-16be";
  return null;
}

/**
 * Decodes by byte-order mark (UTF-8, UTF-16 LE/BE), else by the zero-byte pattern of UTF-16, else
 * as UTF-8 when the bytes are valid UTF-8, else as windows-1252 (which maps every byte, so a file
 * never fails to decode — at worst a rare character looks wrong in the preview).
 */
export function decodeText(input: Uint8Array | ArrayBuffer): DecodedText {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { text: decode(bytes.subarray(3), "utf-8"), encoding: "utf-8", bom: true };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: decode(bytes.subarray(2), "utf-16le"), encoding: "utf-16le", bom: true };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: decode(bytes.subarray(2), "utf-16be"), encoding: "utf-16be", bom: true };
  const utf16 = sniffUtf16(bytes);
  if (utf16) return { text: decode(bytes, utf16), encoding: utf16, bom: false };
  try {
    return { text: decode(bytes, "utf-8", true), encoding: "utf-8", bom: false };
  } catch {
    return { text: decode(bytes, "windows-1252"), encoding: "windows-1252", bom: false };
  }
}
