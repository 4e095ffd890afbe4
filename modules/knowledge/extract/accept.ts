/** The file types an upload may be, for the file picker's `accept` (client-safe: no parser imports). */
export const UPLOAD_ACCEPT = ".pdf,.docx,.pptx,.xlsx,.csv,.tsv,.txt,.md,.markdown,.html,.htm";
