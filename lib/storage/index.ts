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
  putUserFile,
  readUserFile,
  deleteUserFile,
  type UserFileInput,
  type StoredFile,
  type PutFileInput,
  type SignedFileUrl,
} from "./files";
export {
  checkUpload,
  listOptions,
  StorageRejectedError,
  LIST_DEFAULTS,
  DEFAULT_URL_TTL_SECONDS,
  MAX_URL_TTL_SECONDS,
  type ListFilesOptions,
  type ListSort,
} from "./rules";
export { STORAGE_KINDS, STORAGE_KIND_NAMES, USER_FILE_KINDS, isStorageKind, type KindRule, type StorageKind, type UserFileKind } from "./kinds";
export { sniffContentType, SNIFFED_TYPES, type Sniffed, type SniffedKind, type SniffedType } from "./sniff";
export { fileResponse, FILE_CSP } from "./serve";
export { verifyFileToken } from "./signing";
export { StorageBackendError } from "./drivers/types";
