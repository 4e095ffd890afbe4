/** The window messages /social-auth-callback posts to the /integrations window that opened it. */
export const SOCIAL_AUTH_SUCCESS = "SOCIAL_AUTH_SUCCESS";
export const SOCIAL_AUTH_ERROR = "SOCIAL_AUTH_ERROR";

export type SocialAuthMessage = { type: typeof SOCIAL_AUTH_SUCCESS; code: string; state: string | null } | { type: typeof SOCIAL_AUTH_ERROR; error: string; state: string | null };
