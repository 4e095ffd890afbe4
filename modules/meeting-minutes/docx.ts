/** Server only: mammoth reads the zip with Node buffers. */
import mammoth from "mammoth";
import { normalizeText } from "./parse";

/** The paragraphs of a .docx as lines of text (mammoth reads the document body; images and styles are ignored). */
export async function docxToText(file: Buffer): Promise<string> {
  const { value } = await mammoth.extractRawText({ buffer: file });
  return normalizeText(value.replace(/\n\n/g, "\n"));
}
