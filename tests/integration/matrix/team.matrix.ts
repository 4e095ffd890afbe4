import * as team from "@/modules/team/actions";
import { defineMatrix } from "../helpers/matrix";
import { invitationInA, uniqueEmail } from "./fixtures";

export default defineMatrix([
  // The outsider invites into their own brand B; A stays untouched.
  { action: "inviteMember", call: team.inviteMemberAction, allow: ["owner", "outsider"], input: () => ({ email: uniqueEmail(), role: "viewer" }) },
  { action: "resendInvitation", call: team.resendInvitationAction, allow: ["owner"], input: async (w) => ({ invitationId: (await invitationInA(w)).id }) },
  { action: "revokeInvitation", call: team.revokeInvitationAction, allow: ["owner"], input: async (w) => ({ invitationId: (await invitationInA(w)).id }) },
  { action: "changeMemberRole", call: team.changeMemberRoleAction, allow: ["owner"], input: (w) => ({ userId: w.target.id, role: "member" }) },
  { action: "removeMember", call: team.removeMemberAction, allow: ["owner"], input: (w) => ({ userId: w.target.id }) },
  { action: "transferOwnership", call: team.transferOwnershipAction, allow: ["owner"], input: (w) => ({ userId: w.target.id }) },
  // The owner may not leave (a brand keeps its owner); participants may.
  { action: "leaveBrand", call: team.leaveBrandAction, allow: ["viewer", "member"], input: (w) => ({ brandId: w.a.id }) },
  // A token addressed to someone else grants nothing to anyone who holds it.
  { action: "acceptInvitation", call: team.acceptInvitationAction, allow: [], input: async (w) => ({ token: (await invitationInA(w)).token }) },
]);
