/**
 * Saves text or bytes a server action returned as a file in the browser (client-only). A BOM is
 * added to CSV so spreadsheet apps read UTF-8 correctly.
 */
export function downloadFile(fileName: string, content: string | Uint8Array, type: string): void {
  const part: BlobPart = typeof content === "string" ? (type.startsWith("text/csv") ? "\uFEFF" + content : content) : new Uint8Array(content);
  const url = URL.createObjectURL(new Blob([part], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked on the next tick: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function base64Bytes(base64: string): Uint8Array {
  const bin = atob(base64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}
