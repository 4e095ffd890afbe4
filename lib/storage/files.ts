/**
 * The one file storage of the product (issue #20): every file a brand keeps — logos, knowledge-base
 * training files, focus-group stimuli, exports — goes through these functions, and so do a person's
 * own files (avatars: putUserFile / readUserFile / deleteUserFile, at `users/<userId>/<kind>/…`,
 * owner_user_id set and no brand; RLS lets the owner write and whoever shares a brand read).
 *
 * - The storage_objects row is the file's identity and metadata whatever the driver; the bytes are in
 *   that row (database driver, the default) or at `<STORAGE_PREFIX><brandId>/<kind>/<id>/<name>` in
 *   an S3-compatible bucket or Supabase Storage (lib/storage/driver.ts).
 * - Tenant wall: the signed-in variants take a BrandScope and run under RLS (withScope); the system
 *   variants (jobs) take a brandId and a reason (asSystem). Every statement filters by brand_id, so a
 *   guessed id of another brand's file finds nothing.
 * - A file's type is sniffed from its bytes (lib/storage/sniff.ts) and must be one its kind accepts;
 *   each kind has a size limit (lib/storage/kinds.ts).
 */
import { createHash, randomUUID } from "node:crypto";
import { and, asc, desc, eq, isNull, like, lte, ne, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { storageObjects } from "@/db/schema";
import { isUuid, withScope, withUserTx, type BrandScope } from "@/lib/brand-scope";
import { asSystem } from "@/lib/system";
import { brandPrefix, configuredDriver, driverFor, userPrefix } from "./driver";
import type { DriverContext } from "./drivers/types";
import { USER_FILE_KINDS, isStorageKind, type StorageKind, type UserFileKind } from "./kinds";
import {
  DEFAULT_URL_TTL_SECONDS,
  MAX_URL_TTL_SECONDS,
  StorageRejectedError,
  checkUpload,
  cleanFileName,
  listOptions,
  normaliseCacheControl,
  sniffContentTypeIsActive,
  type ListFilesOptions,
} from "./rules";
import { signFileToken } from "./signing";

/** A stored file as callers see it (never the bytes). */
export type StoredFile = {
  id: string;
  kind: StorageKind;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  cacheControl: string;
  createdAt: Date;
};

export type PutFileInput = {
  kind: StorageKind;
  /** The name shown and offered on download; never used to decide the type. */
  name: string;
  bytes: Uint8Array;
  /** Seconds (spec §7 default 3600) or a Cache-Control value such as "no-store". */
  cacheControl?: number | string;
};

/**
 * How a file is reached: as a signed-in member (RLS) or as the system for a brand (jobs) — brand files —
 * or as a signed-in person for one user's files (RLS: the owner writes, whoever shares a brand reads).
 * `ownerUserId` set means the door opens user files (brand_id null) and never a brand's.
 */
type Door = DriverContext & { ownerUserId?: string; createdBy?: string | null; run<T>(fn: (db: Executor) => Promise<T>): Promise<T> };

function scopeDoor(scope: BrandScope): Door {
  return { brandId: scope.brandId, scope, createdBy: scope.userId, run: (fn) => withScope(scope, fn) };
}

function systemDoor(brandId: string, reason: string, jobId?: string | null): Door {
  if (!isUuid(brandId)) throw new Error("systemFiles needs a brand id.");
  return { brandId, jobId: jobId ?? null, run: (fn) => asSystem(`file storage: ${reason}`, (db) => fn(db)) };
}

/** A person's own files, or (reading) another person's as `viewer` may see them. The audit row has no brand. */
function userDoor(viewer: { id: string; claims: Record<string, unknown> }, ownerUserId: string): Door {
  return { brandId: null, ownerUserId, createdBy: viewer.id, run: (fn) => withUserTx(viewer, fn) };
}

const row = storageObjects;

/** The rows a door may reach, on top of RLS: its brand's files, or its user's files (never a brand's). */
function owned(door: Door): SQL {
  if (door.ownerUserId) return and(eq(row.ownerUserId, door.ownerUserId), isNull(row.brandId))!;
  if (!door.brandId) throw new Error("A file door needs a brand or a user.");
  return eq(row.brandId, door.brandId);
}
const fileColumns = {
  id: row.id,
  kind: row.kind,
  name: row.name,
  contentType: row.contentType,
  size: row.size,
  sha256: row.sha256,
  cacheControl: row.cacheControl,
  createdAt: row.createdAt,
};

function toFile(r: { id: string; kind: string; name: string; contentType: string; size: number; sha256: string; cacheControl: string; createdAt: Date }): StoredFile {
  return {
    id: r.id,
    kind: r.kind as StorageKind,
    name: r.name,
    contentType: r.contentType,
    size: r.size,
    sha256: r.sha256,
    cacheControl: r.cacheControl,
    createdAt: r.createdAt,
  };
}

/** The name as a key segment: safe in any store's path and URL. */
function keySegment(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, "_").replace(/^[._]+/, "").slice(0, 120) || "file";
}

