/**
 * A message for the next page, carried across a server redirect in a short-lived cookie (the
 * /auth/confirm landing sets it; FlashToast shows it once and deletes it). The cookie holds a key of
 * FLASHES, never text, so nothing a link carries can end up on screen.
 */
export const FLASH_COOKIE = "gos-flash";
export const FLASH_MAX_AGE_SECONDS = 60;

export const FLASHES = {
  "email-confirmed": { title: "Email confirmed", description: "You are signed in." },
} as const;

type FlashKey = keyof typeof FLASHES;

export function isFlashKey(v: string | undefined | null): v is FlashKey {
  return !!v && Object.hasOwn(FLASHES, v);
}
