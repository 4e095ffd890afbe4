/**
 * Location and language as each provider wants them. A SerpQuery's location is a provider-neutral
 * label ("United Kingdom", "London, England, United Kingdom"), a two-letter country code ("gb"),
 * or a DataForSEO location code as text ("2826"); the language an ISO 639-1 code.
 */

/** Country names (as DataForSEO and SerpApi spell them) and their ISO 3166-1 codes (Google's gl). */
const COUNTRIES: Record<string, string> = {
  "united states": "us",
  "united kingdom": "gb",
  ireland: "ie",
  canada: "ca",
  australia: "au",
  "new zealand": "nz",
  india: "in",
  singapore: "sg",
  "south africa": "za",
  germany: "de",
  austria: "at",
  switzerland: "ch",
  france: "fr",
  belgium: "be",
  netherlands: "nl",
  luxembourg: "lu",
  spain: "es",
  portugal: "pt",
  italy: "it",
  denmark: "dk",
  sweden: "se",
  norway: "no",
  finland: "fi",
  poland: "pl",
  "czechia": "cz",
  hungary: "hu",
  romania: "ro",
  greece: "gr",
  turkey: "tr",
  ukraine: "ua",
  israel: "il",
  "united arab emirates": "ae",
  "saudi arabia": "sa",
  egypt: "eg",
  nigeria: "ng",
  kenya: "ke",
  brazil: "br",
  mexico: "mx",
  argentina: "ar",
  chile: "cl",
  colombia: "co",
  peru: "pe",
  japan: "jp",
  "south korea": "kr",
  taiwan: "tw",
  "hong kong": "hk",
  indonesia: "id",
  malaysia: "my",
  philippines: "ph",
  thailand: "th",
  vietnam: "vn",
};

const NAME_BY_CODE: Record<string, string> = Object.fromEntries(
  Object.entries(COUNTRIES).map(([name, code]) => [code, name.replace(/\b\p{L}/gu, (c) => c.toUpperCase())]),
);
// Google's gl for the United Kingdom is "uk"; ISO says "gb". Accept both when given a code.
NAME_BY_CODE.uk = "United Kingdom";

/** The two-letter country code of a location label, or null when it names no known country. */
export function countryCode(location: string): string | null {
  const t = location.trim().toLowerCase();
  if (/^[a-z]{2}$/.test(t)) return t === "uk" ? "gb" : t;
  const country = t.split(",").at(-1)!.trim();
  return COUNTRIES[country] ?? null;
}

/** The location as DataForSEO takes it: a numeric code, else a full location name. */
export function dataForSeoLocation(location: string): { location_code: number } | { location_name: string } {
  const t = location.trim();
  if (/^\d+$/.test(t)) return { location_code: Number(t) };
  if (/^[a-z]{2}$/i.test(t)) {
    const name = NAME_BY_CODE[t.toLowerCase()];
    if (name) return { location_name: name };
  }
  // DataForSEO spells places "London,England,United Kingdom" (no spaces after commas).
  return { location_name: t.split(",").map((p) => p.trim()).join(",") };
}

/**
 * The location as SerpApi and Serper take it: `location` (a place name; omitted for a bare country
 * code or a DataForSEO numeric code, which they do not know) and `gl` (the country).
 */
export function googleLocation(location: string): { location: string | null; gl: string | null } {
  const t = location.trim();
  if (/^\d+$/.test(t)) return { location: null, gl: null };
  if (/^[a-z]{2}$/i.test(t)) return { location: NAME_BY_CODE[t.toLowerCase()] ?? null, gl: countryCode(t) };
  // SerpApi's canonical names are "London, England, United Kingdom".
  return { location: t.split(",").map((p) => p.trim()).join(", "), gl: countryCode(t) };
}
