/**
 * The deployment's white-label branding (issue 26): spec §1's page metadata, the login page's product
 * name and logo, and the favicon, from the one app_branding row. Read by the root layout's
 * generateMetadata, the login page and the mails on every request, so it is cached per process and
 * dropped on save (invalidateBranding); other instances see a change within BRANDING_TTL_MS.
 *
 * The row is written only through the system door, by an action that has checked isDeploymentAdmin;
 * growth_app may read it (RLS), never write it.
 */
import { createHash } from "node:crypto";
import type { Metadata } from "next";
import { asc, eq, sql } from "drizzle-orm";
import { appBranding, profiles } from "@/db/schema";
import { env } from "@/lib/env";
import { asSystem } from "@/lib/system";
import type { Executor } from "@/db/client";

export type BrandingText = {
  /** The app's name: page titles ("<page> · <title>") and mails. */
  title: string;
  description: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  keywords: string;
  canonicalUrl: string;
  /** The login page's product name ("Login - <productName>"). */
  productName: string;
};

export type Branding = BrandingText & {
  /** The favicon's URL, versioned by its content hash (served with a year's cache), or the built-in one. */
  favicon: string;
  /** The login page's logo (versioned like the favicon), or null for the built-in mark. */
  logo: string | null;
  /** Whether anything differs from the defaults. */
  custom: boolean;
  /** The texts as saved, blank where the default applies (the settings form edits these). */
  stored: BrandingText;
};

export const BRANDING_DEFAULTS: Branding = {
  title: "Growth OS",
  description: "AI-powered growth and optimization platform for agencies",
  ogTitle: "Growth OS",
  ogDescription: "AI-powered growth and optimization platform for agencies",
  ogImage: "",
  keywords: "",
  canonicalUrl: "",
  productName: "S-AI-O Intelligence",
  favicon: "/favicon.svg",
  logo: null,
  custom: false,
  stored: { title: "", description: "", ogTitle: "", ogDescription: "", ogImage: "", keywords: "", canonicalUrl: "", productName: "" },
};

export const BRANDING_TTL_MS = 30_000;

export type BrandingImageKind = "favicon" | "logo";

/** The first 8 hex characters of the bytes' SHA-256: the `v` of a branding image's URL. */
export function contentHash(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 8);
}

export function brandingImagePath(kind: BrandingImageKind, hash: string): string {
  return kind === "favicon" ? `/favicon?v=${hash}` : `/branding/logo?v=${hash}`;
}

type Row = typeof appBranding.$inferSelect;

/** Pure: the branding a stored row (or none) stands for. A blank field falls back to its default. */
export function brandingFrom(row: Partial<Row> | null | undefined): Branding {
  if (!row) return { ...BRANDING_DEFAULTS };
  const raw = (v: string | null | undefined) => v?.trim() ?? "";
  const stored: BrandingText = {
    title: raw(row.title),
    description: raw(row.description),
    ogTitle: raw(row.ogTitle),
    ogDescription: raw(row.ogDescription),
    ogImage: raw(row.ogImage),
    keywords: raw(row.keywords),
    canonicalUrl: raw(row.canonicalUrl),
    productName: raw(row.productName),
  };
  const pick = (v: string | null | undefined, d: string) => (v && v.trim() ? v.trim() : d);
  const title = pick(row.title, BRANDING_DEFAULTS.title);
  const description = pick(row.description, BRANDING_DEFAULTS.description);
  const text: BrandingText = {
    title,
    description,
    // Open Graph falls back to the (possibly customised) title and description, as a page would.
    ogTitle: pick(row.ogTitle, title),
    ogDescription: pick(row.ogDescription, description),
    ogImage: pick(row.ogImage, ""),
    keywords: pick(row.keywords, ""),
    canonicalUrl: pick(row.canonicalUrl, ""),
    productName: pick(row.productName, BRANDING_DEFAULTS.productName),
  };
  const favicon = row.faviconHash ? brandingImagePath("favicon", row.faviconHash) : BRANDING_DEFAULTS.favicon;
  const logo = row.logoHash ? brandingImagePath("logo", row.logoHash) : null;
  const custom = (Object.keys(text) as (keyof BrandingText)[]).some((k) => text[k] !== BRANDING_DEFAULTS[k]) || !!row.faviconHash || !!row.logoHash;
  return { ...text, favicon, logo, custom, stored };
}

const g = globalThis as unknown as { __growthBranding?: { at: number; value: Promise<Branding> } };

function readBranding(db: Executor) {
  return db
    .select({
      title: appBranding.title,
      description: appBranding.description,
      ogTitle: appBranding.ogTitle,
      ogDescription: appBranding.ogDescription,
      ogImage: appBranding.ogImage,
      keywords: appBranding.keywords,
      canonicalUrl: appBranding.canonicalUrl,
      productName: appBranding.productName,
      faviconHash: appBranding.faviconHash,
      logoHash: appBranding.logoHash,
    })
    .from(appBranding)
    .where(eq(appBranding.id, 1));
}

