import { and, asc, eq, sql } from "drizzle-orm";
import { apiTokens, brands, profiles, promptTemplates } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { currentKeyId } from "@/lib/crypto/secret-box";
import { getProvider, templateVariables } from "./providers";
import { openToken } from "./sealing";

/** What pages may know about a token: never the value, only its last four characters. */
export type ApiTokenSummary = {
  id: string;
  provider: string;
  providerName: string;
  label: string;
  last4: string;
  /** Sealed with a retired key: re-seal after a rotation. */
  staleKey: boolean;
  createdByName: string | null;
  createdAt: string;
  updatedAt: string;
};

export async function listApiTokens(scope: BrandScope): Promise<ApiTokenSummary[]> {
  const current = currentKeyId();
  const rows = await withScope(scope, (tx) =>
    tx
      .select({
        id: apiTokens.id,
        provider: apiTokens.provider,
        label: apiTokens.label,
        last4: apiTokens.last4,
        keyId: apiTokens.keyId,
        createdAt: apiTokens.createdAt,
        updatedAt: apiTokens.updatedAt,
        createdByName: sql<string | null>`coalesce(${profiles.fullName}, ${profiles.email})`,
      })
      .from(apiTokens)
      .leftJoin(profiles, eq(profiles.id, apiTokens.createdBy))
      .where(eq(apiTokens.brandId, scope.brandId))
      .orderBy(asc(apiTokens.provider), asc(apiTokens.label)),
  );
  return rows.map((r) => ({
    id: r.id,
    provider: r.provider,
    providerName: getProvider(r.provider)?.name ?? r.provider,
    label: r.label ?? "",
    last4: r.last4,
    staleKey: r.keyId !== current,
    createdByName: r.createdByName,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/**
 * The plaintext token of a provider, for server code that calls the provider (never for pages or
 * logs). With several tokens for one provider, `label` picks one; else the oldest is used.
 */
export async function getApiToken(scope: BrandScope, provider: string, label?: string): Promise<string | null> {
  const [row] = await withScope(scope, (tx) =>
    tx
      .select({ id: apiTokens.id, ciphertext: apiTokens.ciphertext })
      .from(apiTokens)
      .where(and(eq(apiTokens.brandId, scope.brandId), eq(apiTokens.provider, provider), label === undefined ? undefined : eq(apiTokens.label, label)))
      .orderBy(asc(apiTokens.createdAt))
      .limit(1),
  );
  return row ? openToken(scope.brandId, row.id, row.ciphertext) : null;
}

export type PromptTemplate = {
  id: string;
  name: string;
  purpose: string;
  body: string;
  variables: string[];
  updatedAt: string;
  createdByName: string | null;
};

export async function listPromptTemplates(scope: BrandScope): Promise<PromptTemplate[]> {
  const rows = await withScope(scope, (tx) =>
    tx
      .select({
        id: promptTemplates.id,
        name: promptTemplates.name,
        purpose: promptTemplates.purpose,
        body: promptTemplates.body,
        updatedAt: promptTemplates.updatedAt,
        createdByName: sql<string | null>`coalesce(${profiles.fullName}, ${profiles.email})`,
      })
      .from(promptTemplates)
      .leftJoin(profiles, eq(profiles.id, promptTemplates.createdBy))
      .where(eq(promptTemplates.brandId, scope.brandId))
      .orderBy(asc(promptTemplates.name)),
  );
  return rows.map((r) => ({ ...r, variables: templateVariables(r.body), updatedAt: r.updatedAt.toISOString() }));
}

export type BrandSecurity = {
  brandName: string;
  requireMfa: boolean;
  /** Only the owner changes the requirement. */
  isOwner: boolean;
  /** The viewer's own session was signed in with a second factor (needed to turn the requirement on). */
  sessionAal2: boolean;
};

/** The brand's two-factor requirement as the /settings Security tab shows it (issue 26). */
export async function getBrandSecurity(scope: BrandScope): Promise<BrandSecurity> {
  const [row] = await withScope(scope, (tx) => tx.select({ name: brands.name, requireMfa: brands.requireMfa }).from(brands).where(eq(brands.id, scope.brandId)));
  return { brandName: row?.name ?? "", requireMfa: row?.requireMfa ?? false, isOwner: scope.role === "owner", sessionAal2: scope.user.claims.aal === "aal2" };
}
