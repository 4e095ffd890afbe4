/**
 * What the product stores, with a size limit and the types each kind accepts (checked against the
 * type sniffed from the bytes, lib/storage/sniff.ts). Exports accept any type: the app made them.
 */
import type { ModuleKey } from "@/lib/navigation/registry";
import { SNIFFED_TYPES, type SniffedType } from "./sniff";

const MB = 1024 * 1024;
const T = SNIFFED_TYPES;

/** `module`: opening a file of this kind through the member route needs view access to that module (none: anyone of the brand). */
export type KindRule = { maxBytes: number; accept: readonly SniffedType[] | null; label: string; module?: ModuleKey };

export const STORAGE_KINDS = {
  /** A brand's logo (shown in the sidebar and the brand switcher). */
  logo: { maxBytes: 1 * MB, accept: [T.png, T.jpeg, T.webp, T.svg], label: "logo" },
  /** A knowledge-base training file (/vector-store). */
  training: { maxBytes: 50 * MB, accept: [T.pdf, T.docx, T.pptx, T.xlsx, T.csv, T.txt, T.md, T.html, T.json], label: "training file", module: "vector-store" },
  /** Something shown to a focus group (an ad, a page, a deck). */
  stimulus: { maxBytes: 20 * MB, accept: [T.png, T.jpeg, T.gif, T.webp, T.pdf, T.docx, T.pptx, T.txt, T.md], label: "stimulus", module: "focus-groups" },
  /** A focus-group stimulus image (/preparing-stimuli): raster only, since it is shown inline as a thumbnail and sent to multimodal engines. */
  "fg-stimulus": { maxBytes: 10 * MB, accept: [T.png, T.jpeg, T.gif, T.webp], label: "stimulus image", module: "focus-groups" },
  /** A file the app produced for download (CSV, XLSX, ZIP, PDF…). */
  export: { maxBytes: 50 * MB, accept: null, label: "export" },
} as const satisfies Record<string, KindRule>;

export type StorageKind = keyof typeof STORAGE_KINDS;

/**
 * Files a person owns rather than a brand (storage_objects.owner_user_id): shown in every brand they
 * belong to, readable by whoever shares a brand with them, written by them only (lib/storage/files.ts
 * putUserFile…). Not in STORAGE_KINDS, so no brand file API accepts them.
 */
export const USER_FILE_KINDS = {
  /** A person's picture: raster only (it shows in other people's views), replaced as a whole, cached for a year (its URL changes on upload). */
  avatar: { maxBytes: 1 * MB, accept: [T.png, T.jpeg, T.webp], label: "profile picture", cacheControl: "max-age=31536000, immutable" },
} as const satisfies Record<string, KindRule & { cacheControl: string }>;

export type UserFileKind = keyof typeof USER_FILE_KINDS;
export const STORAGE_KIND_NAMES = Object.keys(STORAGE_KINDS) as StorageKind[];

export function isStorageKind(v: unknown): v is StorageKind {
  return typeof v === "string" && Object.hasOwn(STORAGE_KINDS, v);
}

export function formatLimit(bytes: number): string {
  return bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / 1024)} KB`;
}
