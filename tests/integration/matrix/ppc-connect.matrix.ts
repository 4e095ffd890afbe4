import { getDb } from "@/db/client";
import { ppcConnections } from "@/db/schema";
import { siteUrl } from "@/lib/env";
import * as connect from "@/modules/ppc/connect/actions";
import * as providers from "@/modules/ppc/providers/actions";
import * as sync from "@/modules/ppc/sync/actions";
import { sealAds } from "@/modules/ppc/connect/connection";
import { createAdsState } from "@/modules/ppc/connect/state";
import { FAKE_ADS, startFakeAds } from "@/tests/fixtures/ppc/fake-ads-server";
import { matrixFake } from "../helpers/matrix-fake";
import { defineMatrix, type MatrixWorld, type Persona } from "../helpers/matrix";

// Connecting an ad account is brand administration (brand-settings edit: owners and admins), as for
// Google and the social networks; syncing and keyword ideas are Performance Marketing work (owners
// and members edit). Actions without an id act on the caller's current brand: the outsider's brand B
// has no connection, so their calls are refused there and brand A stays untouched.
const managers = ["owner", "outsider"] as const;
const editors = ["owner", "member"] as const;

// Allowed personas really connect and ask for ideas: the loopback fake answers.
const fakeAds = matrixFake(startFakeAds);

const userOf = (w: MatrixWorld, persona: Persona) => (persona === "signedOut" ? w.a.owner.id : w.users[persona].id);

/** A Google Ads connection of brand A with its account chosen and tokens the fake accepts. */
async function connectionInA(w: MatrixWorld): Promise<void> {
  const f = await fakeAds();
  const t = f.issueTokens();
  const id = crypto.randomUUID();
  const accounts = [{ id: FAKE_ADS.account.id, name: FAKE_ADS.account.name, managerId: FAKE_ADS.manager.id, currency: "EUR" }];
  await getDb()
    .insert(ppcConnections)
    .values({ id, brandId: w.a.id, network: "google_ads", accountId: FAKE_ADS.account.id, accountName: FAKE_ADS.account.name, managerId: FAKE_ADS.manager.id, accounts, refreshCiphertext: sealAds(w.a.id, id, "refresh", t.refresh), accessCiphertext: sealAds(w.a.id, id, "access", t.access), accessExpiresAt: new Date(Date.now() + 3_600_000), keyId: "matrix" });
}

export default defineMatrix([
  {
    action: "startAdsConnection",
    call: connect.startAdsConnectionAction,
    allow: managers,
    input: async () => {
      await fakeAds();
      return { network: "google_ads" };
    },
  },
  {
    action: "completeAdsConnection",
    call: connect.completeAdsConnectionAction,
    // Only brand A's owner holds a state for brand A; the outsider's current brand is B, so A's state is refused.
    allow: ["owner"],
    input: async (w, persona) => {
      const f = await fakeAds();
      return { network: "google_ads", code: f.issueCode(`${siteUrl()}/social-auth-callback`), state: createAdsState(userOf(w, persona), w.a.id, "google_ads") };
    },
  },
  {
    action: "chooseAdsAccount",
    call: connect.chooseAdsAccountAction,
    allow: ["owner"],
    input: async (w) => {
      await connectionInA(w);
      return { network: "google_ads", accountId: FAKE_ADS.account.id };
    },
  },
  {
    action: "disconnectAds",
    call: connect.disconnectAdsAction,
    allow: ["owner"],
    input: async (w) => {
      await connectionInA(w);
      return { network: "google_ads" };
    },
  },
  {
    action: "syncAdsNow",
    call: sync.syncAdsNowAction,
    allow: editors,
    input: async (w) => {
      await connectionInA(w);
      return { network: "google_ads" };
    },
  },
  {
    action: "keywordIdeas",
    call: providers.keywordIdeasAction,
    allow: editors,
    input: async (w) => {
      await connectionInA(w);
      return { keywords: ["matrix coffee"] };
    },
  },
]);
