"use client";

import * as React from "react";

/**
 * Spec §1: the default page metadata lives in browser storage under one key. Server metadata
 * (app/layout.tsx) renders the defaults — the deployment's branding (issue 26) — and hands them here;
 * this component keeps the stored copy, applies any stored override to the document head, and
 * cache-busts the favicon so a changed icon shows at once.
 *
 * The defaults the stored copy was made from are kept under a second key: a stored field that still
 * equals them is not an override, so it follows the deployment when an admin changes its branding.
 */
const GLOBAL_METADATA_KEY = "globalMetadata";
const GLOBAL_METADATA_BASE_KEY = "globalMetadataDefaults";
const GLOBAL_METADATA_CHANGED_EVENT = "globalMetadataChanged";

export type GlobalMetadata = {
  title: string;
  description: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  favicon: string;
  keywords: string;
  canonicalUrl: string;
};

const DEFAULT_GLOBAL_METADATA: GlobalMetadata = {
  title: "Growth OS",
  description: "AI-powered growth and optimization platform for agencies",
  ogTitle: "Growth OS",
  ogDescription: "AI-powered growth and optimization platform for agencies",
  ogImage: "",
  favicon: "/favicon.svg",
  keywords: "",
  canonicalUrl: "",
};

function readStored(key: string): Partial<GlobalMetadata> {
  try {
    const raw = window.localStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === "object") {
      return Object.fromEntries(
        Object.keys(DEFAULT_GLOBAL_METADATA)
          .map((k) => [k, (parsed as Record<string, unknown>)[k]] as const)
          .filter(([, v]) => typeof v === "string"),
      );
    }
  } catch {
    // Corrupt or unavailable storage: fall back to the defaults.
  }
  return {};
}

/** The stored copy over `defaults`: only fields changed since the copy was made from its defaults override them. */
function readGlobalMetadata(defaults: GlobalMetadata): GlobalMetadata {
  const stored = readStored(GLOBAL_METADATA_KEY);
  const base = readStored(GLOBAL_METADATA_BASE_KEY);
  const next = { ...defaults };
  for (const k of Object.keys(defaults) as (keyof GlobalMetadata)[]) {
    const v = stored[k];
    if (v !== undefined && v !== (base[k] ?? DEFAULT_GLOBAL_METADATA[k])) next[k] = v;
  }
  return next;
}

// Next may stream metadata tags into <body>, so look for them in the whole document.
function setMeta(attr: "name" | "property", key: string, content: string) {
  if (!content) return;
  let el = document.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement("meta");
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

function setLink(rel: string, href: string) {
  if (!href) return;
  let el = document.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!el) {
    el = document.createElement("link");
    el.rel = rel;
    document.head.appendChild(el);
  }
  el.href = href;
}

function cacheBustedFavicon(href: string, stamp: number): string {
  // An uploaded favicon's URL is already versioned by its content hash (and cached for a year).
  if (/[?&]v=/.test(href)) return href;
  return `${href}${href.includes("?") ? "&" : "?"}v=${stamp}`;
}

function apply(meta: GlobalMetadata, defaults: GlobalMetadata) {
  // Pages that name themselves (e.g. "Login - S-AI-O Intelligence") keep their title; only the
  // generic default is replaced by a customised product title.
  if (meta.title !== defaults.title && document.title === defaults.title) {
    document.title = meta.title;
  }
  setMeta("name", "description", meta.description);
  setMeta("property", "og:title", meta.ogTitle);
  setMeta("property", "og:description", meta.ogDescription);
  setMeta("property", "og:image", meta.ogImage);
  setMeta("name", "keywords", meta.keywords);
  setLink("canonical", meta.canonicalUrl);
  if (meta.favicon) setLink("icon", cacheBustedFavicon(meta.favicon, Date.now()));
}

export function GlobalMetadataSync({ defaults = DEFAULT_GLOBAL_METADATA }: { defaults?: GlobalMetadata }) {
  React.useEffect(() => {
    const sync = () => {
      const meta = readGlobalMetadata(defaults);
      try {
        window.localStorage.setItem(GLOBAL_METADATA_KEY, JSON.stringify(meta));
        window.localStorage.setItem(GLOBAL_METADATA_BASE_KEY, JSON.stringify(defaults));
      } catch {
        // Storage unavailable: nothing to keep.
      }
      apply(meta, defaults);
    };
    sync();
    // Sign-out clears local storage (spec §4); restore the defaults right after.
    window.addEventListener(GLOBAL_METADATA_CHANGED_EVENT, sync);
    window.addEventListener("userSignedOut", sync);
    return () => {
      window.removeEventListener(GLOBAL_METADATA_CHANGED_EVENT, sync);
      window.removeEventListener("userSignedOut", sync);
    };
  }, [defaults]);
  return null;
}
