/**
 * The local, rule-based extractor of action items from meeting minutes and transcripts (issue 7).
 * No network and no model: it reads the cues people actually write and say —
 *
 * - markers: "ACTION: …", "Action item: …", "TODO …", "Follow-up: …", "Next step: …";
 * - open checkboxes ("- [ ] …") and the bullets of an "Action items" / "Next steps" section;
 * - commitments: "Maya will send…", "I'll draft…", "Luis is going to…", "Priya to review…",
 *   "Maya needs to…", "let me check…";
 * - requests: "Maya, can you update…?", "Luis, please book…";
 *
 * — and for each finds the owner (matched to a growth squad member by name, first or last name,
 * alias or email; "I" is the speaker of the line) and the due date ("by Friday", "next Tuesday",
 * "by 12 Dec", resolved against the meeting date). A commitment only counts when its verb is an
 * action verb, so "the launch will be on Monday" or "we'll see" are not tasks. When an AI provider
 * is configured it may replace this; this stays the fallback.
 */
import { findDueDate } from "./due-date";

export type SquadRef = { id: string; name: string; alias: string | null; email: string | null };

export type ActionItem = {
  /** Stable within one transcript text: line and position. */
  key: string;
  title: string;
  /** The owner as written (or the speaker for "I"), null when none is named. */
  owner: string | null;
  assigneeId: string | null;
  dueDate: string | null;
  dueText: string | null;
  /** The sentence the item came from. */
  source: string;
  /** 1-based line of the text. */
  line: number;
  cue: "marker" | "checkbox" | "section" | "commitment" | "request";
};

const ACTION_VERBS = new Set(
  `add adjust align analyse analyze announce answer approve archive arrange ask assess assign audit automate book brief build bump buy calculate call cancel chase
  check circle circulate clarify clean close collect compare compile complete confirm connect contact coordinate copy create dig document double-check draft
  email escalate estimate evaluate export figure file finalise finalize find fix follow forward gather get handle hire implement import improve include
  integrate interview investigate invite invoice keep label launch lead list look loop make map measure meet merge message migrate move negotiate
  notify onboard open order organise organize outline own pay pick ping plan post prep prepare present prioritise prioritize proofread propose publish pull
  push put raise reach rebuild recap recommend record redesign redo refresh remind remove renew reply report request research reschedule resend respond
  restart review revise rewrite run schedule scope send set settle share ship sign sort source spec split start submit summarise summarize sync take
  talk tag test track train transfer translate update upload validate verify write`.split(/\s+/),
);

const MARKER = /(?:^|\s)(?:action(?:\s+items?)?|a\.i\.|todo|to-do|to do|follow[- ]?ups?|next\s+steps?)\s*(?:\(([^)]{1,60})\))?\s*[:\-–—]\s+(.+)$/i;
const INLINE_MARKER = /\b(?:ACTION(?: ITEM)?|TODO)\s*[:\-–—]\s+(.+)$/;
const SECTION = /\b(?:action\s+items?|actions|next\s+steps?|to-?dos?|follow[- ]?ups?|tasks|owners?)\b/i;
const NOT_NAMES = new Set(
  `the this that these those it its there here we they he she you i everyone everybody someone somebody nobody team all and but so if when then also maybe
  ok okay yes no great sure thanks thank please just let lets action todo next note notes decision decisions agenda summary update meeting monday tuesday
  wednesday thursday friday saturday sunday today tomorrow january february march april may june july august september october november december`.split(/\s+/),
);

const NAME = "[A-Z][\\p{L}'’-]+(?:\\s+[A-Z][\\p{L}'’-]+){0,2}";
const SPEAKER = new RegExp(`^(?:\\[?\\(?\\d{1,2}:\\d{2}(?::\\d{2})?\\)?\\]?\\s*)?(${NAME}|[A-Z]{2,4})\\s*(?:\\(\\d{1,2}:\\d{2}(?::\\d{2})?\\))?:\\s+(.+)$`, "u");
const TIMESTAMP = /^\[?\(?\d{1,2}:\d{2}(?::\d{2})?\)?\]?\s*[-–—]?\s*/;