async function put(door: Door, input: Omit<PutFileInput, "kind"> & { kind: StorageKind | UserFileKind }): Promise<StoredFile> {
  const userKind = Object.hasOwn(USER_FILE_KINDS, input.kind);
  if (door.ownerUserId ? !userKind : !isStorageKind(input.kind)) throw new StorageRejectedError("Unknown kind of file.");
  const name = cleanFileName(input.name);
  const { contentType } = checkUpload(input.kind, name, input.bytes);
  const cacheControl = normaliseCacheControl(input.cacheControl);
  const id = randomUUID();
  const driver = configuredDriver();
  const path = `${input.kind}/${id}/${keySegment(name)}`;
  const owner = door.ownerUserId ? userPrefix(door.ownerUserId) : brandPrefix(door.brandId!);
  // The database driver's keys carry no STORAGE_PREFIX: `<brandId>/…` or `users/<userId>/…`.
  const key = driver ? `${owner}${path}` : `${door.ownerUserId ? `users/${door.ownerUserId}` : door.brandId}/${path}`;
  const sha256 = createHash("sha256").update(input.bytes).digest("hex");
  if (driver) await driver.put(key, input.bytes, { contentType, cacheControl }, door);
  try {
    const [created] = await door.run((db) =>
      db
        .insert(row)
        .values({
          id,
          brandId: door.ownerUserId ? null : door.brandId,
          ownerUserId: door.ownerUserId ?? null,
          kind: input.kind,
          driver: driver?.name ?? "database",
          bucket: driver?.bucket ?? "",
          key,
          name,
          contentType,
          size: input.bytes.byteLength,
          sha256,
          cacheControl,
          bytes: driver ? null : Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength),
          createdBy: door.createdBy ?? null,
        })
        .returning(fileColumns),
    );
    return toFile(created!);
  } catch (e) {
    // The row is the file: without it the remote bytes are unreachable, so take them back.
    if (driver) await driver.remove([key], door).catch((err) => console.error(`[storage] orphan ${key} left after a failed insert`, err));
    throw e;
  }
}

async function findRow(door: Door, id: string) {
  if (!isUuid(id)) return null;
  const [r] = await door.run((db) => db.select().from(row).where(and(eq(row.id, id), owned(door))));
  return r ?? null;
}

async function read(door: Door, id: string): Promise<{ file: StoredFile; bytes: Uint8Array } | null> {
  const r = await findRow(door, id);
  if (!r) return null;
  const file = toFile(r);
  const bytes = r.bytes;
  const driver = driverFor(r);
  if (driver === null) return bytes ? { file, bytes: new Uint8Array(bytes) } : null;
  if (driver === "unavailable") {
    console.error(`[storage] file ${r.id} is in ${r.driver}:${r.bucket}, which is not the configured storage`);
    return null;
  }
  const remote = await driver.get(r.key, r.size + 1024, door);
  return remote ? { file, bytes: remote } : null;
}

