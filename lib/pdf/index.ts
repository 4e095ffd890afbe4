export { createPdf, PdfBuilder, toWinAnsi, wrapText, type PdfDocumentOptions, type PdfTable } from "./document";
export { pdfResponse } from "./response";
