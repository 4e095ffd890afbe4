"use server";

import { randomUUID } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import { apiTokens, brands, promptTemplates } from "@/db/schema";
import { ActionError, brandAction } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { ForbiddenError, NotFoundError, withScope } from "@/lib/brand-scope";
import { currentKeyId } from "@/lib/crypto/secret-box";
import {
  addApiTokenInput,
  createPromptTemplateInput,
  deleteApiTokenInput,
  deletePromptTemplateInput,
  resealApiTokensInput,
  setRequireMfaInput,
  rotateApiTokenInput,
  updatePromptTemplateInput,
} from "./inputs";
import { getProvider, lastFour, templateVariables, tokenProblem } from "./providers";
import { openToken, sealToken } from "./sealing";
import { isUniqueViolation } from "@/db/errors";

const edit = { module: "brand-settings", access: "edit" } as const;


// Activity payloads name the provider and the last four characters only: the log is readable by
// every participant, the token by nobody.
export const addApiTokenAction = brandAction(
  "addApiToken",
  addApiTokenInput,
  { ...edit, failure: "Failed to save the API token" },
  async (scope, { provider, label, value }) => {
    const problem = tokenProblem(provider, value);
    if (problem) throw new ActionError(problem);
    const id = randomUUID();
    const { ciphertext, keyId } = sealToken(scope.brandId, id, value);
    const last4 = lastFour(value);
    const name = getProvider(provider)!.name;
    try {
      return await withScope(scope, async (tx) => {
        await tx.insert(apiTokens).values({ id, brandId: scope.brandId, provider, label, ciphertext, keyId, last4, createdBy: scope.userId });
        await logScopeActivity(tx, scope, "add_api_token", `Added a ${name} API token${label ? ` (${label})` : ""} ending in ${last4}`, { provider, label, last4 });
        return { id, provider, label, last4 };
      });
    } catch (e) {
      if (isUniqueViolation(e)) {
        throw new ActionError(`This brand already has a ${name} token${label ? ` labelled "${label}"` : " without a label"}. Rotate that one, or give this one another label.`);
      }
      throw e;
    }
  },
);

export const rotateApiTokenAction = brandAction(
  "rotateApiToken",
  rotateApiTokenInput,
  { ...edit, failure: "Failed to rotate the API token" },
  async (scope, { tokenId, value }) =>
    withScope(scope, async (tx) => {
      const [row] = await tx
        .select({ provider: apiTokens.provider, label: apiTokens.label, last4: apiTokens.last4 })
        .from(apiTokens)
        .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.brandId, scope.brandId)));
      if (!row) throw new NotFoundError();
      const problem = tokenProblem(row.provider, value);
      if (problem) throw new ActionError(problem);
      const { ciphertext, keyId } = sealToken(scope.brandId, tokenId, value);
      const last4 = lastFour(value);
      await tx
        .update(apiTokens)
        .set({ ciphertext, keyId, last4 })
        .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.brandId, scope.brandId)));
      const name = getProvider(row.provider)?.name ?? row.provider;
      await logScopeActivity(
        tx,
        scope,
        "rotate_api_token",
        `Rotated the ${name} API token${row.label ? ` (${row.label})` : ""}: now ends in ${last4}`,
        { provider: row.provider, label: row.label, previousLast4: row.last4, last4 },
      );
      return { id: tokenId, last4 };
    }),
);

export const deleteApiTokenAction = brandAction(
  "deleteApiToken",
  deleteApiTokenInput,
  { ...edit, failure: "Failed to delete the API token" },
  async (scope, { tokenId }) =>
    withScope(scope, async (tx) => {
      const [row] = await tx
        .delete(apiTokens)
        .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.brandId, scope.brandId)))
        .returning({ provider: apiTokens.provider, label: apiTokens.label, last4: apiTokens.last4 });
      if (!row) throw new NotFoundError();
      const name = getProvider(row.provider)?.name ?? row.provider;
      await logScopeActivity(
        tx,
        scope,
        "delete_api_token",
        `Deleted the ${name} API token${row.label ? ` (${row.label})` : ""} ending in ${row.last4}`,
        { provider: row.provider, label: row.label, last4: row.last4 },
      );
      return { id: tokenId };
    }),
);

