"use client";

import * as React from "react";

/**
 * Spec §1: the default page metadata lives in browser storage under one key. Server metadata
 * (app/layout.tsx) renders the defaults; this component keeps the stored copy, applies any stored
 * override to the document head, and cache-busts the favicon so a changed icon shows at once.
 */
const GLOBAL_METADATA_KEY = "globalMetadata";
const GLOBAL_METADATA_CHANGED_EVENT = "globalMetadataChanged";

type GlobalMetadata = {
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

function readGlobalMetadata(): GlobalMetadata {
  try {
    const raw = window.localStorage.getItem(GLOBAL_METADATA_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === "object") {
      const picked = Object.fromEntries(
        Object.keys(DEFAULT_GLOBAL_METADATA)
          .map((k) => [k, (parsed as Record<string, unknown>)[k]] as const)
          .filter(([, v]) => typeof v === "string"),
      );
      return { ...DEFAULT_GLOBAL_METADATA, ...picked };
    }
  } catch {
    // Corrupt or unavailable storage: fall back to the defaults.
  }
  return { ...DEFAULT_GLOBAL_METADATA };
}

export function saveGlobalMetadata(update: Partial<GlobalMetadata>): GlobalMetadata {
  const next = { ...readGlobalMetadata(), ...update };
  try {
    window.localStorage.setItem(GLOBAL_METADATA_KEY, JSON.stringify(next));
  } catch {
    // Storage unavailable: the head is still updated for this page view.
  }
  window.dispatchEvent(new Event(GLOBAL_METADATA_CHANGED_EVENT));
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
  return `${href}${href.includes("?") ? "&" : "?"}v=${stamp}`;
}

function apply(meta: GlobalMetadata) {
  // Pages that name themselves (e.g. "Login - S-AI-O Intelligence") keep their title; only the
  // generic default is replaced by a customised product title.
  if (meta.title !== DEFAULT_GLOBAL_METADATA.title && document.title === DEFAULT_GLOBAL_METADATA.title) {
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

export function GlobalMetadataSync() {
  React.useEffect(() => {
    const sync = () => {
      const meta = readGlobalMetadata();
      try {
        window.localStorage.setItem(GLOBAL_METADATA_KEY, JSON.stringify(meta));
      } catch {
        // Storage unavailable: nothing to keep.
      }
      apply(meta);
    };
    sync();
    // Sign-out clears local storage (spec §4); restore the defaults right after.
    window.addEventListener(GLOBAL_METADATA_CHANGED_EVENT, sync);
    window.addEventListener("userSignedOut", sync);
    return () => {
      window.removeEventListener(GLOBAL_METADATA_CHANGED_EVENT, sync);
      window.removeEventListener("userSignedOut", sync);
    };
  }, []);
  return null;
}