const FILLER = /^(?:(?:ok(?:ay)?|so|and|also|then|great|sure|yes|yeah|yep|right|alright|perfect|cool|good|fine|well|um+|uh+)\b[,.!]?\s+)+/i;
const MODAL = "(?:'ll|’ll|\\s+will|\\s+shall|\\s+is going to|\\s+are going to|\\s+am going to|'m going to|’m going to|\\s+needs? to|\\s+has to|\\s+have to|\\s+should|\\s+can|\\s+is to|\\s+to)";
const COMMITMENT = new RegExp(`^(I|we|you|he|she|they|@?${NAME})${MODAL}\\s+(?:also\\s+|then\\s+|just\\s+|quickly\\s+|go ahead and\\s+|be\\s+(?=\\w+ing\\b))?(.+)$`, "iu");
const LET_ME = /^let me\s+(.+)$/i;
const REQUEST = new RegExp(`^@?(${NAME}),?\\s+(?:(?:can|could|would|will) you\\s+(?:please\\s+)?|please\\s+)(.+?)\\??$`, "u");

function firstWord(s: string): string {
  return (/^[a-z-]+/i.exec(s)?.[0] ?? "").toLowerCase();
}

/** "sending" → "send", "taking" → "take", "setting" → "set": enough to test membership of the verb list. */
function isActionVerb(word: string): boolean {
  const w = word.toLowerCase().replace(/^double-check$/, "double-check");
  if (ACTION_VERBS.has(w)) return true;
  if (w.endsWith("ing")) {
    const stem = w.slice(0, -3);
    return ACTION_VERBS.has(stem) || ACTION_VERBS.has(`${stem}e`) || (stem.length > 2 && stem.at(-1) === stem.at(-2) && ACTION_VERBS.has(stem.slice(0, -1)));
  }
  return false;
}

