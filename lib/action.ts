/**
 * The server-action wrapper: every action is signed-in checked, zod-validated, brand-scoped and
 * permissioned here, and answers with an ActionResult instead of throwing (bad input never 500s).
 * Each wrapped action is registered by name so the cross-tenant matrix test can prove it covers all.
 */
import type { z } from "zod";
import { getCurrentUser } from "@/lib/auth/session";
import type { AuthUser } from "@/lib/auth/types";
import {
  ForbiddenError,
  NotFoundError,
  MfaRequiredError,
  assertAccess,
  getCurrentBrandMfaGate,
  getCurrentBrandScope,
  isUuid,
  scopeFor,
  type BrandScope,
} from "@/lib/brand-scope";
import type { ModuleKey } from "@/lib/navigation/registry";
import type { AccessLevel } from "@/lib/permissions";
import { databaseFailure } from "@/db/client";

export type ActionResult<T> =
  | { ok: true; data: T }
  | { ok: false; error: string; fieldErrors?: Record<string, string[]> };

/** A failure whose message is meant for the user (spec texts). */
export class ActionError extends Error {}

export type BrandActionOptions = {
  /** Module key of the navigation registry whose access the caller needs. */
  module: ModuleKey;
  access: AccessLevel;
  /** Spec text when signed out (e.g. "Please log in to rename a brand"). */
  signedOut?: string;
  /** Spec text for an unexpected failure (e.g. "Failed to rename brand"). */
  failure?: string;
  /** Spec text when no brand is selected. */
  noBrand?: string;
};

export const NOT_FOUND_MESSAGE = "Not found. It may have been deleted, or you no longer have access to it.";
const DEFAULT_FAILURE = "Something went wrong. Please try again.";

export type RegisteredAction = {
  kind: "brand" | "user";
  options?: BrandActionOptions;
  /** The zod input the action validates (the fuzz test derives its inputs from it). */
  input: z.ZodType;
  /** The wrapped action itself, callable like any server action. */
  call: (raw: unknown) => Promise<ActionResult<unknown>>;
};

export const actionRegistry = new Map<string, RegisteredAction>();

function invalid(error: z.ZodError): ActionResult<never> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return { ok: false, error: error.issues[0]?.message ?? "Invalid input", fieldErrors };
}

const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text PostgreSQL cannot store, made storable before validation: a NUL is dropped (text columns
 * refuse it: "invalid byte sequence for encoding UTF8: 0x00") and a lone UTF-16 surrogate becomes
 * U+FFFD (jsonb refuses it: "Unicode low surrogate must follow a high surrogate"; text columns
 * already store it as U+FFFD). The action fuzz found both as "Something went wrong" answers.
 * Only plain objects, arrays and strings are walked; files and dates pass untouched.
 */
export function storableText<T>(v: T): T {
  if (typeof v === "string") return v.replace(UNSTORABLE, (c) => (c === "\u0000" ? "" : "\uFFFD")) as T;
  if (Array.isArray(v)) return v.map(storableText) as T;
  if (v && typeof v === "object" && [Object.prototype, null].includes(Object.getPrototypeOf(v))) {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, storableText(x)])) as T;
  }
  return v;
}

function failure(e: unknown, fallback: string): ActionResult<never> {
  // Before NotFoundError, which it extends: a member is told why, and what to do (issue 26).
  if (e instanceof ActionError || e instanceof ForbiddenError || e instanceof MfaRequiredError) return { ok: false, error: e.message };
  if (e instanceof NotFoundError) return { ok: false, error: NOT_FOUND_MESSAGE };
  // The database down, restarting or out of disk (db/client.ts): say so.
  const db = databaseFailure(e, "action");
  if (db) return { ok: false, error: db.message };
  console.error("[action]", e);
  return { ok: false, error: fallback };
}

/**
 * A brand-scoped action. The brand is `input.brandId` when given (acting on a brand other than the
 * current one, e.g. from /my-tasks-all-brands), else the user's current brand.
 */
export function brandAction<S extends z.ZodType, O>(
  name: string,
  input: S,
  options: BrandActionOptions,
  handler: (scope: BrandScope, data: z.output<S>) => Promise<O>,
): (raw: z.input<S>) => Promise<ActionResult<O>> {
  const action = async (raw: z.input<S>): Promise<ActionResult<O>> => {
    let user: AuthUser | null;
    try {
      user = await getCurrentUser();
    } catch (e) {
      return failure(e, DEFAULT_FAILURE);
    }
    if (!user) return { ok: false, error: options.signedOut ?? "Please log in to continue." };
    const parsed = input.safeParse(storableText(raw));
    if (!parsed.success) return invalid(parsed.error);
    try {
      const explicit = (raw as { brandId?: unknown } | null)?.brandId;
      let scope: BrandScope | null;
      if (explicit !== undefined) {
        if (!isUuid(explicit)) throw new NotFoundError();
        scope = await scopeFor(user, explicit);
      } else {
        scope = await getCurrentBrandScope();
      }
      if (!scope) {
        const gate = await getCurrentBrandMfaGate();
        if (gate) throw new MfaRequiredError(gate.brandName);
        return { ok: false, error: options.noBrand ?? "Select a brand first." };
      }
      await assertAccess(scope, options.module, options.access);
      return { ok: true, data: await handler(scope, parsed.data) };
    } catch (e) {
      return failure(e, options.failure ?? DEFAULT_FAILURE);
    }
  };
  actionRegistry.set(name, { kind: "brand", options, input, call: action as RegisteredAction["call"] });
  return action;
}

/** An action of the signed-in user that is not bound to one brand (create brand, select brand, profile). */
export function userAction<S extends z.ZodType, O>(
  name: string,
  input: S,
  options: { signedOut?: string; failure?: string },
  handler: (user: AuthUser, data: z.output<S>) => Promise<O>,
): (raw: z.input<S>) => Promise<ActionResult<O>> {
  const action = async (raw: z.input<S>): Promise<ActionResult<O>> => {
    let user: AuthUser | null;
    try {
      user = await getCurrentUser();
    } catch (e) {
      return failure(e, DEFAULT_FAILURE);
    }
    if (!user) return { ok: false, error: options.signedOut ?? "Please log in to continue." };
    const parsed = input.safeParse(storableText(raw));
    if (!parsed.success) return invalid(parsed.error);
    try {
      return { ok: true, data: await handler(user, parsed.data) };
    } catch (e) {
      return failure(e, options.failure ?? DEFAULT_FAILURE);
    }
  };
  actionRegistry.set(name, { kind: "user", input, call: action as RegisteredAction["call"] });
  return action;
}
