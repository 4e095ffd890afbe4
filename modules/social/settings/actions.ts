"use server";

import { brandAction } from "@/lib/action";
import { saveSocialSettingsInput } from "./inputs";
import { saveSocialSettings } from "./queries";

export const saveSocialSettingsAction = brandAction(
  "saveSocialSettings",
  saveSocialSettingsInput,
  { module: "social-media", access: "edit", failure: "The social media settings could not be saved. Please try again." },
  async (scope, d) => {
    const s = await saveSocialSettings(scope, d);
    return { windows: s.postingWindows.length };
  },
);
