/** Search intents a brief can have (client-safe: no server imports). */
export const BRIEF_INTENTS = ["informational", "commercial", "transactional", "navigational"] as const;
export type BriefIntent = (typeof BRIEF_INTENTS)[number];
