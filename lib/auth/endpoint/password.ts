/**
 * Password hashing and strength rules, byte-compatible with GoTrue: bcrypt cost 10 in the `$2a$`
 * variant Go writes, a 72-byte maximum (bcrypt ignores the rest, so longer ones are refused rather
 * than silently truncated) and a 6-character minimum reported as a weak password.
 */
import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH } from "@/lib/auth/config";
import { badRequest, weakPassword } from "./errors";

const COST = 10;

/**
 * bcryptjs 3 writes `$2b$`; `$2a$` and `$2b$` differ only for inputs over 255 bytes, which the
 * 72-byte cap excludes, so re-labelling the salt yields exactly the hash Go's bcrypt would store.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = (await bcrypt.genSalt(COST)).replace(/^\$2b\$/, "$2a$");
  return bcrypt.hash(password, salt);
}

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) return false;
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}

// A real hash of a random string: comparing against it makes "no such user" cost the same time
// as "wrong password", so response timing does not reveal which emails have accounts.
let dummyHash: Promise<string> | undefined;

export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await dummyHash);
}

/** Throws the GoTrue errors for a password that may not be set (checkPasswordStrength). */
export function assertPasswordStrength(password: string): void {
  const bytes = Buffer.byteLength(password, "utf8");
  if (bytes > PASSWORD_MAX_BYTES) {
    throw badRequest("validation_failed", `Password cannot be longer than ${PASSWORD_MAX_BYTES} characters`);
  }
  // Go's len() counts bytes; so does the minimum.
  if (bytes < PASSWORD_MIN_LENGTH) {
    throw weakPassword(`Password should be at least ${PASSWORD_MIN_LENGTH} characters.`, ["length"]);
  }
}

/** The non-throwing form for sign-in, which answers with a `weak_password` hint instead. */
export function weakPasswordHint(password: string): { message: string; reasons: string[] } | null {
  try {
    assertPasswordStrength(password);
    return null;
  } catch {
    return { message: `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`, reasons: ["length"] };
  }
}
