import * as squad from "@/modules/squad/actions";
import { defineMatrix } from "../helpers/matrix";

// /growth-squad is part of growth hacking: members edit it like owners, viewers only look.
export default defineMatrix([
  // Names no row of A: the outsider adds to their own brand B.
  { action: "createSquadMember", call: squad.createSquadMemberAction, allow: ["member", "owner", "outsider"], input: () => ({ name: "Matrix Newcomer", alias: "QA", email: "newcomer@example.test", userId: null }) },
  { action: "updateSquadMember", call: squad.updateSquadMemberAction, allow: ["member", "owner"], input: (w) => ({ memberId: w.a.squadMemberId, name: "Matrix Renamed", alias: null, email: null, userId: null }) },
  { action: "deleteSquadMember", call: squad.deleteSquadMemberAction, allow: ["member", "owner"], input: (w) => ({ memberId: w.a.squadMemberId }) },
]);
