"use server";

import { brandAction } from "@/lib/action";
import { createApiKeyInput, revokeApiKeyInput } from "./inputs";
import { createApiKey, revokeApiKey } from "./keys";

const MANAGE = { module: "brand-settings", access: "edit" } as const;

/** A new brand API key; the answer carries the secret, which is never shown again. */
export const createApiKeyAction = brandAction("createApiKey", createApiKeyInput, { ...MANAGE, failure: "Failed to create the API key" }, (scope, { name, scopes, expiry }) =>
  createApiKey(scope, { name, scopes, expiry }),
);

export const revokeApiKeyAction = brandAction("revokeApiKey", revokeApiKeyInput, { ...MANAGE, failure: "Failed to revoke the API key" }, (scope, { keyId }) => revokeApiKey(scope, keyId));
