/** The window messages /google-auth-callback posts to its opener (spec §2). */
export const GOOGLE_AUTH_SUCCESS = "GOOGLE_AUTH_SUCCESS";
export const GOOGLE_AUTH_ERROR = "GOOGLE_AUTH_ERROR";

export type GoogleAuthMessage =
  // `state` is Google's echo of the value the opener started with (absent for sign-in providers that send none).
  | { type: typeof GOOGLE_AUTH_SUCCESS; code: string; state?: string }
  | { type: typeof GOOGLE_AUTH_ERROR; error: string };
