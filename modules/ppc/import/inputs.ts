/** Zod inputs of the paid-search report import. Client-safe. */
import { importSourceInput } from "@/lib/import/input";

/** 18 MB: a 100,000-row search terms report as UTF-8 CSV, within the server actions' body limit once in base64. */
export const PPC_IMPORT_MAX_BYTES = 18_000_000;

export const ppcImportInput = importSourceInput(PPC_IMPORT_MAX_BYTES);