async function remove(door: Door, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [gone] = await door.run((db) =>
    db
      .delete(row)
      .where(and(eq(row.id, id), owned(door)))
      .returning({ key: row.key, driver: row.driver, bucket: row.bucket }),
  );
  if (!gone) return false;
  const driver = driverFor(gone);
  if (driver && driver !== "unavailable") {
    // After the row is gone the file is unreachable through the app; a failed remote delete only leaves an orphan to log.
    await driver.remove([gone.key], door).catch((e) => console.error(`[storage] ${gone.key} not deleted from ${gone.driver}`, e));
  }
  return true;
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

async function list(door: Door, opts: ListFilesOptions = {}): Promise<StoredFile[]> {
  const o = listOptions(opts);
  const where: SQL[] = [owned(door)];
  if (o.kind) where.push(eq(row.kind, o.kind));
  if (o.prefix) where.push(like(row.name, `${escapeLike(o.prefix)}%`));
  const col = { name: row.name, created_at: row.createdAt, size: row.size }[o.sortBy.column];
  const dir = o.sortBy.order === "asc" ? asc : desc;
  const rows = await door.run((db) =>
    db
      .select(fileColumns)
      .from(row)
      .where(and(...where))
      .orderBy(dir(col), dir(row.id))
      .limit(o.limit)
      .offset(o.offset),
  );
  return rows.map(toFile);
}

export type SignedFileUrl = { url: string; expiresAt: Date };

/** `download`: the link asks for an attachment (a "Download" button), whatever the file's type. */
type SignedUrlOptions = { download?: boolean };

async function signedUrl(door: Door, id: string, ttlSeconds = DEFAULT_URL_TTL_SECONDS, opts: SignedUrlOptions = {}): Promise<SignedFileUrl | null> {
  const ttl = Math.max(1, Math.min(MAX_URL_TTL_SECONDS, Math.floor(ttlSeconds)));
  if (!isUuid(id)) return null;
  const [r] = await door.run((db) =>
    db
      .select({ id: row.id, key: row.key, driver: row.driver, bucket: row.bucket, name: row.name, contentType: row.contentType })
      .from(row)
      .where(and(eq(row.id, id), owned(door))),
  );
  if (!r || !door.brandId) return null;
  const expiresAt = new Date(Date.now() + ttl * 1000);
  const driver = driverFor(r);
  if (driver === "unavailable") return null;
  if (driver === null) {
    const exp = Math.floor(expiresAt.getTime() / 1000);
    const q = new URLSearchParams({ b: door.brandId, e: String(exp), s: signFileToken(r.id, door.brandId, exp) });
    // Not signed: asking for an attachment instead of inline display only ever makes a file safer.
    if (opts.download) q.set("d", "1");
    return { url: `/api/files/${r.id}?${q}`, expiresAt };
  }
  const active = sniffContentTypeIsActive(r.contentType);
  return { url: await driver.presign(r.key, ttl, { fileName: r.name, attachment: active || !!opts.download }, door), expiresAt };
}

/** Counts a brand's files and bytes (for the knowledge-base page and quotas). */
async function usage(door: Door, kind?: StorageKind): Promise<{ files: number; bytes: number }> {
  const [u] = await door.run((db) =>
    db
      .select({ files: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${row.size}), 0)::bigint` })
      .from(row)
      .where(and(owned(door), kind ? eq(row.kind, kind) : undefined)),
  );
  return { files: Number(u?.files ?? 0), bytes: Number(u?.bytes ?? 0) };
}

// ---- Signed-in member (RLS as the user) ----

/** Stores a file for the scope's brand; throws StorageRejectedError with a message for the user. */
export function putFile(scope: BrandScope, input: PutFileInput): Promise<StoredFile> {
  return put(scopeDoor(scope), input);
}
/** The file and its bytes, or null when the brand has no such file (another brand's id included). */
export function readFile(scope: BrandScope, id: string): Promise<{ file: StoredFile; bytes: Uint8Array } | null> {
  return read(scopeDoor(scope), id);
}
/** Metadata only. */
export async function getFile(scope: BrandScope, id: string): Promise<StoredFile | null> {
  const r = await findRow(scopeDoor(scope), id);
  if (!r) return null;
  return toFile(r);
}
export function deleteFile(scope: BrandScope, id: string): Promise<boolean> {
  return remove(scopeDoor(scope), id);
}
export function listFiles(scope: BrandScope, opts?: ListFilesOptions): Promise<StoredFile[]> {
  return list(scopeDoor(scope), opts);
}
/** A short-lived link anyone holding it may open (default 5 minutes). */
export function signedFileUrl(scope: BrandScope, id: string, ttlSeconds?: number, opts?: SignedUrlOptions): Promise<SignedFileUrl | null> {
  return signedUrl(scopeDoor(scope), id, ttlSeconds, opts);
}
export function fileUsage(scope: BrandScope, kind?: StorageKind): Promise<{ files: number; bytes: number }> {
  return usage(scopeDoor(scope), kind);
}

/**
 * The same operations for work with no signed-in user (jobs): the brand comes from the job row,
 * `reason` says why the tenant wall is bypassed (lib/system.ts). Every statement still filters by it.
 */
export function systemFiles(brandId: string, reason: string, opts: { jobId?: string | null } = {}) {
  const door = systemDoor(brandId, reason, opts.jobId);
  return {
    putFile: (input: PutFileInput) => put(door, input),
    readFile: (id: string) => read(door, id),
    deleteFile: (id: string) => remove(door, id),
    listFiles: (o?: ListFilesOptions) => list(door, o),
    signedFileUrl: (id: string, ttlSeconds?: number, o?: SignedUrlOptions) => signedUrl(door, id, ttlSeconds, o),
    usage: (kind?: StorageKind) => usage(door, kind),
  };
}

// ---- A person's own files (avatars): no brand, RLS by owner ----

export type UserFileInput = { name: string; bytes: Uint8Array };

/**
 * Stores `user`'s file of `kind`, replacing the one they had (a user has one avatar): the new file is
 * stored first, then the older ones are deleted, so a failed upload leaves the old one in place
 * (readUserFile returns the latest either way).
 * Throws StorageRejectedError (size, or a type the kind does not take: avatars are PNG, JPEG or WebP).
 */
export async function putUserFile(user: { id: string; claims: Record<string, unknown> }, kind: UserFileKind, input: UserFileInput): Promise<StoredFile> {
  const door = userDoor(user, user.id);
  const file = await put(door, { kind, name: input.name, bytes: input.bytes, cacheControl: USER_FILE_KINDS[kind].cacheControl });
  // Only files older than this one: two uploads at once then leave the later, never neither.
  const older = await door.run((db) =>
    db.select({ id: row.id }).from(row).where(and(owned(door), eq(row.kind, kind), ne(row.id, file.id), lte(row.createdAt, file.createdAt))),
  );
  for (const o of older) await remove(door, o.id);
  return file;
}

/** `ownerUserId`'s latest file of `kind` with its bytes, as `viewer` may see it (themselves, or someone who shares a brand); else null. */
export async function readUserFile(
  viewer: { id: string; claims: Record<string, unknown> },
  ownerUserId: string,
  kind: UserFileKind,
): Promise<{ file: StoredFile; bytes: Uint8Array } | null> {
  if (!isUuid(ownerUserId)) return null;
  const door = userDoor(viewer, ownerUserId);
  const [latest] = await door.run((db) =>
    db.select({ id: row.id }).from(row).where(and(owned(door), eq(row.kind, kind))).orderBy(desc(row.createdAt), desc(row.id)).limit(1),
  );
  return latest ? read(door, latest.id) : null;
}

/** Deletes `user`'s own files of `kind` (bytes in a remote store too); returns how many. */
export async function deleteUserFile(user: { id: string; claims: Record<string, unknown> }, kind: UserFileKind): Promise<number> {
  const door = userDoor(user, user.id);
  const mine = await door.run((db) => db.select({ id: row.id }).from(row).where(and(owned(door), eq(row.kind, kind))));
  let n = 0;
  for (const f of mine) if (await remove(door, f.id)) n++;
  return n;
}