/** After an encryption-key rotation: re-seals this brand's tokens that still use a retired key. */
export const resealApiTokensAction = brandAction(
  "resealApiTokens",
  resealApiTokensInput,
  { ...edit, failure: "Failed to re-encrypt the API tokens" },
  async (scope) =>
    withScope(scope, async (tx) => {
      const current = currentKeyId();
      const stale = await tx
        .select({ id: apiTokens.id, ciphertext: apiTokens.ciphertext })
        .from(apiTokens)
        .where(and(eq(apiTokens.brandId, scope.brandId), ne(apiTokens.keyId, current)));
      for (const row of stale) {
        const { ciphertext, keyId } = sealToken(scope.brandId, row.id, openToken(scope.brandId, row.id, row.ciphertext));
        await tx.update(apiTokens).set({ ciphertext, keyId }).where(and(eq(apiTokens.id, row.id), eq(apiTokens.brandId, scope.brandId)));
      }
      if (stale.length) {
        await logScopeActivity(tx, scope, "reseal_api_tokens", `Re-encrypted ${stale.length} API token${stale.length === 1 ? "" : "s"} with the current key`, { count: stale.length, keyId: current });
      }
      return { resealed: stale.length };
    }),
);

export const createPromptTemplateAction = brandAction(
  "createPromptTemplate",
  createPromptTemplateInput,
  { ...edit, failure: "Failed to save the prompt template" },
  async (scope, input) =>
    withScope(scope, async (tx) => {
      const [row] = await tx
        .insert(promptTemplates)
        .values({ brandId: scope.brandId, ...input, createdBy: scope.userId })
        .returning({ id: promptTemplates.id });
      await logScopeActivity(tx, scope, "create_prompt_template", `Created the prompt template "${input.name}"`, { name: input.name, variables: templateVariables(input.body) });
      return { id: row!.id };
    }),
);

export const updatePromptTemplateAction = brandAction(
  "updatePromptTemplate",
  updatePromptTemplateInput,
  { ...edit, failure: "Failed to save the prompt template" },
  async (scope, { templateId, ...input }) =>
    withScope(scope, async (tx) => {
      const [row] = await tx
        .update(promptTemplates)
        .set(input)
        .where(and(eq(promptTemplates.id, templateId), eq(promptTemplates.brandId, scope.brandId)))
        .returning({ id: promptTemplates.id });
      if (!row) throw new NotFoundError();
      await logScopeActivity(tx, scope, "update_prompt_template", `Updated the prompt template "${input.name}"`, { name: input.name, variables: templateVariables(input.body) });
      return { id: templateId };
    }),
);

export const deletePromptTemplateAction = brandAction(
  "deletePromptTemplate",
  deletePromptTemplateInput,
  { ...edit, failure: "Failed to delete the prompt template" },
  async (scope, { templateId }) =>
    withScope(scope, async (tx) => {
      const [row] = await tx
        .delete(promptTemplates)
        .where(and(eq(promptTemplates.id, templateId), eq(promptTemplates.brandId, scope.brandId)))
        .returning({ name: promptTemplates.name });
      if (!row) throw new NotFoundError();
      await logScopeActivity(tx, scope, "delete_prompt_template", `Deleted the prompt template "${row.name}"`, { name: row.name });
      return { id: templateId };
    }),
);

/**
 * Issue 26: the owner requires two-factor sign-in for everyone in the brand (themselves included). From
 * then on a session below aal2 cannot see the brand at all (0050's app.accessible_brand_ids). Turning it
 * on needs the owner's own session to be aal2 — signed in with a second factor — so nobody can lock
 * themselves out of their own brand.
 */
export const setBrandRequireMfaAction = brandAction(
  "setBrandRequireMfa",
  setRequireMfaInput,
  { ...edit, failure: "Failed to change the two-factor requirement" },
  async (scope, { required }) => {
    if (scope.role !== "owner") throw new ForbiddenError("Only the brand owner can change whether two-factor sign-in is required.");
    if (required && scope.user.claims.aal !== "aal2") {
      throw new ActionError("Set up two-factor authentication in User Settings and sign in with your code first, so requiring it cannot lock you out.");
    }
    return withScope(scope, async (tx) => {
      const [before] = await tx.select({ requireMfa: brands.requireMfa }).from(brands).where(eq(brands.id, scope.brandId));
      if (!before) throw new NotFoundError();
      if (before.requireMfa === required) return { required };
      await tx.update(brands).set({ requireMfa: required }).where(eq(brands.id, scope.brandId));
      await logScopeActivity(
        tx,
        scope,
        required ? "require_mfa_on" : "require_mfa_off",
        required ? "Required two-factor sign-in for everyone in the brand" : "Stopped requiring two-factor sign-in",
        { required },
      );
      return { required };
    });
  },
);
