import * as us from "@/modules/user-settings/actions";
import { defineMatrix, type Persona } from "../helpers/matrix";
import { MATRIX_PASSWORD, PNG, sessionOf, setPassword, uniqueEmail } from "./fixtures";

// The person's own settings: every signed-in persona may change theirs, nobody anyone else's.
const signedIn: Persona[] = ["viewer", "member", "owner", "outsider"];

export default defineMatrix([
  { action: "updateProfile", call: us.updateProfileAction, allow: signedIn, input: () => ({ fullName: "Matrix Person" }) },
  { action: "uploadAvatar", call: us.uploadAvatarAction, allow: signedIn, input: () => ({ file: new Blob([PNG]) }) },
  { action: "removeAvatar", call: us.removeAvatarAction, allow: signedIn, input: () => ({}) },
  { action: "changeEmail", call: us.changeEmailAction, allow: signedIn, input: () => ({ email: uniqueEmail("new") }) },
  {
    action: "changePassword",
    call: us.changePasswordAction,
    allow: signedIn,
    input: async (w, persona) => {
      if (persona !== "signedOut") await setPassword(w.users[persona]);
      return { currentPassword: MATRIX_PASSWORD, newPassword: "matrix-new-pass-2", confirmPassword: "matrix-new-pass-2" };
    },
  },
  // Mails the caller their own code; nothing of a brand is read or written.
  { action: "sendReauthenticationCode", call: us.sendReauthenticationCodeAction, allow: signedIn, input: () => ({}) },
  // Another person's session: nobody may end it.
  { action: "revokeSession", call: us.revokeSessionAction, allow: [], input: async (w) => ({ sessionId: await sessionOf(w.target) }) },
  { action: "revokeOtherSessions", call: us.revokeOtherSessionsAction, allow: signedIn, input: () => ({}) },
  { action: "setTheme", call: us.setThemeAction, allow: signedIn, input: () => ({ theme: "dark" }) },
  // Needs an aal2 session with a verified authenticator app, which no matrix persona has.
  { action: "regenerateRecoveryCodes", call: us.regenerateRecoveryCodesAction, allow: [], input: () => ({}) },
]);
