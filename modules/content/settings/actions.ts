"use server";

import { brandAction } from "@/lib/action";
import { saveContentSettingsInput } from "./inputs";
import { saveContentSettings } from "./queries";

export const saveContentSettingsAction = brandAction(
  "saveContentSettings",
  saveContentSettingsInput,
  { module: "content-marketing", access: "edit", failure: "The content settings could not be saved. Please try again." },
  async (scope, d) => {
    const s = await saveContentSettings(scope, d);
    return { engineKey: s.engineKey };
  },
);
