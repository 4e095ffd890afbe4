/**
 * The pages that show the demo brand's sample rows (issue #17 §7): the "Sample data" banner shows
 * on them while the brand has any. Registry path patterns (lib/navigation/registry); client-safe.
 */
export const SAMPLE_DATA_ROUTES: ReadonlySet<string> = new Set([
  "/dashboard",
  // growth hacking
  "/gh-dashboard",
  "/gh-onepager",
  "/growth-pillars",
  "/growth-pillars-overview",
  "/growth-metrics",
  "/growth-metrics-overview",
  "/brainstorming-ideas",
  "/prioritization",
  "/growth-planning",
  "/growth-tasking",
  "/growth-tasks",
  "/growth-learnings",
  // SAIO
  "/saio-dashboard",
  "/prompts",
  "/run-analysis",
  "/dynamic-competitor-classification",
  // SEO: the sample keywords (db/sample/seo through the real import), their groups and competitor keywords
  "/keyword-research",
  "/seo-selection-groups",
  "/serps-research",
  "/competitors-keywords",
  "/competitors-backlinks",
  "/seo-dashboard",
  "/rankings",
  "/settings-seo",
  "/branded-keywords",
  "/historical-declines",
  // the two crawls of the shipped sample site (db/sample/seo-site through the real crawler)
  "/onpage-seo-audit",
  // content marketing: the shipped SERP, competitor articles and a writer's drafts through the real flow (db/sample/content)
  "/getting-top-articles",
  "/getting-proper-structure",
  "/content-ideas",
  "/content-briefs",
  "/cm-posts-suggested",
  "/cm-posts-selected",
  "/seo-analytics",
  "/predictive-analytics",
  "/3danalysis_step1",
  "/3danalysis_step2",
  "/3danalysis_step3",
  "/3danalysis_step4",
  // SOPs and the tasks their assignment created
  "/sop-dashboard",
  "/sops",
  "/sops/area/[areaId]/assign-tasks",
  "/sops/taskgroup/[taskGroupId]/assign-tasks",
  "/tasks",
  "/tasks/[brandId]/[taskId]",
  "/my-tasks",
  "/task-planning",
  "/tasks-monitoring",
  // Settings → Webhooks
  "/settings",
  // the knowledge base: the shipped files (db/sample/knowledge), their collections and the brand-data sources
  "/vector-store",
  // social: the Instagram export and a Metricool competitor export (db/sample/social through the social import)
  "/sm-instagram-analysis",
  "/sm-instagram-profile-comparisons",
  "/sm-competitors-list",
  // paid search: Google Ads and Microsoft Advertising reports (db/sample/ppc through the report import)
  "/performance-marketing-dashboard",
  "/search-keywords",
  "/ppc-selection-groups",
  "/performance-marketing-settings",
  // personas: a brief and its personas (db/sample/personas through the persona import), and a focus group ready to run
  "/personas-dashboard",
  "/personas-brief-list",
  "/personas",
  "/my-personas",
  "/personas/[id]",
  "/persona-details/[id]",
  "/recruiting-participants",
  "/participants",
  "/projects",
  "/preparing-stimuli",
  "/preparing-inputs",
  "/contacting-fg",
  "/fg-dashboard",
]);
