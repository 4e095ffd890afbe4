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
  assertAccess,
  getCurrentBrandScope,
  isUuid,
  scopeFor,
  type BrandScope,
} from "@/lib/brand-scope";
import type { ModuleKey } from "@/lib/navigation/registry";
import type { AccessLevel } from "@/lib/permissions";
import { DATABASE_DOWN_MESSAGE, DatabaseUnavailableError, isConnectionFailure } from "@/db/client";

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

export const actionRegistry = new Map<string, { kind: "brand" | "user"; options?: BrandActionOptions }>();

function invalid(error: z.ZodError): ActionResult<never> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return { ok: false, error: error.issues[0]?.message ?? "Invalid input", fieldErrors };
}

function failure(e: unknown, fallback: string): ActionResult<never> {
  if (e instanceof ActionError || e instanceof ForbiddenError) return { ok: false, error: e.message };
  if (e instanceof NotFoundError) return { ok: false, error: NOT_FOUND_MESSAGE };
  // The database down or restarting (db/client.ts): say so, the person can simply retry.
  if (e instanceof DatabaseUnavailableError || isConnectionFailure(e)) return { ok: false, error: DATABASE_DOWN_MESSAGE };
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
  actionRegistry.set(name, { kind: "brand", options });
  return async (raw) => {
    let user: AuthUser | null;
    try {
      user = await getCurrentUser();
    } catch (e) {
      return failure(e, DEFAULT_FAILURE);
    }
    if (!user) return { ok: false, error: options.signedOut ?? "Please log in to continue." };
    const parsed = input.safeParse(raw);
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
      if (!scope) return { ok: false, error: options.noBrand ?? "Select a brand first." };
      await assertAccess(scope, options.module, options.access);
      return { ok: true, data: await handler(scope, parsed.data) };
    } catch (e) {
      return failure(e, options.failure ?? DEFAULT_FAILURE);
    }
  };
}

/** An action of the signed-in user that is not bound to one brand (create brand, select brand, profile). */
export function userAction<S extends z.ZodType, O>(
  name: string,
  input: S,
  options: { signedOut?: string; failure?: string },
  handler: (user: AuthUser, data: z.output<S>) => Promise<O>,
): (raw: z.input<S>) => Promise<ActionResult<O>> {
  actionRegistry.set(name, { kind: "user" });
  return async (raw) => {
    let user: AuthUser | null;
    try {
      user = await getCurrentUser();
    } catch (e) {
      return failure(e, DEFAULT_FAILURE);
    }
    if (!user) return { ok: false, error: options.signedOut ?? "Please log in to continue." };
    const parsed = input.safeParse(raw);
    if (!parsed.success) return invalid(parsed.error);
    try {
      return { ok: true, data: await handler(user, parsed.data) };
    } catch (e) {
      return failure(e, options.failure ?? DEFAULT_FAILURE);
    }
  };
}
