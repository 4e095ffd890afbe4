"use server";

import { brandAction } from "@/lib/action";
import { createSquadMemberInput, deleteSquadMemberInput, updateSquadMemberInput } from "./inputs";
import { createSquadMember, deleteSquadMember, updateSquadMember } from "./queries";

// /growth-squad belongs to the growth-hacking module (navigation registry): its access decides.
const MODULE = "growth-hacking";

export const createSquadMemberAction = brandAction(
  "createSquadMember",
  createSquadMemberInput,
  { module: MODULE, access: "edit", failure: "Failed to add the squad member. Please try again." },
  (scope, data) => createSquadMember(scope, data),
);

export const updateSquadMemberAction = brandAction(
  "updateSquadMember",
  updateSquadMemberInput,
  { module: MODULE, access: "edit", failure: "Failed to update the squad member. Please try again." },
  (scope, { memberId, ...data }) => updateSquadMember(scope, memberId, data),
);

export const deleteSquadMemberAction = brandAction(
  "deleteSquadMember",
  deleteSquadMemberInput,
  { module: MODULE, access: "edit", failure: "Failed to remove the squad member. Please try again." },
  (scope, { memberId }) => deleteSquadMember(scope, memberId),
);
