/**
 * The brand's language → the Postgres text-search configuration its chunks are indexed with
 * (stemming and stop words). Only configurations that ship with every Postgres ≥ 15 (and PGlite)
 * are named; a language without one is indexed with 'simple' (words as written, no stemming).
 */
const CONFIGS: Record<string, string> = {
  ar: "arabic",
  hy: "armenian",
  eu: "basque",
  ca: "catalan",
  da: "danish",
  nl: "dutch",
  en: "english",
  fi: "finnish",
  fr: "french",
  de: "german",
  el: "greek",
  hi: "hindi",
  hu: "hungarian",
  id: "indonesian",
  ga: "irish",
  it: "italian",
  lt: "lithuanian",
  ne: "nepali",
  nb: "norwegian",
  no: "norwegian",
  pt: "portuguese",
  ro: "romanian",
  ru: "russian",
  sr: "serbian",
  es: "spanish",
  sv: "swedish",
  ta: "tamil",
  tr: "turkish",
  yi: "yiddish",
};

/** The configuration of the brand's first language (its main one); 'simple' when none fits. */
export function tsConfigFor(languages: readonly string[] | null | undefined): string {
  const first = languages?.[0]?.toLowerCase().split(/[-_]/)[0];
  return (first && CONFIGS[first]) || "simple";
}
