"use server";

import { brandAction } from "@/lib/action";
import { importSocialFileInput, setProfileFollowersInput } from "./inputs";
import { setProfileFollowers } from "./profiles";
import { readSocialFile } from "./import/read";
import { storeSocialImport } from "./import/store";

const edit = { module: "social-media", access: "edit" } as const;
const networkOf = (t: { network?: "instagram" | "linkedin" }) => t.network ?? "instagram";

/** What the file is and what would be stored: nothing is written. */
export const previewSocialImportAction = brandAction("previewSocialImport", importSocialFileInput, { ...edit, failure: "The file could not be read. Check it is an export named on this page and try again." }, async (_scope, d) => {
  const { preview } = await readSocialFile(d, networkOf(d.target as { network?: "instagram" | "linkedin" }));
  return preview;
});

/** Stores the file's posts (and follower days) on the chosen or new profile; importing the same file twice changes nothing. */
export const importSocialFileAction = brandAction("importSocialFile", importSocialFileInput, { ...edit, failure: "The file could not be imported. Nothing was stored; please try again." }, async (scope, d) => {
  const { parsed } = await readSocialFile(d, networkOf(d.target as { network?: "instagram" | "linkedin" }));
  return storeSocialImport(scope, d.target, parsed);
});

/** A follower count for a profile known only from imports (competitors), so comparisons can be normalised. */
export const setSocialProfileFollowersAction = brandAction("setSocialProfileFollowers", setProfileFollowersInput, { ...edit, failure: "The follower count could not be saved. Please try again." }, (scope, d) =>
  setProfileFollowers(scope, d.profileId, d.followers),
);
