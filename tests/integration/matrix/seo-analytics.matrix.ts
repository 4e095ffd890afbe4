import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { googleConnections } from "@/db/schema";
import { siteUrl } from "@/lib/env";
import * as ga4 from "@/modules/integrations/ga4-actions";
import { sealFor } from "@/modules/integrations/google/connection";
import * as analytics from "@/modules/seo/analytics-actions";
import { FAKE_GOOGLE, startFakeGoogle, type FakeGoogle } from "@/tests/support/fake-google";
import { matrixFake } from "../helpers/matrix-fake";
import { defineMatrix, type MatrixWorld, type Persona } from "../helpers/matrix";

// Choosing and listing GA4 properties is brand administration (brand-settings edit, like the
// connection); syncing is SEO work (seo edit: owners and members; the outsider in their own brand B).
const anyBrand = ["owner", "member", "outsider"] as const;
const brandOf = (w: MatrixWorld, persona: Persona) => (persona === "outsider" ? w.b.id : w.a.id);
const ANALYTICS = "https://www.googleapis.com/auth/analytics.readonly";

// Allowed personas must really succeed: listing properties calls the loopback fake Google.
const fakeGoogle = matrixFake(startFakeGoogle);

/** An access token the fake issued with the Analytics scope (a code exchanged at its token endpoint). */
async function analyticsToken(f: FakeGoogle): Promise<string> {
  const redirectUri = `${siteUrl()}/google-auth-callback`;
  const code = f.issueCode(redirectUri, `https://www.googleapis.com/auth/webmasters.readonly ${ANALYTICS} openid`);
  const res = await fetch(`${f.baseUrl}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: redirectUri, client_id: FAKE_GOOGLE.clientId, client_secret: FAKE_GOOGLE.clientSecret }).toString(),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A Google connection with Analytics and a chosen GA4 property in the brand (replacing any earlier one). */
async function connectionIn(brandId: string): Promise<void> {
  const f = await fakeGoogle();
  const id = randomUUID();
  const property = FAKE_GOOGLE.ga4Accounts[0].properties[0];
  const values = {
    id,
    brandId,
    accountEmail: "matrix@example.test",
    scopes: ["https://www.googleapis.com/auth/webmasters.readonly", ANALYTICS],
    refreshCiphertext: sealFor(brandId, id, "refresh", "1//0matrix"),
    accessCiphertext: sealFor(brandId, id, "access", await analyticsToken(f)),
    accessExpiresAt: new Date(Date.now() + 3_600_000),
    keyId: "matrix",
    ga4Property: property.property,
    ga4Properties: [{ property: property.property, displayName: property.displayName, account: "accounts/1000", accountName: "Example Co" }],
  };
  await getDb().insert(googleConnections).values(values).onConflictDoUpdate({ target: googleConnections.brandId, set: { ...values, id: undefined } });
}

export default defineMatrix([
  {
    action: "chooseGa4Property",
    call: ga4.chooseGa4PropertyAction,
    allow: ["owner"],
    input: async (w) => {
      await connectionIn(w.a.id);
      return { property: FAKE_GOOGLE.ga4Accounts[0].properties[0].property };
    },
  },
  {
    action: "refreshGa4Properties",
    call: ga4.refreshGa4PropertiesAction,
    allow: ["owner"],
    input: async (w) => {
      await connectionIn(w.a.id);
      return {};
    },
  },
  {
    action: "syncGa4",
    call: analytics.syncGa4Action,
    allow: anyBrand,
    input: async (w, persona) => {
      // Only queued: the job is not run here, so Google is never called.
      for (const brandId of new Set([w.a.id, brandOf(w, persona)])) await connectionIn(brandId);
      return { days: 7 };
    },
  },
]);
