import { getDb } from "@/db/client";
import { googleConnections } from "@/db/schema";
import { siteUrl } from "@/lib/env";
import * as g from "@/modules/integrations/actions";
import { createState } from "@/modules/integrations/google/state";
import { sealFor } from "@/modules/integrations/google/connection";
import { startFakeGoogle } from "@/tests/support/fake-google";
import { matrixFake } from "../helpers/matrix-fake";
import { defineMatrix, type MatrixWorld, type Persona } from "../helpers/matrix";

// Connecting Google is brand administration (brand-settings edit: owners and admins).
const managers = ["owner", "outsider"] as const;

// The allowed personas must really connect: a loopback fake Google answers the code exchange.
const fakeGoogle = matrixFake(startFakeGoogle);

/** A connection of brand A (the refresh token is a stand-in: choosing a property never calls Google). */
async function connectionInA(w: MatrixWorld): Promise<void> {
  const id = crypto.randomUUID();
  await getDb()
    .insert(googleConnections)
    .values({ id, brandId: w.a.id, accountEmail: "matrix@example.test", scopes: ["https://www.googleapis.com/auth/webmasters.readonly"], refreshCiphertext: sealFor(w.a.id, id, "refresh", "1//0matrix"), keyId: "matrix", sites: [{ siteUrl: "sc-domain:matrix.test", permissionLevel: "siteOwner" }] });
}

function userOf(w: MatrixWorld, persona: Persona): string {
  return persona === "signedOut" ? w.a.owner.id : w.users[persona].id;
}

export default defineMatrix([
  {
    action: "startGoogleConnection",
    call: g.startGoogleConnectionAction,
    allow: managers,
    input: async () => {
      await fakeGoogle();
      return {};
    },
  },
  {
    action: "completeGoogleConnection",
    call: g.completeGoogleConnectionAction,
    // Only brand A's owner holds a state for brand A; the outsider's current brand is B, so A's state is refused.
    allow: ["owner"],
    input: async (w, persona) => {
      const f = await fakeGoogle();
      return { code: f.issueCode(`${siteUrl()}/google-auth-callback`), state: createState(userOf(w, persona), w.a.id) };
    },
  },
  {
    action: "chooseSearchConsoleProperty",
    call: g.chooseSearchConsolePropertyAction,
    allow: ["owner"],
    input: async (w) => {
      await connectionInA(w);
      return { siteUrl: "sc-domain:matrix.test" };
    },
  },
  {
    action: "disconnectGoogle",
    call: g.disconnectGoogleAction,
    allow: ["owner"],
    input: async (w) => {
      await fakeGoogle();
      await connectionInA(w);
      return {};
    },
  },
]);
