import { getDb } from "@/db/client";
import { socialConnections, socialProfiles } from "@/db/schema";
import { siteUrl } from "@/lib/env";
import * as connect from "@/modules/social/connect/actions";
import * as competitors from "@/modules/social/competitors/actions";
import { sealSocial } from "@/modules/social/connect/connection";
import { createSocialState } from "@/modules/social/connect/state";
import { startFakeSocial } from "@/tests/support/fake-social";
import { matrixFake } from "../helpers/matrix-fake";
import { defineMatrix, type MatrixWorld, type Persona } from "../helpers/matrix";

// Connecting a network is brand administration (brand-settings edit: owners and admins), as for
// Google; tracking competitors is Social Media work (owners and members edit, viewers look).
// Actions without an id act on the caller's current brand: the outsider succeeds in their own brand B.
const managers = ["owner", "outsider"] as const;
const editors = ["owner", "member", "outsider"] as const;

// Allowed personas really connect: a loopback fake Meta + LinkedIn answers the code exchange.
const fakeSocial = matrixFake(startFakeSocial);

const userOf = (w: MatrixWorld, persona: Persona) => (persona === "signedOut" ? w.a.owner.id : w.users[persona].id);

async function connectionInA(w: MatrixWorld): Promise<void> {
  const id = crypto.randomUUID();
  await getDb().insert(socialConnections).values({ id, brandId: w.a.id, network: "linkedin", accountId: "urn:li:organization:1", accountName: "Matrix page", accessCiphertext: sealSocial(w.a.id, id, "access", "AQVmatrix"), keyId: "matrix" });
}

async function competitorInA(w: MatrixWorld): Promise<string> {
  const [p] = await getDb().insert(socialProfiles).values({ brandId: w.a.id, network: "instagram", handle: `matrix_${crypto.randomUUID().slice(0, 8)}`, refreshSchedule: "weekly" }).returning({ id: socialProfiles.id });
  return p!.id;
}

export default defineMatrix([
  {
    action: "startSocialConnection",
    call: connect.startSocialConnectionAction,
    allow: managers,
    input: async () => {
      await fakeSocial();
      return { network: "linkedin" };
    },
  },
  {
    action: "completeSocialConnection",
    call: connect.completeSocialConnectionAction,
    // Only brand A's owner holds a state for brand A; the outsider's current brand is B, so A's state is refused.
    allow: ["owner"],
    input: async (w, persona) => {
      const f = await fakeSocial();
      return { network: "linkedin", code: f.issueLinkedInCode(`${siteUrl()}/social-auth-callback`), state: createSocialState(userOf(w, persona), w.a.id, "linkedin") };
    },
  },
  {
    action: "disconnectSocial",
    call: connect.disconnectSocialAction,
    allow: ["owner"],
    input: async (w) => {
      await connectionInA(w);
      return { network: "linkedin" };
    },
  },
  {
    action: "addSocialProfiles",
    call: competitors.addSocialProfilesAction,
    allow: editors,
    input: () => ({ network: "instagram", handles: "@matrix_rival", schedule: "manual" }),
  },
  {
    action: "removeSocialProfile",
    call: competitors.removeSocialProfileAction,
    allow: ["owner", "member"],
    input: async (w) => ({ profileId: await competitorInA(w) }),
  },
  {
    action: "setSocialProfileSchedule",
    call: competitors.setSocialProfileScheduleAction,
    allow: ["owner", "member"],
    input: async (w) => ({ profileId: await competitorInA(w), schedule: "daily" }),
  },
  {
    action: "refreshSocialProfile",
    call: competitors.refreshSocialProfileAction,
    allow: ["owner", "member"],
    input: async (w) => ({ profileId: await competitorInA(w) }),
  },
]);
