/**
 * Guide templates: the question sets market-research agencies use for the five common tests, laid over the
 * project's stimuli — a warm-up, one section per stimulus (or per A/B/n variant group, with the variants compared
 * at its end), and a closing. Pure, so the same stimuli always give the same guide and ids stay stable.
 */
import type { FgStimulusKind, GuideQuestion, GuideSection } from "@/db/schema/focus-groups";
import { formatMoney } from "@/lib/format";

export const GUIDE_TEMPLATES = ["concept", "ad", "pricing", "naming", "message"] as const;
export type GuideTemplate = (typeof GUIDE_TEMPLATES)[number];

export const TEMPLATE_LABELS: Record<GuideTemplate | "custom", string> = {
  concept: "Concept test",
  ad: "Ad test",
  pricing: "Pricing",
  naming: "Naming",
  message: "Message test",
  custom: "Custom",
};

export const TEMPLATE_SUMMARIES: Record<GuideTemplate, string> = {
  concept: "First reactions, appeal, purchase intent and doubts for each concept.",
  ad: "Main message, attention and credibility of each ad; which variant wins.",
  pricing: "Van Westendorp's four price questions for each price point, then open price thresholds.",
  naming: "Associations, fit and memorability of each name; preference and ranking.",
  message: "Understanding, relevance and believability of each message; which one convinces.",
};

export type TemplateStimulus = {
  id: string;
  kind: FgStimulusKind;
  label: string;
  variantGroup?: string | null;
  variant?: string | null;
  price?: string | number | null;
  currency?: string | null;
  position?: number;
};

export type BuiltGuide = { template: GuideTemplate; sections: GuideSection[]; moderatorInstructions: string };

type Scale = NonNullable<GuideQuestion["scale"]>;
const agree: Scale = { min: 1, max: 5, minLabel: "Strongly disagree", maxLabel: "Strongly agree" };
const likely: Scale = { min: 1, max: 5, minLabel: "Not at all likely", maxLabel: "Extremely likely" };

type Ask = Omit<GuideQuestion, "id" | "stimulusId" | "variantGroup">;
const open = (text: string, probes: string[] = []): Ask => ({ kind: "open", text, probes, scale: null });
const rating = (text: string, scale: Scale, probes: string[] = []): Ask => ({ kind: "rating", text, scale, probes });

/** The noun a question uses for a stimulus, so "this headline" reads naturally. */
function noun(kind: FgStimulusKind): string {
  return { concept: "concept", headline: "headline", ad_copy: "ad", image: "image", url: "page", price: "price" }[kind];
}

function priceText(s: TemplateStimulus): string {
  const n = s.price === null || s.price === undefined ? null : Number(s.price);
  return n === null || !Number.isFinite(n) ? s.label : formatMoney(n, s.currency || "USD");
}

