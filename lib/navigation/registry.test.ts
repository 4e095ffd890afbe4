import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  ICON_NAMES,
  MODULES,
  ROUTES,
  SIDEBAR,
  SIDEBAR_TOP,
  canOpen,
  getRoute,
  isGroup,
  paletteEntries,
  placementOf,
  resolvePath,
  sidebarNav,
  sidebarNavFor,
  type ModuleKey,
  type SidebarSection,
} from "./registry";
import type { AccessLevel, ModuleAccess } from "@/lib/permissions";
import { compilePatterns, matchPath, packSpellings, unpackSpellings } from "./match";

// Spec §2 route lists, pasted verbatim ("X and Y" = one page under two paths; {x} = a dynamic segment).
const SPEC_ROUTE_LISTS = {
  public: "/, /auth, /google-auth-callback",
  brandAndStart:
    "/dashboard, /start-here, /brand-setup, /brand-onboarding and /brand-onboarding-questionnaire (same page), /settings, /user-settings, /brand-team, /role-management, /vector-store, /activity-log and /activity, /api-calls-audit, /integrations, /prompts, /not-found.",
  templates:
    "/template-industries and /tmplt-industries; /template-usecases and /tmplt-usecases; /template/{type}/{templateId}; /template/{templateType}/{templateId}/assign-tasks; /project-moms; /project-moms/{transcriptId}/assign-tasks; /sop-dashboard; /sops; /sops/area/{areaId}/assign-tasks; /sops/taskgroup/{taskGroupId}/assign-tasks.",
  personas:
    "/personas-dashboard, /personas, /personas-simple, /my-personas, /persona/{id} and /personas/{id}, /persona-details/{id}, /personas-brief, /personas-brief-list, /personas-brief-settings, /recruiting-participants, /participants, /projects, /preparing-inputs, /preparing-stimuli, /contacting-fg and /contacting-focus-group, /focus-groups-dashboard and /fg-dashboard, /fg-results and /focus-group-results, /fg-feedback-analysis.",
  growthHacking:
    "/brainstorming-ideas, /prioritization, /growth-hacking-dashboard and /gh-dashboard, /growth-planning, /growth-tasking, /growth-tasks, /growth-learnings, /growth-squad, /growth-one-pager and /gh-onepager, /growth-pillars, /growth-pillars-overview, /growth-metrics, /growth-metrics-overview, /sales-channels, /sprints.",
  tasks:
    "/tasks, /tasks/{brandId}/{taskId}, /tasks-journal, /my-tasks, /my-tasks-all-brands, /tasks-monitoring, /tasks-monitoring-all-brands, /tasks-aging, /task-planning, /task-scheduling, /scheduled-tasks.",
  seo: "/seo-dashboard, /keyword-research, /branded-keywords, /search-keywords, /serps-research, /keywords-5ws, /keyword-assistant, /on-page-seo-audit and /onpage-seo-audit, /3d-analysis and /3danalysis_step1, /3d-analysis-step2 and /3danalysis_step2, /3d-analysis-step3 and /3danalysis_step3, /3d-analysis-step4 and /3danalysis_step4, /historical-declines, /seo-selection-groups, /ppc-selection-groups, /predictive-analytics, /rankings, /run-analysis, /scheduler, /seo-analytics, /seo-settings and /settings-seo, /saio-dashboard, /dynamic-competitor-classification, /competitors-keywords, /competitors-backlinks.",
  contentAndSocial:
    "/content-briefs, /content-ideas, /getting-top-articles, /getting-proper-structure, /training-linkedin, /linkedin-content-ideas, /linkedin-posts-suggested, /cm-posts-suggested, /cm-posts-selected, /sm-posts-selected, /social-media-channel-suggestion, /sm-instagram-analysis, /sm-instagram-profile-comparisons, /sm-batch-jobs, /sm-competitors-list, /social-media-settings, /content-marketing-settings and /cm-settings.",
  // "Also /performance-marketing-dashboard and /performance-marketing-settings appear in the sidebar"
  sidebarOnly: "/performance-marketing-dashboard, /performance-marketing-settings",
};

/** Each spec list item becomes the set of its spellings, dynamic segments normalised to `[x]`. */
function specPages(list: string): string[][] {
  return list
    .replace(/\(same page\)/g, "")
    .replace(/\.$/, "")
    .split(/[;,]/)
    .map((item) =>
      item
        .split(/\band\b/)
        .map((s) => s.trim().replace(/\.$/, ""))
        .filter((s) => s.startsWith("/")),
    )
    .filter((spellings) => spellings.length > 0);
}

