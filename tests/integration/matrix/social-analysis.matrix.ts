import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { socialProfiles } from "@/db/schema";
import * as social from "@/modules/social/analysis/actions";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// Social media is a working module: owners and members import, viewers only look. The preview takes
// a handle and acts on the caller's current brand, so the outsider succeeds in their own brand B (A
// stays untouched); the import and the follower count aim at a profile of A by id, which is not
// found from another brand. (The import by handle is covered in tests/integration/social.)
const editors = ["owner", "member"] as const;
const anyBrand = ["owner", "member", "outsider"] as const;

const csv = () => `Date,Type,Text,Likes,Comments,Interactions\n2026-03-02 09:00,Reel,Matrix post ${randomUUID().slice(0, 8)} #matrix,10,1,11\n`;
const byHandle = () => ({ csv: csv(), target: { handle: `matrix${randomUUID().slice(0, 8)}`, isOwn: false, network: "instagram" as const } });

async function profileInA(w: MatrixWorld): Promise<string> {
  const [p] = await getDb()
    .insert(socialProfiles)
    .values({ brandId: w.a.id, network: "instagram", handle: `matrix${randomUUID().slice(0, 8)}`, lastSource: "import" })
    .returning({ id: socialProfiles.id });
  return p!.id;
}

export default defineMatrix([
  { action: "previewSocialImport", call: social.previewSocialImportAction, allow: anyBrand, input: () => byHandle() },
  {
    action: "importSocialFile",
    call: social.importSocialFileAction,
    allow: editors,
    input: async (w) => ({ csv: csv(), target: { profileId: await profileInA(w) } }),
  },
  { action: "setSocialProfileFollowers", call: social.setSocialProfileFollowersAction, allow: editors, input: async (w) => ({ profileId: await profileInA(w), followers: 1234 }) },
]);
