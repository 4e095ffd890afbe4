import type { BrandScope } from "@/lib/brand-scope";
import { keyScopeOptions, listApiKeys } from "../keys";
import { ApiKeyList } from "./api-key-list";

/** The API keys tab of /settings: the brand's keys for the public REST API (/api/v1). */
export async function ApiKeysPanel({ scope, canEdit }: { scope: BrandScope; canEdit: boolean }) {
  const keys = await listApiKeys(scope);
  return <ApiKeyList brandId={scope.brandId} keys={keys} options={keyScopeOptions()} canEdit={canEdit} />;
}
