/** Moved to components/calendar/post-states (one status map for the content and social calendars). */
export * from "@/components/calendar/post-states";
