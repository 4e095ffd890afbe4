/** Export formats of a brief (client-safe: no server imports). */
export const EXPORT_FORMATS = ["md", "docx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_FORMAT_LABEL: Record<ExportFormat, string> = { md: "Markdown", docx: "Word (DOCX)" };
