/**
 * What the product stores, with a size limit and the types each kind accepts (checked against the
 * type sniffed from the bytes, lib/storage/sniff.ts). Exports accept any type: the app made them.
 */
import { SNIFFED_TYPES, type SniffedType } from "./sniff";

const MB = 1024 * 1024;
const T = SNIFFED_TYPES;

export type KindRule = { maxBytes: number; accept: readonly SniffedType[] | null; label: string };

export const STORAGE_KINDS = {
  /** A brand's logo (shown in the sidebar and the brand switcher). */
  logo: { maxBytes: 1 * MB, accept: [T.png, T.jpeg, T.webp, T.svg], label: "logo" },
  /** A knowledge-base training file (/vector-store). */
  training: { maxBytes: 50 * MB, accept: [T.pdf, T.docx, T.pptx, T.xlsx, T.csv, T.txt, T.md, T.html, T.json], label: "training file" },
  /** Something shown to a focus group (an ad, a page, a deck). */
  stimulus: { maxBytes: 20 * MB, accept: [T.png, T.jpeg, T.gif, T.webp, T.pdf, T.docx, T.pptx, T.txt, T.md], label: "stimulus" },
  /** A file the app produced for download (CSV, XLSX, ZIP, PDF…). */
  export: { maxBytes: 50 * MB, accept: null, label: "export" },
} as const satisfies Record<string, KindRule>;

export type StorageKind = keyof typeof STORAGE_KINDS;
export const STORAGE_KIND_NAMES = Object.keys(STORAGE_KINDS) as StorageKind[];

export function isStorageKind(v: unknown): v is StorageKind {
  return typeof v === "string" && Object.hasOwn(STORAGE_KINDS, v);
}

export function formatLimit(bytes: number): string {
  return bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / 1024)} KB`;
}
