/**
 * Side-by-side comparison and filtering of a brand's personas (/my-personas). Pure functions, shared
 * by the page's client island and its unit tests.
 */
import type { PersonaProfile } from "@/db/schema";

export type ComparablePersona = {
  name: string;
  briefName: string | null;
  segment: string | null;
  source: string;
  profile: PersonaProfile;
};

/** One aligned field of the comparison; list items are marked by whether the other side has them too. */
export type CompareRow = {
  key: string;
  label: string;
  left: { text: string; shared: boolean }[];
  right: { text: string; shared: boolean }[];
  differs: boolean;
};

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");

const SCALARS: [key: string, label: string, read: (p: ComparablePersona) => string | null][] = [
  ["name", "Name", (p) => p.name],
  ["brief", "Brief", (p) => p.briefName ?? "Unknown Brief"],
  ["segment", "Segment", (p) => p.segment],
  ["summary", "Summary", (p) => p.profile.summary],
  ["age", "Age", (p) => (p.profile.age === null ? null : String(p.profile.age))],
  ["gender", "Gender", (p) => p.profile.gender],
  ["location", "Location", (p) => p.profile.location],
  ["occupation", "Occupation", (p) => p.profile.occupation],
  ["company", "Company", (p) => (p.profile.company ? [p.profile.company.role, p.profile.company.name, p.profile.company.industry, p.profile.company.size].filter(Boolean).join(" · ") : null)],
  ["income", "Income", (p) => p.profile.income],
  ["education", "Education", (p) => p.profile.education],
  ["buyingRole", "Buying role", (p) => p.profile.buyingRole],
  ["quote", "Quote", (p) => p.profile.quote],
];

const LISTS: [key: keyof PersonaProfile, label: string][] = [
  ["goals", "Goals"],
  ["pains", "Pains"],
  ["objections", "Objections"],
  ["channels", "Channels"],
  ["decisionCriteria", "Decision criteria"],
  ["mediaHabits", "Media habits"],
  ["values", "Values"],
];

function scalar(v: string | null): { text: string; shared: boolean }[] {
  return v && v.trim() ? [{ text: v, shared: false }] : [];
}

/** Every field of two personas aligned row by row, with what differs marked. */
export function comparePersonas(a: ComparablePersona, b: ComparablePersona): CompareRow[] {
  const rows: CompareRow[] = [];
  for (const [key, label, read] of SCALARS) {
    const l = read(a);
    const r = read(b);
    const same = norm(l ?? "") === norm(r ?? "");
    const left = scalar(l).map((x) => ({ ...x, shared: same }));
    const right = scalar(r).map((x) => ({ ...x, shared: same }));
    if (!left.length && !right.length) continue;
    rows.push({ key, label, left, right, differs: !same });
  }
  for (const [key, label] of LISTS) {
    const l = a.profile[key] as string[];
    const r = b.profile[key] as string[];
    if (!l.length && !r.length) continue;
    const ls = new Set(l.map(norm));
    const rs = new Set(r.map(norm));
    const left = l.map((text) => ({ text, shared: rs.has(norm(text)) }));
    const right = r.map((text) => ({ text, shared: ls.has(norm(text)) }));
    rows.push({ key, label, left, right, differs: left.some((x) => !x.shared) || right.some((x) => !x.shared) });
  }
  const keys = [...new Set([...Object.keys(a.profile.attributes), ...Object.keys(b.profile.attributes)])].sort((x, y) => x.localeCompare(y));
  for (const k of keys) {
    const l = a.profile.attributes[k] ?? null;
    const r = b.profile.attributes[k] ?? null;
    const same = norm(l ?? "") === norm(r ?? "");
    rows.push({ key: `attributes.${k}`, label: k, left: scalar(l).map((x) => ({ ...x, shared: same })), right: scalar(r).map((x) => ({ ...x, shared: same })), differs: !same });
  }
  return rows;
}

export type PersonaFilters = {
  /** A brief id, "none" for personas without a brief, or "" for all. */
  brief: string;
  segment: string;
  source: string;
  status: "active" | "archived" | "all";
  text: string;
};

export type FilterablePersona = ComparablePersona & { briefId: string | null; segmentKey: string | null; status: string };

/** Everything the free-text filter looks at: the name and every attribute of the profile. */
export function searchableText(p: FilterablePersona): string {
  const pr = p.profile;
  return [
    p.name,
    p.briefName,
    p.segment,
    pr.summary,
    pr.gender,
    pr.location,
    pr.occupation,
    pr.company?.name,
    pr.company?.industry,
    pr.company?.role,
    pr.income,
    pr.education,
    pr.buyingRole,
    pr.quote,
    pr.backstory,
    ...pr.goals,
    ...pr.pains,
    ...pr.objections,
    ...pr.channels,
    ...pr.decisionCriteria,
    ...pr.mediaHabits,
    ...pr.values,
    ...Object.entries(pr.attributes).map(([k, v]) => `${k} ${v}`),
  ]
    .filter(Boolean)
    .join("\n")
    .toLowerCase();
}

/** The personas matching every filter; free text matches when every word appears somewhere. */
export function filterPersonas<T extends FilterablePersona>(list: readonly T[], f: PersonaFilters): T[] {
  const words = f.text.toLowerCase().split(/\s+/).filter(Boolean);
  return list.filter((p) => {
    if (f.status !== "all" && p.status !== f.status) return false;
    if (f.brief === "none" ? p.briefId !== null : f.brief && p.briefId !== f.brief) return false;
    if (f.segment && p.segmentKey !== f.segment) return false;
    if (f.source && p.source !== f.source) return false;
    if (words.length) {
      const hay = searchableText(p);
      if (!words.every((w) => hay.includes(w))) return false;
    }
    return true;
  });
}