/** Questions asked about one stimulus (alone, or each variant of a group). */
function perStimulus(template: GuideTemplate, s: TemplateStimulus): Ask[] {
  const it = `this ${noun(s.kind)}`;
  switch (template) {
    case "concept":
      return [
        open(`What is your first reaction to ${it}?`, ["What makes you say that?", "What stands out most?"]),
        rating(`How appealing is ${it} to you?`, { min: 1, max: 5, minLabel: "Not at all appealing", maxLabel: "Extremely appealing" }),
        rating(`How likely would you be to buy or use it?`, likely, ["What would make you more likely?"]),
        open(`What, if anything, is unclear or hard to believe about ${it}?`),
      ];
    case "ad":
      return [
        open(`In your own words, what is ${it} trying to tell you?`, ["Who do you think it is for?"]),
        rating(`How much does ${it} grab your attention?`, { min: 1, max: 5, minLabel: "Not at all", maxLabel: "Completely" }),
        rating(`${it[0]!.toUpperCase()}${it.slice(1)} is believable.`, agree, ["Which part feels less believable?"]),
        open(`What, if anything, would you do after seeing ${it}?`),
      ];
    case "pricing": {
      if (s.kind !== "price") return [open(`What is your first reaction to ${it}?`, ["What would you expect it to cost?"])];
      const at = `At ${priceText(s)}`;
      // Van Westendorp's four thresholds, asked as agreement with one price point each (the discrete form).
      return [
        rating(`${at}, it is so expensive that I would not consider buying it.`, agree),
        rating(`${at}, it is getting expensive: I would have to think before buying it.`, agree),
        rating(`${at}, it is a bargain — a great buy for the money.`, agree),
        rating(`${at}, it is so cheap that I would doubt its quality.`, agree, ["What would you expect to get at this price?"]),
      ];
    }
    case "naming":
      return [
        open(`What does ${s.kind === "headline" || s.kind === "concept" ? "this name" : it} make you think of?`, ["Any words or feelings that come to mind?"]),
        rating(`The name fits what the product does.`, agree),
        rating(`The name is easy to remember and to say.`, agree, ["How would you spell it after hearing it once?"]),
      ];
    case "message":
      return [
        open(`In your own words, what is ${it} telling you?`, ["What is the one thing you take away?"]),
        rating(`How relevant is ${it} to you?`, { min: 1, max: 5, minLabel: "Not at all relevant", maxLabel: "Extremely relevant" }),
        rating(`${it[0]!.toUpperCase()}${it.slice(1)} is believable.`, agree, ["What would make it more believable?"]),
      ];
  }
}

/** Questions comparing the variants of a group, asked once they have all been seen. */
function perGroup(template: GuideTemplate, size: number): Ask[] {
  const choice: Record<GuideTemplate, string> = {
    concept: "Which of these concepts would you most like to try?",
    ad: "Which of these ads would most make you want to find out more?",
    pricing: "Which of these prices feels right for what you get?",
    naming: "Which of these names do you prefer?",
    message: "Which of these messages convinces you most?",
  };
  const asks: Ask[] = [{ kind: "choice", text: choice[template], probes: ["What makes it better than the others?"], scale: null }];
  if (size >= 3) asks.push({ kind: "ranking", text: "Rank them from the one you like most to the one you like least.", probes: [], scale: null });
  return asks;
}

const WARMUP: Record<GuideTemplate, Ask[]> = {
  concept: [open("Please introduce yourself: who you are and what a normal week looks like for you.", ["How do you usually hear about new products?"])],
  ad: [open("Please introduce yourself, and tell us where you usually come across ads during a normal day.", ["Which ads do you remember recently, and why?"])],
  pricing: [open("Please introduce yourself, and tell us how you usually decide whether something is worth its price.", ["What was the last thing you felt was overpriced?"])],
  naming: [open("Please introduce yourself. What makes a brand or product name stick with you?", ["Can you think of a name you love, and one you dislike?"])],
  message: [open("Please introduce yourself, and tell us what matters most to you when choosing in this category.", ["Who or what do you trust for advice?"])],
};

const CLOSING: Record<GuideTemplate, Ask[]> = {
  concept: [open("Of everything you saw today, what stayed with you most?"), open("If you could change one thing about what you saw, what would it be?")],
  ad: [open("Which ad, if any, would you remember tomorrow, and why?"), open("Is there anything else you would like to tell the team?")],
  pricing: [
    open("Thinking about the product, at what price would you start to find it too expensive to consider, and at what price too cheap to trust?", ["Why those amounts?"]),
    open("Is there anything else you would like to tell the team about the price?"),
  ],
  naming: [open("Which name would you tell a friend about, and how would you describe it?"), open("Is there anything else you would like to tell the team?")],
  message: [open("Which message, if any, would make you act, and what would you do?"), open("Is there anything else you would like to tell the team?")],
};

