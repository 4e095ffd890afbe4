/**
 * The zod input of an import action (client-safe, so forms may share it): pasted text or an
 * uploaded file as base64, each within the import's size limit.
 */
import { z } from "zod";

/** What an import action accepts: `csv` (pasted text; the name older callers use) or `file`. */
export function importSourceInput(maxBytes: number) {
  const size = maxBytes >= 1_000_000 ? `${Math.round(maxBytes / 1_000_000)} MB` : `${Math.round(maxBytes / 1024)} KB`;
  const tooLarge = `The file is larger than ${size}. Split it and import the parts.`;
  return z
    .object({
      csv: z.string().max(maxBytes, tooLarge).optional(),
      file: z
        .object({
          name: z.string().trim().max(255).default(""),
          // base64 is 4 characters per 3 bytes.
          base64: z.string().max(Math.ceil(maxBytes / 3) * 4, tooLarge),
        })
        .optional(),
    })
    .refine((d) => (d.csv?.trim() ? !d.file : !!d.file?.base64), { message: "Choose a file or paste its content.", path: ["csv"] });
}
export type ImportSource = z.output<ReturnType<typeof importSourceInput>>;
