/** The files "Add a draft" accepts (client-safe: no extractor code). */
export const DRAFT_FILE_ACCEPT = ".md,.markdown,.txt,.docx";
