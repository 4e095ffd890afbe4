/**
 * Search Console's API names a country by its ISO 3166-1 alpha-3 code in lower case ("usa"), and
 * "zzz" when it does not know; its Performance export's Countries.csv and GA4 name the country in
 * English ("United States"). The API sync stores the name, so /seo-analytics' country split puts
 * Search Console and GA4 figures of one country on one row, whichever way they arrived.
 *
 * Codes come from i18n-iso-countries (the ISO table, kept up to date there rather than copied here);
 * names from the runtime's CLDR data (Intl.DisplayNames), the source Google's reports also follow.
 */
import countries from "i18n-iso-countries";

const names = new Intl.DisplayNames(["en"], { type: "region" });

/** "usa" → "United States"; "zzz" → "Unknown Region" (Search Console's own words); an unknown code is kept as given. */
export function searchConsoleCountryName(code: string): string {
  const c = code.trim();
  if (c.toLowerCase() === "zzz") return "Unknown Region";
  const alpha2 = countries.alpha3ToAlpha2(c.toUpperCase());
  const name = alpha2 ? names.of(alpha2) : undefined;
  // CLDR's long form says "Hong Kong SAR China"; Google's reports say "Hong Kong".
  return name ? name.replace(/ SAR China$/, "") : c;
}
