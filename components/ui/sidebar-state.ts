/**
 * Sidebar constants shared by the client sidebar and the server layout that reads the cookie
 * (a "use client" module's exports are client references on the server, not values).
 * Spec §9: state kept 7 days; 16rem, 18rem as the mobile sheet, 3rem as icons; < 768 px is mobile.
 */
export const SIDEBAR_COOKIE_NAME = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = "16rem";
export const SIDEBAR_WIDTH_MOBILE = "18rem";
export const SIDEBAR_WIDTH_ICON = "3rem";
export const SIDEBAR_KEYBOARD_SHORTCUT = "b";
export const MOBILE_BREAKPOINT = 768;

/** The server's reading of the cookie: open unless it says "false". */
export function sidebarOpenFromCookie(value: string | undefined): boolean {
  return value !== "false";
}
