"use server";

import { brandAction } from "@/lib/action";
import { runChannelMixInput } from "./inputs";
import { startChannelMixRun } from "./runs";

export const runChannelMixAction = brandAction(
  "runChannelMix",
  runChannelMixInput,
  { module: "social-media", access: "edit", failure: "The channel mix could not be started. Please try again." },
  async (scope) => startChannelMixRun(scope),
);
