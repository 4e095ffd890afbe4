/** Client-safe labels of posts (no database code). */
export const POST_CHANNELS = ["blog", "newsletter", "linkedin", "x", "facebook", "instagram"] as const;
export const CHANNEL_LABEL: Record<string, string> = { blog: "Blog", newsletter: "Newsletter", linkedin: "LinkedIn", x: "X", facebook: "Facebook", instagram: "Instagram" };
export const METHOD_LABEL: Record<string, string> = { ai: "AI", agent: "External agent", manual: "Writer" };
