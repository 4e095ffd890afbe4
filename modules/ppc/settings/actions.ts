"use server";

import { brandAction } from "@/lib/action";
import { savePpcSettingsInput } from "./inputs";
import { savePpcSettings } from "./queries";

export const savePpcSettingsAction = brandAction(
  "savePpcSettings",
  savePpcSettingsInput,
  { module: "performance-marketing", access: "edit", failure: "The performance marketing settings could not be saved. Please try again." },
  async (scope, d) => {
    const s = await savePpcSettings(scope, d);
    return { currency: s.currency, market: s.market };
  },
);
