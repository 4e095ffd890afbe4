import { contentDisposition } from "@/lib/storage/drivers/types";

/** A PDF as a download: never cached, never sniffed, the file name safe for any header. */
export function pdfResponse(bytes: Uint8Array, fileName: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Cache-Control": "no-store",
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition("attachment", fileName),
      "X-Content-Type-Options": "nosniff",
    },
  });
}