const norm = (p: string) => p.replace(/\{(\w+)\}/g, "[$1]");

describe("navigation registry against spec §2 route lists", () => {
  const pages = Object.values(SPEC_ROUTE_LISTS).flatMap(specPages);

  it("parses every path of the pasted lists", () => {
    const written = Object.values(SPEC_ROUTE_LISTS).join(" ").match(/(^|\s)\//g)!.length;
    expect(pages.flat().length).toBe(written);
    expect(written).toBe(132);
  });

  it.each(pages.map((p) => [p.join(" = "), p]))("has %s as one page", (_name, spellings) => {
    const resolved = (spellings as string[]).map((s) => resolvePath(norm(s).replace(/\[(\w+)\]/g, "x-$1")));
    for (const [i, hit] of resolved.entries()) expect(hit, (spellings as string[])[i]).not.toBeNull();
    // Every spelling of the item resolves to the same registry entry.
    expect(new Set(resolved.map((r) => r!.route.path)).size).toBe(1);
  });

  it("has no route the spec does not list", () => {
    const specSpellings = new Set(pages.flat().map(norm));
    for (const route of ROUTES) {
      for (const spelling of [route.path, ...(route.aliases ?? [])]) {
        // Dynamic parameter names may differ between spellings (/template/[type] vs [templateType]).
        const shape = (s: string) => s.replace(/\[\w+\]/g, "[]");
        expect([...specSpellings].some((s) => shape(s) === shape(spelling)), spelling).toBe(true);
      }
    }
  });

  it("uses the sidebar's spelling as the canonical path", () => {
    for (const section of SIDEBAR) {
      for (const node of section.items) {
        for (const leaf of isGroup(node) ? node.items : [node]) expect(getRoute(leaf.path), leaf.path).toBeDefined();
      }
    }
    expect(resolvePath("/activity-log")).toMatchObject({ alias: true, canonical: "/activity" });
    expect(resolvePath("/3d-analysis-step2")).toMatchObject({ alias: true, canonical: "/3danalysis_step2" });
    expect(resolvePath("/focus-group-results")).toMatchObject({ alias: true, canonical: "/fg-results" });
    expect(resolvePath("/template-industries")).toMatchObject({ alias: true, canonical: "/tmplt-industries" });
    expect(resolvePath("/persona/abc")).toMatchObject({ alias: true, canonical: "/personas/abc" });
  });
});

// Spec §2 "Sidebar": sections in order, with every route and every label the spec spells out.
const SPEC_SIDEBAR: { label: string; entries: (string | [group: string, paths: string[]])[] }[] = [
  { label: "Brand Management", entries: ["/brand-setup", "/brand-onboarding-questionnaire", "/settings", "/brand-team", "/role-management", ["AI Training", ["/vector-store"]]] },
  { label: "Logs & Audits", entries: ["/activity", "/api-calls-audit"] },
  {
    label: "Content Marketing",
    entries: [["Brainstorming", ["/content-ideas", "/cm-posts-suggested"]], "/getting-top-articles", "/getting-proper-structure", "/content-briefs", "/cm-posts-selected", "/cm-settings"],
  },
  { label: "Performance Marketing", entries: ["/performance-marketing-dashboard", "/search-keywords", "/ppc-selection-groups", "/performance-marketing-settings"] },
  {
    label: "Social Media Management",
    entries: [
      ["Instagram", ["/sm-instagram-analysis", "/sm-instagram-profile-comparisons"]],
      ["LinkedIn", ["/training-linkedin", "/linkedin-content-ideas", "/linkedin-posts-suggested"]],
      "/sm-competitors-list",
      "/sm-posts-selected",
      "/social-media-channel-suggestion",
      "/social-media-settings",
    ],
  },
  {
    label: "SEO",
    entries: [
      "/seo-dashboard",
      "/seo-analytics",
      "/predictive-analytics",
      "/serps-research",
      "/integrations",
      "/settings-seo",
      ["All about Keywords", ["/keyword-research", "/keyword-assistant", "/keywords-5ws", "/competitors-keywords"]],
      ["On-Site SEO", ["/3danalysis_step1", "/3danalysis_step2", "/3danalysis_step3", "/3danalysis_step4", "/historical-declines", "/seo-selection-groups", "/branded-keywords"]],
      ["On-Page SEO", ["/onpage-seo-audit"]],
      ["Off-Page SEO", ["/competitors-backlinks"]],
    ],
  },
  { label: "SAIO", entries: ["/saio-dashboard", "/prompts", "/run-analysis", "/scheduler", "/dynamic-competitor-classification"] },
  {
    label: "Synthetic Personas",
    entries: ["/personas-dashboard", "/fg-dashboard", "/personas-brief-settings", "/personas-brief", "/personas", "/my-personas", "/recruiting-participants", "/participants", "/personas-brief-list"],
  },
  { label: "Personas", entries: [] },
  { label: "Focus Groups", entries: ["/projects", "/preparing-stimuli", "/preparing-inputs", "/contacting-fg", "/fg-results"] },
  {
    label: "Digital Operations",
    entries: ["/tasks-monitoring", "/task-planning", "/tasks", "/task-scheduling", "/scheduled-tasks", "/tasks-aging", "/tasks-journal", "/project-moms", "/sops", "/sop-dashboard"],
  },
  { label: "SOPs", entries: ["/sop-dashboard", "/sops", "/tmplt-industries", "/tmplt-usecases"] },
  {
    label: "Growth Hacking",
    entries: [
      "/gh-dashboard",
      "/gh-onepager",
      "/sales-channels",
      "/growth-pillars-overview",
      "/growth-metrics-overview",
      "/growth-squad",
      "/brainstorming-ideas",
      "/prioritization",
      "/sprints",
      "/growth-planning",
      "/growth-tasks",
      "/growth-tasking",
      "/growth-learnings",
    ],
  },
];

const SPEC_LABELS: Record<string, string> = {
  "/dashboard": "Dashboard",
  "/start-here": "Start Here",
  "/brand-setup": "Brand Basic Data",
  "/settings": "Brand Settings (APIs and Prompts)",
  "/vector-store": "Vector Store Management",
  "/activity": "Activity Log",
  "/api-calls-audit": "API Calls Audit",
  "/content-ideas": "2. Generate Content Ideas",
  "/cm-posts-suggested": "3. Review Generated Posts",
  "/content-briefs": "2. Generate Content Briefs",
  "/cm-posts-selected": "4. CM Posts to be Scheduled",
  "/cm-settings": "Settings",
  "/training-linkedin": "1. Training",
  "/linkedin-content-ideas": "2. Generate Content Ideas",
  "/linkedin-posts-suggested": "3. Review Generated Posts",
  "/sm-posts-selected": "SM Posts to be scheduled",
  "/social-media-channel-suggestion": "Channel Mix",
  "/seo-selection-groups": "Focus Keywords Groups",
  "/branded-keywords": "Branded Keywords Classification",
  "/scheduler": "Schedule Management",
  "/fg-dashboard": "Focus Groups Dashboard",
  "/personas-brief": "Generate Personas Brief",
  "/personas": "Generate Personas",
  "/tasks-journal": "Tasks Journal / Report",
  "/project-moms": "Project's MoMs & Transcripts",
  "/tmplt-industries": "Template Industries",
  "/tmplt-usecases": "Template Usecases",
  "/user-settings": "User Settings",
};

function shape(section: SidebarSection) {
  return {
    label: section.label,
    entries: section.items.map((node) => (isGroup(node) ? [node.group, node.items.map((i) => i.path)] : node.path)),
  };
}

describe("sidebar against spec §2 'Sidebar'", () => {
  it("starts with Dashboard and Start Here", () => {
    expect(SIDEBAR_TOP).toEqual(["/dashboard", "/start-here"]);
  });

  it("has exactly the spec's sections, sub-groups and routes in order", () => {
    expect(SIDEBAR.map(shape)).toEqual(SPEC_SIDEBAR);
  });

  it("uses every label the spec spells out", () => {
    for (const [p, label] of Object.entries(SPEC_LABELS)) expect(getRoute(p)?.label, p).toBe(label);
  });

  it("gives every section a tagline and only Off-Page SEO a 'Coming soon...' fallback", () => {
    for (const s of SIDEBAR) expect(s.tagline.length, s.label).toBeGreaterThan(8);
    const withEmpty = SIDEBAR.flatMap((s) => s.items.filter(isGroup).filter((g) => g.emptyText));
    expect(withEmpty.map((g) => [g.group, g.emptyText])).toEqual([["Off-Page SEO", "Coming soon..."]]);
  });

  it("keeps the dynamic Personas group between Synthetic Personas and Focus Groups", () => {
    const keys = SIDEBAR.map((s) => s.key);
    expect(keys.indexOf("personas")).toBe(keys.indexOf("synthetic-personas") + 1);
    expect(SIDEBAR.find((s) => s.key === "personas")?.dynamic).toBe("personas");
  });
});

describe("registry integrity", () => {
  it("has unique paths and aliases", () => {
    const all = ROUTES.flatMap((r) => [r.path, ...(r.aliases ?? [])]);
    expect(new Set(all).size).toBe(all.length);
  });

  it("uses only known icons and modules, and gives every shell route a home section", () => {
    for (const route of ROUTES) {
      expect(ICON_NAMES, route.path).toContain(route.icon);
      expect(Object.keys(MODULES), route.path).toContain(route.module);
      if (!route.public && route.path !== "/not-found" && !["/dashboard", "/start-here"].includes(route.path)) {
        expect(placementOf(route), route.path).not.toBeNull();
      }
    }
  });

  it("marks as built exactly the routes that have an explicit page", () => {
    const shellDir = path.resolve(__dirname, "../../app/(shell)");
    for (const route of ROUTES.filter((r) => !r.public)) {
      const file = path.join(shellDir, ...route.path.split("/").filter(Boolean), "page.tsx");
      // When a module lands its page, flip `built: true` in the registry (the catch-all stops serving it).
      expect(fs.existsSync(file), `${route.path}: built=${route.built} but page ${fs.existsSync(file) ? "exists" : "is missing"}`).toBe(route.built);
    }
  });

  it("resolves dynamic routes with their params and leaves unknown paths unresolved", () => {
    expect(resolvePath("/tasks/b1/t2")).toMatchObject({ route: { path: "/tasks/[brandId]/[taskId]" }, params: { brandId: "b1", taskId: "t2" } });
    expect(resolvePath("/template/industry/42/assign-tasks")?.route.path).toBe("/template/[type]/[templateId]/assign-tasks");
    expect(resolvePath("/personas")?.route.path).toBe("/personas");
    expect(resolvePath("/personas/")?.route.path).toBe("/personas");
    expect(resolvePath("/no-such-page")).toBeNull();
    expect(resolvePath("/tasks/a/b/c")).toBeNull();
  });

  it("feeds the palette with every static shell page once, grouped by section", () => {
    const entries = paletteEntries();
    expect(entries.find((e) => e.label === "Keyword Research")).toMatchObject({ path: "/keyword-research", section: "SEO", group: "All about Keywords" });
    expect(new Set(entries.map((e) => e.path)).size).toBe(entries.length);
    const expected = ROUTES.filter((r) => !r.public && !r.hidden && !r.path.includes("["));
    expect(entries.map((e) => e.path).sort()).toEqual(expected.map((r) => r.path).sort());
  });
});

/** A custom role's access: the given modules, the always-visible pages, nothing else. */
function roleWith(grants: Partial<Record<ModuleKey, AccessLevel>>): ModuleAccess {
  const always = new Set<ModuleKey>(["auth", "dashboard", "user-settings"]);
  return Object.fromEntries(
    (Object.keys(MODULES) as ModuleKey[]).map((m) => [m, grants[m] ?? (always.has(m) ? "view" : "none")]),
  ) as ModuleAccess;
}

describe("navigation of a role (issue #16)", () => {
  const sopReader = roleWith({ tasks: "view", sops: "view" });
  const leaves = (nav: ReturnType<typeof sidebarNav>) =>
    nav.sections.flatMap((s) => s.items.flatMap((n) => ("group" in n ? n.items.map((i) => i.path) : [n.path])));

  it("keeps only the sections and entries the role may open", () => {
    const nav = sidebarNavFor(sopReader);
    expect(nav.sections.map((s) => s.key)).toEqual(["digital-operations", "sops"]);
    expect(nav.top.map((t) => t.path)).toEqual(["/dashboard", "/start-here"]);
    expect(leaves(nav)).not.toContain("/tmplt-industries");
    expect(leaves(nav)).toContain("/sops");
    expect(leaves(nav).every((p) => getRoute(p)!.module === "tasks" || getRoute(p)!.module === "sops")).toBe(true);
    // The pages it cannot open do not even reach the client's matcher list.
    expect(unpackSpellings(nav.spellings).some((s) => s.path === "/activity")).toBe(false);
  });

  it("drops a sub-group left empty but keeps the spec's 'Coming soon...' group", () => {
    const seoOnly = sidebarNavFor(roleWith({ seo: "view" }));
    const seo = seoOnly.sections.find((s) => s.key === "seo")!;
    expect(seo.items.some((n) => "path" in n && n.path === "/integrations")).toBe(false);
    expect(seo.items.find((n) => "group" in n && n.group === "Off-Page SEO")).toBeTruthy();
    expect(sidebarNavFor(roleWith({})).sections).toEqual([]);
  });

  it("without a current brand gates nothing", () => {
    expect(sidebarNavFor(null)).toBe(sidebarNav());
    expect(paletteEntries(null)).toEqual(paletteEntries());
  });

  it("hides the Personas group from a role without personas", () => {
    expect(sidebarNavFor(roleWith({ personas: "view" })).sections.map((s) => s.key)).toEqual(["synthetic-personas", "personas"]);
    expect(sidebarNavFor(sopReader).sections.some((s) => s.dynamic === "personas")).toBe(false);
  });

  it("offers in the palette only pages the role may open", () => {
    const entries = paletteEntries(sopReader);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => canOpen(sopReader, e.path))).toBe(true);
    expect(entries.find((e) => e.path === "/activity")).toBeUndefined();
    expect(entries.find((e) => e.path === "/tasks-journal")).toBeTruthy();
  });

  it("decides by the page's module; cross-brand pages, queries and aliases included", () => {
    expect(canOpen(sopReader, "/sops?tab=x#y")).toBe(true);
    expect(canOpen(sopReader, "/activity-log")).toBe(false);
    expect(canOpen(sopReader, "/template/industry/saas")).toBe(false);
    expect(canOpen(roleWith({}), "/my-tasks-all-brands")).toBe(true);
    // A task of another brand is gated by that brand's role (openTaskPage), not the current one's.
    expect(canOpen(roleWith({}), "/tasks/9b2f6c1e-0000-4000-8000-000000000001/9b2f6c1e-0000-4000-8000-000000000002")).toBe(true);
    expect(canOpen(roleWith({}), "/my-tasks")).toBe(false);
    expect(canOpen(roleWith({}), "/user-settings")).toBe(true);
    expect(canOpen(null, "/no-such-page")).toBe(false);
  });
});

