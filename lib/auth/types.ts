/** The signed-in person as the server sees them, after the access token was verified. */
export type AuthUser = {
  id: string;
  email: string;
  fullName: string | null;
  avatarUrl: string | null;
  /** The auth session the access token belongs to (built-in mode checks it still exists). */
  sessionId: string | null;
  /** The verified JWT claims; set as request.jwt.claims for row-level security. */
  claims: Record<string, unknown> & { sub: string };
};