/**
 * The deployment's branding, cached per process for BRANDING_TTL_MS. A failed read answers the defaults and is
 * not kept. `db`: the caller's open transaction (the auth endpoint renders mails inside one) — a second
 * connection would wait for it forever on the embedded database, which has one backend.
 */
export function getBranding(db?: Executor): Promise<Branding> {
  const hit = g.__growthBranding;
  if (hit && Date.now() - hit.at < BRANDING_TTL_MS) return hit.value;
  const value = (db ? readBranding(db) : asSystem("deployment branding: read by every page, signed in or out", readBranding)).then(
    ([row]) => brandingFrom(row),
    (e: unknown) => {
      // The login page and mails must not fail because the branding could not be read.
      console.error("[branding] could not be read; using the defaults:", e instanceof Error ? e.message : e);
      if (g.__growthBranding?.value === value) g.__growthBranding = undefined;
      return { ...BRANDING_DEFAULTS };
    },
  );
  g.__growthBranding = { at: Date.now(), value };
  return value;
}

/** Drops this process's cached branding (after a save). */
export function invalidateBranding(): void {
  g.__growthBranding = undefined;
}

/** A branding image's bytes when `hash` is its current version (else null: an old or unknown URL). */
export async function getBrandingImage(kind: BrandingImageKind): Promise<{ bytes: Buffer; type: string; hash: string } | null> {
  const [row] = await asSystem(`deployment branding: serve the ${kind}`, (db) =>
    kind === "favicon"
      ? db.select({ bytes: appBranding.faviconBytes, type: appBranding.faviconType, hash: appBranding.faviconHash }).from(appBranding).where(eq(appBranding.id, 1))
      : db.select({ bytes: appBranding.logoBytes, type: appBranding.logoType, hash: appBranding.logoHash }).from(appBranding).where(eq(appBranding.id, 1)),
  );
  if (!row?.bytes || !row.type || !row.hash) return null;
  return { bytes: row.bytes, type: row.type, hash: row.hash };
}

function adminEmails(): Set<string> {
  return new Set(
    (env().APP_ADMIN_EMAILS ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * A deployment administrator: an address listed in APP_ADMIN_EMAILS, or the deployment's first user
 * (the oldest profile), so a fresh install has an administrator without any configuration.
 */
export async function isDeploymentAdmin(user: { id: string; email: string }): Promise<boolean> {
  if (user.email && adminEmails().has(user.email.toLowerCase())) return true;
  const [first] = await asSystem("deployment admin: who signed up first", (db) =>
    db.select({ id: profiles.id }).from(profiles).orderBy(asc(profiles.createdAt), asc(profiles.id)).limit(1),
  );
  return first?.id === user.id;
}

export type BrandingImage = { bytes: Uint8Array; type: string };

/**
 * Saves the branding's texts and, when given, replaces (an image) or removes (null) an image. Only
 * for callers that checked isDeploymentAdmin. Invalidates this process's cache.
 */
export async function saveBranding(
  userId: string,
  text: BrandingText,
  images: { favicon?: BrandingImage | null; logo?: BrandingImage | null } = {},
): Promise<Branding> {
  const blank = (v: string) => (v.trim() ? v.trim() : null);
  const values: Partial<typeof appBranding.$inferInsert> = {
    title: blank(text.title),
    description: blank(text.description),
    ogTitle: blank(text.ogTitle),
    ogDescription: blank(text.ogDescription),
    ogImage: blank(text.ogImage),
    keywords: blank(text.keywords),
    canonicalUrl: blank(text.canonicalUrl),
    productName: blank(text.productName),
    updatedBy: userId,
  };
  for (const kind of ["favicon", "logo"] as const) {
    const image = images[kind];
    if (image === undefined) continue;
    const bytes = image ? Buffer.from(image.bytes) : null;
    const hash = image ? contentHash(image.bytes) : null;
    if (kind === "favicon") Object.assign(values, { faviconBytes: bytes, faviconType: image?.type ?? null, faviconHash: hash });
    else Object.assign(values, { logoBytes: bytes, logoType: image?.type ?? null, logoHash: hash });
  }
  await asSystem("deployment branding: saved by a deployment admin", (db) =>
    db
      .insert(appBranding)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: appBranding.id, set: { ...values, updatedAt: sql`now()` } }),
  );
  invalidateBranding();
  return getBranding();
}

/** Spec §1's page metadata for a branding: every page names itself (routeMetadata) and gets "<page> · <title>". */
export function brandingMetadata(b: Branding): Metadata {
  return {
    title: { default: b.title, template: `%s · ${b.title}` },
    description: b.description,
    keywords: b.keywords ? b.keywords.split(",").map((k) => k.trim()).filter(Boolean) : undefined,
    icons: { icon: b.favicon },
    openGraph: { title: b.ogTitle, description: b.ogDescription, ...(b.ogImage ? { images: [b.ogImage] } : {}) },
    ...(b.canonicalUrl ? { alternates: { canonical: b.canonicalUrl } } : {}),
  };
}
