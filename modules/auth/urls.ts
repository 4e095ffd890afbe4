/** Where email links land: /auth/confirm verifies the token server-side, then sends the user to `next`. */
export function confirmUrl(next: string): string {
  return `${window.location.origin}/auth/confirm?next=${encodeURIComponent(next)}`;
}
