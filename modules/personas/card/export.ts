/**
 * Persona exports: JSON in the shape /personas' import reads back (`{ version: 1, personas: [...] }`)
 * and a PDF with one page per persona (lib/pdf). Both are stored as the brand's export files and
 * handed out as short-lived signed links, like every other export of the app.
 */
import { and, eq, inArray } from "drizzle-orm";
import { brands, personas } from "@/db/schema";
import type { PersonaProfile } from "@/db/schema";
import { logScopeActivity } from "@/lib/activity";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { formatDate } from "@/lib/format";
import { createPdf, type PdfBuilder } from "@/lib/pdf";
import { putFile, signedFileUrl } from "@/lib/storage";
import { loadPersona, type PersonaRecord } from "./store";

export type PersonaExportFile = { version: 1; personas: { name: string; briefName: string | null; segmentKey: string | null; profile: PersonaProfile }[] };

const LINK_TTL_SECONDS = 300;

export function personasJson(list: readonly PersonaRecord[]): PersonaExportFile {
  return { version: 1, personas: list.map((p) => ({ name: p.name, briefName: p.briefName, segmentKey: p.segmentKey, profile: p.profile })) };
}

const orNone = (v: string | null | undefined) => (v && v.trim() ? v : null);

function onePager(pdf: PdfBuilder, p: PersonaRecord, first: boolean): void {
  if (!first) pdf.pageBreak().title(p.name);
  const pr = p.profile;
  const facts = [pr.age !== null ? `${pr.age}` : null, pr.gender, pr.occupation, pr.location].filter((x): x is string => !!orNone(x));
  if (!first && facts.length) pdf.subtitle(facts.join(" · "));
  if (pr.quote) pdf.paragraph(`"${pr.quote}"`, { italic: true });
  if (pr.summary) pdf.paragraph(pr.summary);
  pdf.keyValues([
    ["Brief", p.briefName ?? "Unknown Brief"],
    ["Segment", p.segmentName ?? p.segmentKey],
    ["Buying role", pr.buyingRole],
    ["Company", pr.company ? [pr.company.role, pr.company.name, pr.company.industry, pr.company.size].filter((x) => orNone(x)).join(", ") || null : null],
    ["Income", pr.income],
    ["Education", pr.education],
  ]);
  const lists: [string, string[]][] = [
    ["Goals", pr.goals],
    ["Pains", pr.pains],
    ["Objections", pr.objections],
    ["Channels", pr.channels],
    ["Decision criteria", pr.decisionCriteria],
    ["Media habits", pr.mediaHabits],
    ["Values", pr.values],
  ];
  for (const [label, items] of lists) {
    if (!items.length) continue;
    pdf.heading(label, 2).bullets(items);
  }
  const attrs = Object.entries(pr.attributes);
  if (attrs.length) pdf.heading("Attributes", 2).keyValues(attrs);
  if (pr.backstory) pdf.heading("Backstory", 2).paragraph(pr.backstory);
  pdf.paragraph(`Synthetic persona, version ${p.version}. Not a real person.`, { muted: true });
}

export async function personasPdf(list: readonly PersonaRecord[], brandName: string, at: Date): Promise<Uint8Array> {
  const first = list[0]!;
  const facts = [first.profile.age !== null ? `${first.profile.age}` : null, first.profile.gender, first.profile.occupation, first.profile.location].filter((x): x is string => !!orNone(x));
  const pdf = await createPdf({
    title: first.name,
    subtitle: facts.length ? facts.join(" · ") : `${brandName} · ${formatDate(at)}`,
    author: brandName,
    createdAt: at,
  });
  list.forEach((p, i) => onePager(pdf, p, i === 0));
  return pdf.toBytes();
}

const slug = (s: string) => s.replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "").toLowerCase() || "personas";

/** Stores the export and returns a signed download link. */
export async function exportPersonas(scope: BrandScope, ids: string[], format: "json" | "pdf"): Promise<{ url: string; name: string; count: number }> {
  const { list, brandName } = await withScope(scope, async (tx) => {
    const unique = [...new Set(ids)];
    const found = await tx.select({ id: personas.id }).from(personas).where(and(eq(personas.brandId, scope.brandId), inArray(personas.id, unique)));
    if (found.length !== unique.length) throw new NotFoundError();
    const list: PersonaRecord[] = [];
    for (const id of unique) list.push(await loadPersona(tx, scope, id));
    const [b] = await tx.select({ name: brands.name }).from(brands).where(eq(brands.id, scope.brandId));
    return { list, brandName: b?.name ?? "Brand" };
  });
  const now = new Date();
  const base = list.length === 1 ? slug(list[0]!.name) : `${slug(brandName)}-personas`;
  const name = `${base}.${format}`;
  const bytes = format === "json" ? new TextEncoder().encode(JSON.stringify(personasJson(list), null, 2)) : await personasPdf(list, brandName, now);
  const file = await putFile(scope, { kind: "export", name, bytes, cacheControl: "no-store" });
  await withScope(scope, (tx) => logScopeActivity(tx, scope, "personas_exported", `Exported ${list.length} persona${list.length === 1 ? "" : "s"} as ${format.toUpperCase()}`, { fileId: file.id, format }));
  const link = await signedFileUrl(scope, file.id, LINK_TTL_SECONDS, { download: true });
  if (!link) throw new NotFoundError();
  return { url: link.url, name: file.name, count: list.length };
}
