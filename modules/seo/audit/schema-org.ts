/**
 * Required properties of the schema.org types Google shows as rich results (its structured-data
 * documentation's "required properties"); a type not listed here is not judged. `anyOf` = at least
 * one of these must be present.
 */
export const REQUIRED_PROPS: Record<string, { all: string[]; anyOf?: string[] }> = {
  Article: { all: ["headline", "author", "datePublished", "image"] },
  Product: { all: ["name"], anyOf: ["offers", "review", "aggregateRating"] },
  Organization: { all: ["name", "url"] },
  LocalBusiness: { all: ["name", "address"] },
  BreadcrumbList: { all: ["itemListElement"] },
  FAQPage: { all: ["mainEntity"] },
};

/** Subtypes judged by their parent's rules. */
const PARENT: Record<string, string> = {
  NewsArticle: "Article",
  BlogPosting: "Article",
  TechArticle: "Article",
  Restaurant: "LocalBusiness",
  Store: "LocalBusiness",
  Dentist: "LocalBusiness",
  ProfessionalService: "LocalBusiness",
  Corporation: "Organization",
  NGO: "Organization",
};

type Missing = { type: string; props: string[] };

/** The schema.org nodes of one parsed JSON-LD block (@graph and arrays flattened, nested nodes not judged). */
export function judgeJsonLd(value: unknown): { types: string[]; missing: Missing[] } {
  const nodes: Record<string, unknown>[] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === "object") {
      const o = v as Record<string, unknown>;
      if (Array.isArray(o["@graph"])) (o["@graph"] as unknown[]).forEach(visit);
      if (o["@type"] !== undefined) nodes.push(o);
    }
  };
  visit(value);
  const types: string[] = [];
  const missing: Missing[] = [];
  for (const node of nodes) {
    const declared = (Array.isArray(node["@type"]) ? node["@type"] : [node["@type"]]).filter((t): t is string => typeof t === "string");
    for (const t of declared) {
      const name = t.replace(/^https?:\/\/schema\.org\//, "");
      types.push(name);
      const rule = REQUIRED_PROPS[name] ?? REQUIRED_PROPS[PARENT[name] ?? ""];
      if (!rule) continue;
      const has = (p: string) => node[p] !== undefined && node[p] !== null && node[p] !== "";
      const lacks = rule.all.filter((p) => !has(p));
      if (rule.anyOf && !rule.anyOf.some(has)) lacks.push(rule.anyOf.join(" or "));
      if (lacks.length) missing.push({ type: name, props: lacks });
    }
  }
  return { types, missing };
}
