/** Moved to lib/calendar-grid (the content and social calendars share it). */
export * from "@/lib/calendar-grid";