function looksLikeName(s: string): boolean {
  const words = s.replace(/^@/, "").split(/\s+/);
  return words.every((w) => /^[A-Z][\p{L}'’-]+$/u.test(w) && !NOT_NAMES.has(w.toLowerCase()));
}

const norm = (s: string) => s.toLowerCase().replace(/^@/, "").replace(/[’']s$/, "").replace(/[^\p{L}\p{N}@. ]/gu, " ").replace(/\s+/g, " ").trim();

/**
 * A squad member for a name as written: full name, alias, email or its local part, then a first
 * or last name that only one member has. Ambiguous or unknown: null.
 */
export function matchMember(name: string | null, squad: readonly SquadRef[]): SquadRef | null {
  if (!name) return null;
  const n = norm(name);
  if (!n) return null;
  const exact = squad.filter((m) => norm(m.name) === n || (m.alias && norm(m.alias) === n) || (m.email && (norm(m.email) === n || norm(m.email.split("@")[0]!.replace(/[._-]+/g, " ")) === n)));
  if (exact.length === 1) return exact[0]!;
  if (exact.length > 1) return null;
  const parts = (m: SquadRef) => norm(m.name).split(" ");
  const byFirst = squad.filter((m) => parts(m)[0] === n);
  if (byFirst.length === 1) return byFirst[0]!;
  if (byFirst.length > 1) return null;
  const byLast = squad.filter((m) => parts(m).length > 1 && parts(m).at(-1) === n);
  return byLast.length === 1 ? byLast[0]! : null;
}

const CLAUSE_BREAK = new RegExp(`\\s*(?:;|,?\\s+(?:and|but|then|also|plus)\\s+(?=(?:I|we|you|he|she|they|${NAME})${MODAL}\\s))`, "u");

/**
 * Sentences of a line — abbreviations and decimals do not end one — and within a sentence the
 * clauses that commit someone else ("I'll look into it, and Luis will book the shoot").
 */
function sentences(text: string): string[] {
  const protectedText = text.replace(/\b(e\.g|i\.e|etc|vs|approx|Mr|Mrs|Ms|Dr|a\.i)\./gi, (m) => m.replace(/\./g, "\u0000"));
  return protectedText
    .split(/(?<=[.!?])\s+(?=["“(]?[A-Z@])/)
    .flatMap((s) => s.split(CLAUSE_BREAK))
    .map((s) => s.replace(/\u0000/g, ".").trim())
    .filter(Boolean);
}

function cleanTitle(action: string): string {
  let t = action
    .replace(/\s+/g, " ")
    .replace(/^(?:please|kindly|to)\s+/i, "")
    .replace(/\s*(?:,\s*)?(?:please|thanks|thank you|though|too|as well|if possible|for now)\s*[.!?]*$/i, "")
    .replace(/[\s,;:.!?-]+$/, "")
    .trim();
  t = t.charAt(0).toUpperCase() + t.slice(1);
  return t.length > 200 ? `${t.slice(0, 197).trimEnd()}…` : t;
}

/** Owner written inside a marker or checkbox item: "Maya to …", "Maya: …", "… (Maya)", "… — @maya", "owner: Maya". */
function ownerInItem(body: string, squad: readonly SquadRef[]): { owner: string | null; action: string } {
  const explicit = /\s*[([]?\b(?:owner|assignee|assigned to|who)\s*[:=]\s*@?([\p{L}][\p{L}'’. -]{0,40}?)[)\]]?\s*(?=$|[,;.])/iu.exec(body);
  if (explicit) return { owner: explicit[1]!.trim(), action: body.replace(explicit[0], "").trim() };
  const leading = new RegExp(`^@?(${NAME}|I|we)(?:${MODAL}|\\s*[:\\-–—])\\s+(.+)$`, "u").exec(body);
  if (leading && (leading[1] === "I" || leading[1] === "we" || matchMember(leading[1]!, squad) || looksLikeName(leading[1]!))) {
    return { owner: leading[1]!, action: leading[2]! };
  }
  const trailing = /^(.+?)\s*(?:[-–—]\s*@?|\(@?|\[@?|@)([\p{L}][\p{L}'’-]*(?:\s+[\p{L}][\p{L}'’-]*)?)\s*[)\]]?\s*[.!]?$/u.exec(body);
  if (trailing && (matchMember(trailing[2]!, squad) || looksLikeName(trailing[2]!))) return { owner: trailing[2]!, action: trailing[1]! };
  const mention = /@([\p{L}][\p{L}._-]*)/u.exec(body);
  if (mention) return { owner: mention[1]!, action: body.replace(mention[0], mention[1]!) };
  return { owner: null, action: body };
}

/** A free sentence that commits someone to an action, or asks someone for one. */
function commitmentIn(sentence: string, squad: readonly SquadRef[]): { owner: string | null; action: string; cue: "commitment" | "request" } | null {
  if (/\b(?:won't|will not|wouldn't|can't|cannot|don't|didn't|shouldn't|not going to)\b/i.test(sentence)) return null;
  const s = sentence.replace(FILLER, "");
  const request = REQUEST.exec(s);
  if (request && (matchMember(request[1]!, squad) || looksLikeName(request[1]!)) && isActionVerb(firstWord(request[2]!))) {
    return { owner: request[1]!, action: request[2]!, cue: "request" };
  }
  if (s.trim().endsWith("?")) return null;
  const letMe = LET_ME.exec(s);
  if (letMe && isActionVerb(firstWord(letMe[1]!))) return { owner: "I", action: letMe[1]!, cue: "commitment" };
  // "Before we wrap up, I will publish …": the commitment may follow an opening clause.
  const starts = [s, ...[...s.matchAll(/,\s+/g)].slice(0, 3).map((m) => s.slice(m.index + m[0].length))];
  const c = starts.map((x) => COMMITMENT.exec(x)).find((m) => m !== null && isActionVerb(firstWord(m[2]!)));
  if (!c) return null;
  const rest = c.input;
  const subject = c[1]!.replace(/^@/, "");
  const action = c[2]!;
  if (!isActionVerb(firstWord(action))) return null;
  const pronoun = /^(i|we|you|he|she|they)$/i.test(subject);
  if (!pronoun && !matchMember(subject, squad) && !looksLikeName(subject)) return null;
  // "X to verb" is a minutes convention for named owners only ("we to send" is not English).
  if (/^\s+to\s/i.test(rest.slice(c[1]!.length, c[1]!.length + 4)) && pronoun) return null;
  // A bare "can" only commits the speaker ("I can send it"); "Maya can send it" is a possibility.
  if (/^\s+can\s/i.test(rest.slice(c[1]!.length, c[1]!.length + 5)) && subject.toLowerCase() !== "i") return null;
  return { owner: /^(he|she|they|we|you)$/i.test(subject) ? null : subject, action, cue: "commitment" };
}

export function extractActionItems(text: string, squad: readonly SquadRef[], opts: { referenceDate: string }): ActionItem[] {
  const items: ActionItem[] = [];
  const seen = new Set<string>();
  let inSection = false;
  const lines = text.split("\n");

  const push = (line: number, n: number, sentence: string, cue: ActionItem["cue"], owner: string | null, action: string, speaker: string | null) => {
    const ownerName = owner === "I" || owner?.toLowerCase() === "me" ? speaker : owner === "we" ? null : owner;
    const due = findDueDate(action, opts.referenceDate) ?? findDueDate(sentence, opts.referenceDate);
    const withoutDue = due && action.includes(due.text) ? action.replace(due.text, " ") : action;
    const title = cleanTitle(withoutDue);
    if (title.length < 3) return;
    const dedupe = title.toLowerCase();
    if (seen.has(dedupe)) return;
    seen.add(dedupe);
    items.push({
      key: `${line}-${n}`,
      title,
      owner: ownerName?.replace(/^@/, "") ?? null,
      assigneeId: matchMember(ownerName, squad)?.id ?? null,
      dueDate: due?.date ?? null,
      dueText: due?.text ?? null,
      source: sentence.trim(),
      line,
      cue,
    });
  };

  lines.forEach((rawLine, i) => {
    const line = i + 1;
    let content = rawLine.trim();
    if (!content) return;

    // Headings open or close an action section: "## Action items", "**Next steps:**", "Action Items:".
    const heading = /^#{1,6}\s+(.+?)\s*#*$/.exec(content) ?? /^\*\*(.+?)\*\*:?$/.exec(content) ?? /^([A-Z][\w /&'-]{1,40}):$/.exec(content);
    if (heading) {
      inSection = SECTION.test(heading[1]!);
      return;
    }

    content = content.replace(TIMESTAMP, "");
    let speaker: string | null = null;
    const spoken = SPEAKER.exec(content);
    if (spoken && !/^(action|todo|to-do|next|follow|owner|due|decision|note|notes|agenda|summary|a\.i)/i.test(spoken[1]!)) {
      speaker = spoken[1]!;
      content = spoken[2]!;
    }

    const checkbox = /^[-*+•]\s+\[( |x|X)\]\s+(.+)$/.exec(content);
    if (checkbox) {
      if (checkbox[1] === " ") {
        const { owner, action } = ownerInItem(checkbox[2]!, squad);
        push(line, 0, checkbox[2]!, "checkbox", owner, action, speaker);
      }
      return;
    }
    const bullet = /^(?:[-*+•]|\d{1,2}[.)])\s+(.+)$/.exec(content);
    const body = bullet ? bullet[1]! : content;

    sentences(body).forEach((sentence, n) => {
      const marker = MARKER.exec(sentence) ?? INLINE_MARKER.exec(sentence);
      if (marker) {
        const markerOwner = marker.length > 2 ? (marker[1] ?? null) : null;
        const itemBody = marker[marker.length > 2 ? 2 : 1]!;
        const found = ownerInItem(itemBody, squad);
        push(line, n, sentence, "marker", markerOwner?.trim() ?? found.owner, found.action, speaker);
        return;
      }
      const c = commitmentIn(sentence, squad);
      if (c) {
        push(line, n, sentence, c.cue, c.owner, c.action, speaker);
        return;
      }
      if (inSection && bullet && n === 0) {
        const { owner, action } = ownerInItem(sentence, squad);
        push(line, n, sentence, "section", owner, action, speaker);
      }
    });
  });
  return items;
}