describe("Integrations serves every module", () => {
  it("has Brand Management as its home in breadcrumbs and palette, and stays where spec §2's sidebar lists it", () => {
    expect(placementOf(getRoute("/integrations")!)).toEqual({ section: "brand-management" });
    expect(paletteEntries().find((e) => e.path === "/integrations")).toMatchObject({ sectionKey: "brand-management", section: "Brand Management" });
    const seo = SIDEBAR.find((s) => s.key === "seo")!;
    expect(seo.items.some((n) => !isGroup(n) && n.path === "/integrations")).toBe(true);
    // The sidebar still unfolds SEO, where the entry is, when the page is open.
    expect(unpackSpellings(sidebarNav().spellings).find((s) => s.pattern === "/integrations")?.section).toBe("seo");
  });
});

describe("the sidebar's packed spellings", () => {
  it("resolve every spelling of every shell page on the client as resolvePath does on the server", () => {
    const client = compilePatterns(unpackSpellings(sidebarNav().spellings), (s) => s.pattern);
    const patterns = ROUTES.filter((r) => !r.public).flatMap((r) => [r.path, ...(r.aliases ?? [])]);
    expect(unpackSpellings(sidebarNav().spellings)).toHaveLength(patterns.length);
    for (const pattern of patterns) {
      const address = pattern.replace(/\[(\w+)\]/g, "x-$1");
      const server = resolvePath(address)!;
      const hit = matchPath(client, address)!;
      expect({ path: hit.entry.path, alias: hit.entry.alias }, pattern).toEqual({ path: server.route.path, alias: server.alias });
    }
    expect(sidebarNav().spellings.length).toBeLessThan(4_000);
  });

  it("round-trip exactly, sections, aliases out of place and order included", () => {
    const list = [
      { pattern: "/a", path: "/a", section: "x", alias: false },
      { pattern: "/a-old", path: "/a", section: "x", alias: true },
      { pattern: "/b/[id]", path: "/b/[id]", section: null, alias: false },
      { pattern: "/c-old", path: "/c", section: null, alias: true },
      { pattern: "/c", path: "/c", section: "y", alias: false },
    ];
    expect(unpackSpellings(packSpellings(list))).toEqual(list);
  });
});
