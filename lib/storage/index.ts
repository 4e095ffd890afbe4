/**
 * lib/storage — one file storage for every file the product keeps. See files.ts for the API,
 * sniff.ts for type detection, kinds.ts for limits, driver.ts for configuration.
 */
export {
  putFile,
  readFile,
  getFile,
  deleteFile,
  listFiles,
  signedFileUrl,
  fileUsage,
  systemFiles,
  checkUpload,
  listOptions,
  StorageRejectedError,
  LIST_DEFAULTS,
  DEFAULT_URL_TTL_SECONDS,
  type StoredFile,
  type PutFileInput,
  type ListFilesOptions,
  type SignedFileUrl,
} from "./files";
export { STORAGE_KINDS, STORAGE_KIND_NAMES, isStorageKind, type StorageKind } from "./kinds";
export { sniffContentType, SNIFFED_TYPES, type Sniffed, type SniffedKind, type SniffedType } from "./sniff";
export { fileResponse, FILE_CSP } from "./serve";
export { verifyFileToken } from "./signing";
export { StorageBackendError } from "./drivers/types";
