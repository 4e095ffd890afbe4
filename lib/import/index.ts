/**
 * The import kit, client-safe parts: decode → parse → recognise by header → validate per cell →
 * preview. The server side (reading an uploaded file, .xlsx) is `@/lib/import/source`.
 */
export { decodeText, type DecodedText, type TextEncodingName } from "./decode";
export { parseDelimited, isBlankRow, DELIMITER_NAMES, type Delimiter, type DelimitedTable } from "./delimited";
export { cells, normalizeHeader, parseDateCell, parseNumberCell, type CellParser, type CellResult } from "./cells";
export { columnLetter, recogniseHeader, validateTable, type ColumnSpec, type ImportIssue, type ImportSpec, type ImportValidation, type RecognisedColumn, type ValidRow } from "./spec";
export { buildPreview, countNoun, outcomeText, problemsMessage, PREVIEW_MAX_ERRORS, PREVIEW_SAMPLE_ROWS, type ImportOutcome, type ImportPreview } from "./preview";
