/** Owners by role, as agencies staff them; the assign form maps each to a squad member. */
export const SOP_ROLES = [
  "Account Manager",
  "Project Manager",
  "Marketing Strategist",
  "SEO Specialist",
  "Content Strategist",
  "Copywriter",
  "Designer",
  "Web Developer",
  "Paid Media Specialist",
  "Social Media Manager",
  "Email Marketing Specialist",
  "Marketing Analyst",
  "CRO Specialist",
  "PR Specialist",
] as const;
export type SopRole = (typeof SOP_ROLES)[number];
