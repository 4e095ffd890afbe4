import { getDb } from "@/db/client";
import { apiKeys } from "@/db/schema";
import { hashApiToken, newApiToken } from "@/lib/api/keys";
import * as keys from "@/modules/public-api/actions";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

async function keyInA(w: MatrixWorld): Promise<string> {
  const { prefix, token } = newApiToken();
  const [k] = await getDb()
    .insert(apiKeys)
    .values({ brandId: w.a.id, name: `Key of ${w.a.name}`, prefix, secretHash: hashApiToken(token), scopes: ["tasks:read"], createdBy: w.a.owner.id })
    .returning({ id: apiKeys.id });
  return k!.id;
}

export default defineMatrix([
  // Names no row of A: the outsider creates a key for their own brand B.
  { action: "createApiKey", call: keys.createApiKeyAction, allow: ["owner", "outsider"], input: () => ({ name: "Matrix key", scopes: ["tasks:read"], expiry: "30d" }) },
  { action: "revokeApiKey", call: keys.revokeApiKeyAction, allow: ["owner"], input: async (w) => ({ keyId: await keyInA(w) }) },
]);