const INSTRUCTIONS: Record<GuideTemplate, string> = {
  concept:
    "Welcome the group and explain there are no right or wrong answers. Show each concept on its own and collect individual reactions before opening the discussion. Probe vague answers for the reason behind them, and invite quieter participants to respond to others.",
  ad: "Show each ad briefly, as it would appear in real life, then ask for recall before judgement. Do not explain the ads. Probe on what the participant believes the brand wants them to do.",
  pricing:
    "Show the product first, then each price point on its own. Ask participants to answer for themselves, not for 'people in general'. Probe the reasons behind each threshold, and never suggest a 'correct' price.",
  naming:
    "Present each name without explanation first; collect spontaneous associations before describing the product. Keep the discussion on the name, not the logo or design.",
  message:
    "Show each message on its own. Ask participants to restate it in their own words before judging it. Probe where a message feels untrue or irrelevant and what proof would change that.",
};

function toQuestion(a: Ask, id: string, about: { stimulusId?: string | null; variantGroup?: string | null }): GuideQuestion {
  return {
    id,
    kind: a.kind,
    text: a.text,
    stimulusId: about.stimulusId ?? null,
    variantGroup: about.variantGroup ?? null,
    scale: a.kind === "rating" ? (a.scale ?? null) : null,
    options: a.kind === "choice" || a.kind === "ranking" ? [] : undefined,
    probes: a.probes,
  };
}

function slug(s: string): string {
  return (
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 32) || "group"
  );
}

/** Stimulus blocks in stored order: a stimulus on its own, or a variant group (only when it has 2+ variants). */
export function stimulusBlocks<T extends TemplateStimulus>(stimuli: readonly T[]): { group: string | null; items: T[] }[] {
  const sorted = [...stimuli].sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || (a.variant ?? "").localeCompare(b.variant ?? ""));
  const blocks: { group: string | null; items: T[] }[] = [];
  const byGroup = new Map<string, { group: string | null; items: T[] }>();
  for (const s of sorted) {
    const g = s.variantGroup?.trim() || null;
    if (!g) {
      blocks.push({ group: null, items: [s] });
      continue;
    }
    const existing = byGroup.get(g);
    if (existing) existing.items.push(s);
    else {
      const block = { group: g, items: [s] };
      byGroup.set(g, block);
      blocks.push(block);
    }
  }
  for (const b of byGroup.values()) b.items.sort((x, y) => (x.variant ?? "").localeCompare(y.variant ?? ""));
  return blocks;
}

export function buildGuideFromTemplate(template: GuideTemplate, stimuli: readonly TemplateStimulus[]): BuiltGuide {
  const sections: GuideSection[] = [];
  sections.push({ key: "warmup", title: "Warm-up", kind: "warmup", questions: WARMUP[template].map((a, i) => toQuestion(a, `warmup-${i + 1}`, {})) });

  const usedKeys = new Set<string>();
  for (const block of stimulusBlocks(stimuli)) {
    const isGroup = block.group !== null && block.items.length >= 2;
    let key = isGroup ? `group-${slug(block.group!)}` : `stimulus-${block.items[0]!.id.slice(0, 8)}`;
    while (usedKeys.has(key)) key += "-x";
    usedKeys.add(key);
    const questions: GuideQuestion[] = [];
    for (const s of block.items) {
      const prefix = isGroup && s.variant ? `Variant ${s.variant}: ` : "";
      perStimulus(template, s).forEach((a) => {
        questions.push(toQuestion({ ...a, text: prefix + a.text }, `${key}-${questions.length + 1}`, { stimulusId: s.id }));
      });
    }
    if (isGroup) perGroup(template, block.items.length).forEach((a) => questions.push(toQuestion(a, `${key}-${questions.length + 1}`, { variantGroup: block.group })));
    const first = block.items[0]!;
    sections.push({ key, title: isGroup ? `${block.group} (${block.items.length} variants)` : first.label, kind: "stimulus", questions });
  }

  sections.push({ key: "closing", title: "Closing", kind: "closing", questions: CLOSING[template].map((a, i) => toQuestion(a, `closing-${i + 1}`, {})) });
  return { template, sections, moderatorInstructions: INSTRUCTIONS[template] };
}
