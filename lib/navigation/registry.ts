/**
 * The one navigation registry (ARCHITECTURE.md): every route of spec §2 with its aliases, label,
 * section, icon and owning module. It feeds the sidebar, the search palette, page titles,
 * breadcrumbs, the catch-all page of not-yet-built modules, the role matrix and the route tests.
 *
 * Canonical paths are the sidebar's paths (spec §2 "Sidebar"); the route-table spellings that
 * differ are aliases and redirect to them. Dynamic segments are written `[name]`.
 */

import { mayView, type ModuleAccess } from "@/lib/permissions";
import { compilePatterns, fillPath, matchPath, packSpellings, type Spelling as PatternSpelling } from "./match";

/** lucide-react icon names used by the registry; components/shell/nav-icons.tsx maps each to its component. */
export const ICON_NAMES = [
  "LayoutDashboard",
  "Rocket",
  "Building2",
  "ClipboardList",
  "Settings",
  "Users",
  "ShieldCheck",
  "Database",
  "History",
  "Activity",
  "Plug",
  "MessageSquareText",
  "CircleAlert",
  "Factory",
  "Shapes",
  "FileText",
  "ListChecks",
  "NotebookPen",
  "LayoutGrid",
  "BookOpen",
  "UserRound",
  "UserRoundPlus",
  "UsersRound",
  "FileUser",
  "Contact",
  "FolderKanban",
  "FileInput",
  "Image",
  "Send",
  "ChartColumn",
  "MessagesSquare",
  "Lightbulb",
  "ArrowUpDown",
  "TrendingUp",
  "Map",
  "ListTodo",
  "GraduationCap",
  "FileSpreadsheet",
  "Columns3",
  "Gauge",
  "Network",
  "CalendarRange",
  "SquareCheckBig",
  "Notebook",
  "UserCheck",
  "Monitor",
  "Hourglass",
  "CalendarClock",
  "CalendarCheck",
  "Search",
  "Tag",
  "KeyRound",
  "Globe",
  "CircleHelp",
  "Sparkles",
  "Box",
  "TrendingDown",
  "Target",
  "Crosshair",
  "ChartLine",
  "Trophy",
  "Play",
  "Clock",
  "ChartPie",
  "Bot",
  "Split",
  "Swords",
  "Link2",
  "PenLine",
  "Newspaper",
  "Layers",
  "Camera",
  "BriefcaseBusiness",
  "Megaphone",
  "Share2",
  "SlidersHorizontal",
  "CalendarDays",
  "Cog",
  "ClipboardCheck",
  "Workflow",
  "LogIn",
  "KeySquare",
  "House",
  "User",
  "Briefcase",
  "Brain",
  "Flag",
] as const;
export type IconName = (typeof ICON_NAMES)[number];

/** Owning modules; issue 5's role matrix is modules × none/view/edit. */
export const MODULES = {
  auth: "Sign-in",
  dashboard: "Dashboard",
  "brand-setup": "Brand Basic Data",
  "brand-onboarding": "Brand Onboarding",
  "brand-settings": "Brand Settings",
  "brand-team": "Brand Team",
  "role-management": "Role Management",
  "vector-store": "Vector Store",
  "activity-log": "Activity Log",
  "api-calls-audit": "API Calls Audit",
  integrations: "Integrations",
  "user-settings": "User Settings",
  "content-marketing": "Content Marketing",
  "performance-marketing": "Performance Marketing",
  "social-media": "Social Media",
  seo: "SEO",
  saio: "SAIO",
  personas: "Synthetic Personas",
  "focus-groups": "Focus Groups",
  tasks: "Tasks",
  "meeting-minutes": "Meeting Minutes",
  sops: "SOPs",
  templates: "Templates",
  "growth-hacking": "Growth Hacking",
} as const;
export type ModuleKey = keyof typeof MODULES;

/** Pages every role keeps: the landing page, sign-in and the person's own settings are not brand modules. */
export const ALWAYS_VISIBLE: ReadonlySet<ModuleKey> = new Set<ModuleKey>(["auth", "dashboard", "user-settings"]);

/** The modules a custom role's matrix governs, in registry order. */
export const MATRIX_MODULES: readonly ModuleKey[] = (Object.keys(MODULES) as ModuleKey[]).filter((m) => !ALWAYS_VISIBLE.has(m));

export const SECTION_KEYS = [
  "brand-management",
  "logs-audits",
  "content-marketing",
  "performance-marketing",
  "social-media",
  "seo",
  "saio",
  "synthetic-personas",
  "personas",
  "focus-groups",
  "digital-operations",
  "sops",
  "growth-hacking",
  "account",
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export type RouteDef = {
  /** Canonical path; dynamic segments as `[name]`. */
  readonly path: string;
  readonly label: string;
  /** Page title / breadcrumb when the sidebar label alone is ambiguous ("Settings"). */
  readonly title?: string;
  readonly icon: IconName;
  readonly module: ModuleKey;
  /** Other spellings of the same page (spec §2 "X and Y"); they redirect to `path`. */
  readonly aliases?: readonly string[];
  /**
   * Home section (breadcrumbs, palette group). Without it, the route's first place in the sidebar.
   * Set it for routes the sidebar does not list, and for those that serve more than the section
   * the spec's sidebar files them under (Integrations: every module's connections, listed under SEO).
   */
  readonly section?: SectionKey;
  /** True when an explicit page exists; false routes are served by the catch-all as "not built yet". */
  readonly built: boolean;
  /** Reachable without signing in. */
  readonly public?: boolean;
  /**
   * Not tied to the current brand (a page across all brands, or one whose address names its brand):
   * the current brand's role does not gate it; the page checks each brand's own.
   */
  readonly crossBrand?: boolean;
  /** Kept out of the search palette (dynamic routes, technical pages). */
  readonly hidden?: boolean;
  /** Short description of the page; shown in the palette. */
  readonly summary?: string;
};

export type SidebarLeaf = { readonly path: string };
export type SidebarGroup = {
  readonly group: string;
  readonly icon: IconName;
  readonly items: readonly SidebarLeaf[];
  /** Shown when the group has no visible entries (spec: Off-Page SEO "Coming soon..."). */
  readonly emptyText?: string;
};
export type SidebarNode = SidebarLeaf | SidebarGroup;
export type SidebarSection = {
  readonly key: SectionKey;
  readonly label: string;
  readonly tagline: string;
  readonly icon: IconName;
  readonly items: readonly SidebarNode[];
  /** Filled at runtime (the personas of the current brand), not from this table. */
  readonly dynamic?: "personas";
};

const r = (def: Omit<RouteDef, "built"> & { built?: boolean }): RouteDef => ({ built: false, ...def });

// prettier-ignore
export const ROUTES: readonly RouteDef[] = [
  // Public
  r({ path: "/", label: "Home", icon: "House", module: "auth", public: true, hidden: true, built: false }),
  r({ path: "/auth", label: "Login", icon: "LogIn", module: "auth", public: true, hidden: true }),
  r({ path: "/google-auth-callback", label: "Google sign-in", icon: "KeySquare", module: "auth", public: true, hidden: true }),

  // Brand and start
  r({ path: "/dashboard", label: "Dashboard", icon: "LayoutDashboard", module: "dashboard", built: true, summary: "Open tasks, the current sprint, recent activity and every module at a glance." }),
  r({ path: "/start-here", label: "Start Here", icon: "Rocket", module: "dashboard", built: true, summary: "The set-up checklist for this brand." }),
  r({ path: "/brand-setup", label: "Brand Basic Data", icon: "Building2", module: "brand-setup", built: true, summary: "Name, website, industry, languages, tone of voice, logo, keywords, competitors and prompts." }),
  r({ path: "/brand-onboarding-questionnaire", label: "Brand Onboarding Questionnaire", icon: "ClipboardList", module: "brand-onboarding", aliases: ["/brand-onboarding"], summary: "A step-by-step questionnaire about offer, audience, positioning, goals, channels and budget.", built: true }),
  r({ path: "/settings", label: "Brand Settings (APIs and Prompts)", icon: "Settings", module: "brand-settings", summary: "The brand's API tokens per provider and its prompt templates." , built: true }),
  r({ path: "/user-settings", label: "User Settings", icon: "User", module: "user-settings", section: "account", summary: "Your name, avatar, email, password, sessions and theme.", built: true }),
  r({ path: "/brand-team", label: "Brand Team", icon: "Users", module: "brand-team", summary: "Invite people by email, change their roles, transfer ownership.", built: true }),
  r({ path: "/role-management", label: "Role Management", icon: "ShieldCheck", module: "role-management", summary: "Roles and what each may view or edit, module by module.", built: true }),
  r({ path: "/vector-store", label: "Vector Store Management", icon: "Database", module: "vector-store", summary: "Training files the AI features draw on.", built: true }),
  r({ path: "/activity", label: "Activity Log", icon: "History", module: "activity-log", aliases: ["/activity-log"], summary: "Who changed what, and when, in this brand.", built: true }),
  r({ path: "/api-calls-audit", label: "API Calls Audit", icon: "Activity", module: "api-calls-audit", summary: "Every outbound API call: provider, endpoint, status, latency and cost." , built: true }),
  r({ path: "/integrations", label: "Integrations", icon: "Plug", module: "integrations", section: "brand-management", summary: "Search Console, Analytics and the other services this brand connects." , built: true }),
  r({ path: "/prompts", label: "Prompts", icon: "MessageSquareText", module: "saio", built: true, summary: "The questions asked to AI assistants to check whether they mention the brand." }),
  r({ path: "/not-found", label: "Page not found", icon: "CircleAlert", module: "dashboard", hidden: true, built: true }),

  // Templates, SOPs and minutes
  r({ path: "/tmplt-industries", label: "Template Industries", icon: "Factory", module: "templates", aliases: ["/template-industries"], summary: "Task templates organised by industry." , built: true }),
  r({ path: "/tmplt-usecases", label: "Template Usecases", icon: "Shapes", module: "templates", aliases: ["/template-usecases"], summary: "Task templates organised by use case." , built: true }),
  r({ path: "/template/[type]/[templateId]", label: "Template", icon: "FileText", module: "templates", section: "sops", hidden: true , built: true }),
  r({ path: "/template/[type]/[templateId]/assign-tasks", label: "Assign Template Tasks", icon: "ListChecks", module: "templates", section: "sops", hidden: true , built: true }),
  r({ path: "/project-moms", label: "Project's MoMs & Transcripts", icon: "NotebookPen", module: "meeting-minutes", summary: "Minutes of meetings and transcripts, turned into tasks." , built: true }),
  r({ path: "/project-moms/[transcriptId]/assign-tasks", label: "Assign Tasks from Transcript", icon: "ListChecks", module: "meeting-minutes", section: "digital-operations", hidden: true , built: true }),
  r({ path: "/sop-dashboard", label: "SOP Dashboard", icon: "LayoutGrid", module: "sops", summary: "How the brand's standard operating procedures are progressing." , built: true }),
  r({ path: "/sops", label: "SOPs", icon: "BookOpen", module: "sops", summary: "Standard operating procedures by area and task group." , built: true }),
  r({ path: "/sops/area/[areaId]/assign-tasks", label: "Assign SOP Area Tasks", icon: "ListChecks", module: "sops", section: "sops", hidden: true , built: true }),
  r({ path: "/sops/taskgroup/[taskGroupId]/assign-tasks", label: "Assign SOP Task Group Tasks", icon: "ListChecks", module: "sops", section: "sops", hidden: true , built: true }),

  // Personas and focus groups
  r({ path: "/personas-dashboard", label: "Personas Dashboard", icon: "LayoutDashboard", module: "personas", built: true, summary: "The brand's synthetic personas and briefs at a glance." }),
  r({ path: "/personas", label: "Generate Personas", icon: "UserRoundPlus", module: "personas", built: true, summary: "Generate synthetic personas from a brief." }),
  r({ path: "/personas-simple", label: "Generate Personas (Simple)", icon: "UserRoundPlus", module: "personas", built: true, section: "synthetic-personas", summary: "A quicker persona generator with fewer settings." }),
  r({ path: "/my-personas", label: "My Personas", icon: "UsersRound", module: "personas", built: true, summary: "Every persona generated for this brand." }),
  r({ path: "/personas/[id]", label: "Persona", icon: "UserRound", module: "personas", built: true, section: "personas", aliases: ["/persona/[id]"], hidden: true }),
  r({ path: "/persona-details/[id]", label: "Persona Details", icon: "UserRound", module: "personas", built: true, section: "synthetic-personas", hidden: true }),
  r({ path: "/personas-brief", label: "Generate Personas Brief", icon: "FileUser", module: "personas", built: true, summary: "Describe the audience a set of personas should represent." }),
  r({ path: "/personas-brief-list", label: "Personas Brief List", icon: "FileText", module: "personas", built: true, summary: "The persona briefs written for this brand." }),
  r({ path: "/personas-brief-settings", label: "Personas Brief Settings", icon: "SlidersHorizontal", module: "personas", built: true, summary: "Defaults used when writing persona briefs." }),
  r({ path: "/recruiting-participants", label: "Recruiting Participants", icon: "Contact", module: "personas", built: true, summary: "Pick personas to take part in a focus group." }),
  r({ path: "/participants", label: "Participants", icon: "UserCheck", module: "personas", built: true, summary: "The personas recruited as focus-group participants." }),
  r({ path: "/projects", label: "Projects", icon: "FolderKanban", module: "focus-groups", built: true, summary: "Focus-group projects and their status." }),
  r({ path: "/preparing-inputs", label: "Preparing Inputs", icon: "FileInput", module: "focus-groups", built: true, summary: "The questions and context a focus group works from." }),
  r({ path: "/preparing-stimuli", label: "Preparing Stimuli", icon: "Image", module: "focus-groups", built: true, summary: "Concepts, ads or pages shown to the participants." }),
  r({ path: "/contacting-fg", label: "Contacting Focus Group", icon: "Send", module: "focus-groups", built: true, aliases: ["/contacting-focus-group"], summary: "Run the session with the recruited participants." }),
  r({ path: "/fg-dashboard", label: "Focus Groups Dashboard", icon: "LayoutDashboard", module: "focus-groups", built: true, aliases: ["/focus-groups-dashboard"], summary: "All focus groups and their outcomes." }),
  r({ path: "/fg-results", label: "Focus Group Results", icon: "ChartColumn", module: "focus-groups", built: true, aliases: ["/focus-group-results"], summary: "Answers and themes from each focus group." }),
  r({ path: "/fg-feedback-analysis", label: "Focus Group Feedback Analysis", icon: "MessagesSquare", module: "focus-groups", built: true, section: "focus-groups", summary: "Sentiment and themes across the participants' feedback." }),

  // Growth hacking
  r({ path: "/brainstorming-ideas", label: "Brainstorming Ideas", icon: "Lightbulb", module: "growth-hacking", summary: "Collect growth experiment ideas." , built: true }),
  r({ path: "/prioritization", label: "Prioritization", icon: "ArrowUpDown", module: "growth-hacking", summary: "Score and rank ideas before they become experiments." , built: true }),
  r({ path: "/gh-dashboard", label: "Growth Hacking Dashboard", icon: "LayoutDashboard", module: "growth-hacking", aliases: ["/growth-hacking-dashboard"], summary: "Experiments, learnings and sprint progress.", built: true }),
  r({ path: "/growth-planning", label: "Growth Planning", icon: "Map", module: "growth-hacking", summary: "Plan which experiments run in which sprint." , built: true }),
  r({ path: "/growth-tasking", label: "Growth Tasking", icon: "ListTodo", module: "growth-hacking", summary: "Break experiments into tasks for the squad." , built: true }),
  r({ path: "/growth-tasks", label: "Growth Tasks", icon: "SquareCheckBig", module: "growth-hacking", summary: "The tasks of the growth experiments." , built: true }),
  r({ path: "/growth-learnings", label: "Growth Learnings", icon: "GraduationCap", module: "growth-hacking", summary: "What each experiment taught." , built: true }),
  r({ path: "/growth-squad", label: "Growth Squad", icon: "UsersRound", module: "growth-hacking", summary: "The people tasks are assigned to." , built: true }),
  r({ path: "/gh-onepager", label: "Growth One-Pager", icon: "FileSpreadsheet", module: "growth-hacking", aliases: ["/growth-one-pager"], summary: "The growth strategy on one page." , built: true }),
  r({ path: "/growth-pillars", label: "Growth Pillars", icon: "Columns3", module: "growth-hacking", section: "growth-hacking", summary: "Define the pillars growth rests on." , built: true }),
  r({ path: "/growth-pillars-overview", label: "Growth Pillars Overview", icon: "Columns3", module: "growth-hacking", summary: "All growth pillars side by side." , built: true }),
  r({ path: "/growth-metrics", label: "Growth Metrics", icon: "Gauge", module: "growth-hacking", section: "growth-hacking", summary: "Define the metrics each pillar moves." , built: true }),
  r({ path: "/growth-metrics-overview", label: "Growth Metrics Overview", icon: "Gauge", module: "growth-hacking", summary: "All growth metrics and their trend." , built: true }),
  r({ path: "/sales-channels", label: "Sales Channels", icon: "Network", module: "growth-hacking", summary: "Where the brand sells and how each channel performs." , built: true }),
  r({ path: "/sprints", label: "Sprints", icon: "CalendarRange", module: "growth-hacking", summary: "Generate and manage the year's sprints." , built: true }),

  // Tasks
  r({ path: "/tasks", label: "Tasks", icon: "SquareCheckBig", module: "tasks", summary: "Every task of this brand." , built: true }),
  r({ path: "/tasks/[brandId]/[taskId]", label: "Task", icon: "SquareCheckBig", module: "tasks", section: "digital-operations", crossBrand: true, hidden: true , built: true }),
  r({ path: "/tasks-journal", label: "Tasks Journal / Report", icon: "Notebook", module: "tasks", summary: "What was done, day by day." , built: true }),
  r({ path: "/my-tasks", label: "My Tasks", icon: "UserCheck", module: "tasks", section: "digital-operations", summary: "Tasks assigned to you in this brand." , built: true }),
  r({ path: "/my-tasks-all-brands", label: "My Tasks (All Brands)", icon: "UserCheck", module: "tasks", section: "digital-operations", crossBrand: true, summary: "Tasks assigned to you across every brand." , built: true }),
  r({ path: "/tasks-monitoring", label: "Tasks Monitoring", icon: "Monitor", module: "tasks", summary: "Status of every task of this brand." , built: true }),
  r({ path: "/tasks-monitoring-all-brands", label: "Tasks Monitoring (All Brands)", icon: "Monitor", module: "tasks", section: "digital-operations", crossBrand: true, summary: "Status of tasks across every brand." , built: true }),
  r({ path: "/tasks-aging", label: "Tasks Aging", icon: "Hourglass", module: "tasks", summary: "Tasks that have been open too long." , built: true }),
  r({ path: "/task-planning", label: "Task Planning", icon: "ClipboardCheck", module: "tasks", summary: "Plan tasks into sprints." , built: true }),
  r({ path: "/task-scheduling", label: "Task Scheduling", icon: "CalendarClock", module: "tasks", summary: "Schedule recurring tasks." , built: true }),
  r({ path: "/scheduled-tasks", label: "Scheduled Tasks", icon: "CalendarCheck", module: "tasks", summary: "Tasks that will be created on a schedule." , built: true }),

  // SEO and SAIO
  r({ path: "/seo-dashboard", label: "SEO Dashboard", icon: "LayoutDashboard", module: "seo", summary: "Keywords, rankings and on-site health at a glance." , built: true }),
  r({ path: "/keyword-research", label: "Keyword Research", icon: "Search", module: "seo", summary: "Find keywords with their volume and difficulty.", built: true }),
  r({ path: "/branded-keywords", label: "Branded Keywords Classification", icon: "Tag", module: "seo", summary: "Separate branded from non-branded keywords.", built: true }),
  r({ path: "/search-keywords", label: "Search Keywords", icon: "KeyRound", module: "performance-marketing", summary: "Paid keywords and search terms with their organic position, n-gram mining and bulk negatives.", built: true }),
  r({ path: "/serps-research", label: "SERPs Research", icon: "Globe", module: "seo", built: true, summary: "Who ranks for a keyword, and with what." }),
  r({ path: "/keywords-5ws", label: "Keywords 5Ws", icon: "CircleHelp", module: "seo", summary: "Who, what, where, when and why questions around a keyword.", built: true }),
  r({ path: "/keyword-assistant", label: "Keyword Assistant", icon: "Sparkles", module: "seo", summary: "Ask for keyword ideas in plain language.", built: true }),
  r({ path: "/onpage-seo-audit", label: "On-Page SEO Audit", icon: "ClipboardCheck", module: "seo", aliases: ["/on-page-seo-audit"], summary: "Crawl the site and check its titles, headings, links and content.", built: true }),
  r({ path: "/3danalysis_step1", label: "3D Analysis · Step 1", icon: "Box", module: "seo", aliases: ["/3d-analysis"], summary: "Step 1 of the 3D analysis of the site's keywords and pages.", built: true }),
  r({ path: "/3danalysis_step2", label: "3D Analysis · Step 2", icon: "Box", module: "seo", aliases: ["/3d-analysis-step2"], summary: "Step 2 of the 3D analysis.", built: true }),
  r({ path: "/3danalysis_step3", label: "3D Analysis · Step 3", icon: "Box", module: "seo", aliases: ["/3d-analysis-step3"], summary: "Step 3 of the 3D analysis.", built: true }),
  r({ path: "/3danalysis_step4", label: "3D Analysis · Step 4", icon: "Box", module: "seo", aliases: ["/3d-analysis-step4"], summary: "Step 4 of the 3D analysis.", built: true }),
  r({ path: "/historical-declines", label: "Historical Declines", icon: "TrendingDown", module: "seo", built: true, summary: "Pages and keywords that lost traffic over time." }),
  r({ path: "/seo-selection-groups", label: "Focus Keywords Groups", icon: "Target", module: "seo", built: true, summary: "Groups of keywords the SEO work focuses on." }),
  r({ path: "/ppc-selection-groups", label: "PPC Selection Groups", icon: "Crosshair", module: "performance-marketing", summary: "Ad-group-ready keyword groups with match types and sibling negatives, exported for Google Ads Editor.", built: true }),
  r({ path: "/predictive-analytics", label: "Predictive Analytics", icon: "ChartLine", module: "seo", built: true, summary: "Forecast traffic from ranking changes." }),
  r({ path: "/rankings", label: "Rankings", icon: "Trophy", module: "seo", section: "seo", summary: "Where the brand ranks for its keywords." , built: true }),
  r({ path: "/run-analysis", label: "Run Analysis", icon: "Play", module: "saio", built: true, summary: "Ask AI assistants the brand's prompts and record the mentions." }),
  r({ path: "/scheduler", label: "Schedule Management", icon: "Clock", module: "saio", built: true, summary: "Run the AI-mention analysis on a schedule." }),
  r({ path: "/seo-analytics", label: "SEO Analytics", icon: "ChartPie", module: "seo", summary: "Search Console and Analytics figures.", built: true }),
  r({ path: "/settings-seo", label: "SEO Settings", icon: "Cog", module: "seo", aliases: ["/seo-settings"], summary: "Defaults for the SEO modules." , built: true }),
  r({ path: "/saio-dashboard", label: "SAIO Dashboard", icon: "Bot", module: "saio", built: true, summary: "How often AI answers mention the brand and its competitors." }),
  r({ path: "/dynamic-competitor-classification", label: "Dynamic Competitor Classification", icon: "Split", module: "saio", built: true, summary: "Classify the competitors AI answers mention." }),
  r({ path: "/competitors-keywords", label: "Competitors Keywords", icon: "Swords", module: "seo", built: true, summary: "Keywords competitors rank for." }),
  r({ path: "/competitors-backlinks", label: "Competitors Backlinks", icon: "Link2", module: "seo", built: true, summary: "Who links to competitors." }),

  // Content and social
  r({ path: "/content-briefs", label: "2. Generate Content Briefs", title: "Generate Content Briefs", icon: "PenLine", module: "content-marketing", built: true, summary: "Turn an idea and its top articles into a brief." }),
  r({ path: "/content-ideas", label: "2. Generate Content Ideas", title: "Generate Content Ideas", icon: "Lightbulb", module: "content-marketing", summary: "Generate content ideas for the brand.", built: true }),
  r({ path: "/getting-top-articles", label: "Getting Top Articles", icon: "Newspaper", module: "content-marketing", summary: "Collect the top-ranking articles for a topic.", built: true }),
  r({ path: "/getting-proper-structure", label: "Getting Proper Structure", icon: "Layers", module: "content-marketing", summary: "Derive an article structure from the top articles.", built: true }),
  r({ path: "/training-linkedin", label: "1. Training", title: "LinkedIn Training", icon: "GraduationCap", module: "social-media", built: true, summary: "Teach the LinkedIn writer the brand's voice." }),
  r({ path: "/linkedin-content-ideas", label: "2. Generate Content Ideas", title: "LinkedIn Content Ideas", icon: "Lightbulb", module: "social-media", built: true, summary: "Generate LinkedIn post ideas." }),
  r({ path: "/linkedin-posts-suggested", label: "3. Review Generated Posts", title: "Review Generated LinkedIn Posts", icon: "FileText", module: "social-media", built: true, summary: "Review the LinkedIn posts written from the ideas." }),
  r({ path: "/cm-posts-suggested", label: "3. Review Generated Posts", title: "Review Generated Content Posts", icon: "FileText", module: "content-marketing", summary: "Review the posts written from the content ideas.", built: true }),
  r({ path: "/cm-posts-selected", label: "4. CM Posts to be Scheduled", title: "CM Posts to be Scheduled", icon: "CalendarDays", module: "content-marketing", summary: "Approved content posts waiting to be scheduled.", built: true }),
  r({ path: "/sm-posts-selected", label: "SM Posts to be scheduled", icon: "CalendarDays", module: "social-media", summary: "Approved social posts waiting to be scheduled.", built: true }),
  r({ path: "/social-media-channel-suggestion", label: "Channel Mix", icon: "Share2", module: "social-media", summary: "Which social channels suit the brand.", built: true }),
  r({ path: "/sm-instagram-analysis", label: "Instagram Analysis", icon: "Camera", module: "social-media", summary: "Analyse an Instagram profile's posts and engagement.", built: true }),
  r({ path: "/sm-instagram-profile-comparisons", label: "Instagram Profile Comparisons", icon: "Camera", module: "social-media", summary: "Compare Instagram profiles side by side.", built: true }),
  r({ path: "/sm-batch-jobs", label: "Social Media Batch Jobs", icon: "Workflow", module: "social-media", section: "social-media", summary: "Long-running social media analyses and their progress.", built: true }),
  r({ path: "/sm-competitors-list", label: "Competitors List", icon: "Swords", module: "social-media", summary: "The competitors whose social profiles are tracked.", built: true }),
  r({ path: "/social-media-settings", label: "Social Media Settings", icon: "Cog", module: "social-media", summary: "Accounts and defaults for social media.", built: true }),
  r({ path: "/cm-settings", label: "Settings", title: "Content Marketing Settings", icon: "Cog", module: "content-marketing", aliases: ["/content-marketing-settings"], summary: "Defaults for content marketing.", built: true }),
  r({ path: "/performance-marketing-dashboard", label: "Performance Marketing Dashboard", icon: "Megaphone", module: "performance-marketing", summary: "Spend, conversions, CPA and ROAS against budget and targets; wasted spend and the week's movers.", built: true }),
  r({ path: "/performance-marketing-settings", label: "Performance Marketing Settings", icon: "Cog", module: "performance-marketing", summary: "Currency, budget, targets, negative-candidate thresholds, negative lists and the brand-term wall.", built: true }),
];

const leaf = (path: string): SidebarLeaf => ({ path });
const group = (name: string, icon: IconName, paths: string[], emptyText?: string): SidebarGroup => ({
  group: name,
  icon,
  items: paths.map(leaf),
  ...(emptyText ? { emptyText } : {}),
});

/** Entries above the sections (spec: "/dashboard Dashboard; /start-here Start Here"). */
export const SIDEBAR_TOP: readonly string[] = ["/dashboard", "/start-here"];

/** The sidebar exactly as spec §2 lists it, in its order. */
export const SIDEBAR: readonly SidebarSection[] = [
  {
    key: "brand-management",
    label: "Brand Management",
    tagline: "Who the brand is and who works on it",
    icon: "Building2",
    items: [
      leaf("/brand-setup"),
      leaf("/brand-onboarding-questionnaire"),
      leaf("/settings"),
      leaf("/brand-team"),
      leaf("/role-management"),
      group("AI Training", "Brain", ["/vector-store"]),
    ],
  },
  {
    key: "logs-audits",
    label: "Logs & Audits",
    tagline: "Every change and API call, traceable",
    icon: "History",
    items: [leaf("/activity"), leaf("/api-calls-audit")],
  },
  {
    key: "content-marketing",
    label: "Content Marketing",
    tagline: "From ideas to briefs to scheduled posts",
    icon: "PenLine",
    items: [
      group("Brainstorming", "Lightbulb", ["/content-ideas", "/cm-posts-suggested"]),
      leaf("/getting-top-articles"),
      leaf("/getting-proper-structure"),
      leaf("/content-briefs"),
      leaf("/cm-posts-selected"),
      leaf("/cm-settings"),
    ],
  },
  {
    key: "performance-marketing",
    label: "Performance Marketing",
    tagline: "Paid search keywords and campaigns",
    icon: "Megaphone",
    items: [
      leaf("/performance-marketing-dashboard"),
      leaf("/search-keywords"),
      leaf("/ppc-selection-groups"),
      leaf("/performance-marketing-settings"),
    ],
  },
  {
    key: "social-media",
    label: "Social Media Management",
    tagline: "Instagram, LinkedIn and the channel mix",
    icon: "Share2",
    items: [
      group("Instagram", "Camera", ["/sm-instagram-analysis", "/sm-instagram-profile-comparisons"]),
      group("LinkedIn", "BriefcaseBusiness", ["/training-linkedin", "/linkedin-content-ideas", "/linkedin-posts-suggested"]),
      leaf("/sm-competitors-list"),
      leaf("/sm-posts-selected"),
      leaf("/social-media-channel-suggestion"),
      leaf("/social-media-settings"),
    ],
  },
  {
    key: "seo",
    label: "SEO",
    tagline: "Keywords, rankings and on-site health",
    icon: "Search",
    items: [
      leaf("/seo-dashboard"),
      leaf("/seo-analytics"),
      leaf("/predictive-analytics"),
      leaf("/serps-research"),
      leaf("/integrations"),
      leaf("/settings-seo"),
      group("All about Keywords", "KeyRound", ["/keyword-research", "/keyword-assistant", "/keywords-5ws", "/competitors-keywords"]),
      group("On-Site SEO", "Globe", [
        "/3danalysis_step1",
        "/3danalysis_step2",
        "/3danalysis_step3",
        "/3danalysis_step4",
        "/historical-declines",
        "/seo-selection-groups",
        "/branded-keywords",
      ]),
      group("On-Page SEO", "FileText", ["/onpage-seo-audit"]),
      group("Off-Page SEO", "Link2", ["/competitors-backlinks"], "Coming soon..."),
    ],
  },
  {
    key: "saio",
    label: "SAIO",
    tagline: "How AI answers mention the brand",
    icon: "Bot",
    items: [
      leaf("/saio-dashboard"),
      leaf("/prompts"),
      leaf("/run-analysis"),
      leaf("/scheduler"),
      leaf("/dynamic-competitor-classification"),
    ],
  },
  {
    key: "synthetic-personas",
    label: "Synthetic Personas",
    tagline: "AI personas built from your briefs",
    icon: "UsersRound",
    items: [
      leaf("/personas-dashboard"),
      leaf("/fg-dashboard"),
      leaf("/personas-brief-settings"),
      leaf("/personas-brief"),
      leaf("/personas"),
      leaf("/my-personas"),
      leaf("/recruiting-participants"),
      leaf("/participants"),
      leaf("/personas-brief-list"),
    ],
  },
  {
    key: "personas",
    label: "Personas",
    tagline: "The personas generated for this brand",
    icon: "UserRound",
    items: [],
    dynamic: "personas",
  },
  {
    key: "focus-groups",
    label: "Focus Groups",
    tagline: "Synthetic focus groups, end to end",
    icon: "MessagesSquare",
    items: [leaf("/projects"), leaf("/preparing-stimuli"), leaf("/preparing-inputs"), leaf("/contacting-fg"), leaf("/fg-results")],
  },
  {
    key: "digital-operations",
    label: "Digital Operations",
    tagline: "Tasks, schedules and meeting minutes",
    icon: "Briefcase",
    items: [
      leaf("/tasks-monitoring"),
      leaf("/task-planning"),
      leaf("/tasks"),
      leaf("/task-scheduling"),
      leaf("/scheduled-tasks"),
      leaf("/tasks-aging"),
      leaf("/tasks-journal"),
      leaf("/project-moms"),
      leaf("/sops"),
      leaf("/sop-dashboard"),
    ],
  },
  {
    key: "sops",
    label: "SOPs",
    tagline: "Standard procedures and templates",
    icon: "BookOpen",
    items: [leaf("/sop-dashboard"), leaf("/sops"), leaf("/tmplt-industries"), leaf("/tmplt-usecases")],
  },
  {
    key: "growth-hacking",
    label: "Growth Hacking",
    tagline: "Experiments, squad and sprints",
    icon: "TrendingUp",
    items: [
      leaf("/gh-dashboard"),
      leaf("/gh-onepager"),
      leaf("/sales-channels"),
      leaf("/growth-pillars-overview"),
      leaf("/growth-metrics-overview"),
      leaf("/growth-squad"),
      leaf("/brainstorming-ideas"),
      leaf("/prioritization"),
      leaf("/sprints"),
      leaf("/growth-planning"),
      leaf("/growth-tasks"),
      leaf("/growth-tasking"),
      leaf("/growth-learnings"),
    ],
  },
];

/** Palette-only group for pages that belong to the person, not to a sidebar section. */
export const ACCOUNT_SECTION = { key: "account" as const, label: "Account", icon: "User" as IconName };

export function isGroup(node: SidebarNode): node is SidebarGroup {
  return "group" in node;
}

// ---------------------------------------------------------------------------------------------
// Derived lookups

const byPath = new Map<string, RouteDef>(ROUTES.map((route) => [route.path, route]));

export function getRoute(path: string): RouteDef | undefined {
  return byPath.get(path);
}

/** Where a route sits in the sidebar first (breadcrumbs, palette grouping), or its declared home. */
export type Placement = { section: SectionKey; group?: string };

const placements = new Map<string, Placement>();
for (const section of SIDEBAR) {
  for (const node of section.items) {
    if (isGroup(node)) {
      for (const item of node.items) if (!placements.has(item.path)) placements.set(item.path, { section: section.key, group: node.group });
    } else if (!placements.has(node.path)) {
      placements.set(node.path, { section: section.key });
    }
  }
}

/** The route's home: its declared section, else where the sidebar lists it first. */
export function placementOf(route: RouteDef): Placement | null {
  return route.section ? { section: route.section } : (placements.get(route.path) ?? null);
}

/**
 * Whether the role may open the page at `href` (query and hash ignored; an unknown address: no):
 * the one filter behind the sidebar, the palette,
 * the dashboard's cards, Start Here and the modules' links, matching what the page itself checks.
 */
export function canOpen(access: ModuleAccess | null, href: string): boolean {
  const route = resolvePath(href.split(/[?#]/)[0]!)?.route;
  return !!route && (!!route.crossBrand || mayView(access, route.module));
}

export function sectionLabel(key: SectionKey): string {
  if (key === "account") return ACCOUNT_SECTION.label;
  return SIDEBAR.find((s) => s.key === key)?.label ?? key;
}

export function pageTitle(route: RouteDef): string {
  return route.title ?? route.label;
}

/** A page's metadata from its registry entry, so `<label> · Growth OS` is written in one place. */
export function routeMetadata(path: string): { title: string } {
  const route = getRoute(path);
  if (!route) throw new Error(`${path} is not in the navigation registry`);
  return { title: pageTitle(route) };
}

function isDynamic(path: string): boolean {
  return path.includes("[");
}

type Spelling = { route: RouteDef; pattern: string; alias: boolean };

const matchers = compilePatterns<Spelling>(
  ROUTES.flatMap((route) => [{ route, pattern: route.path, alias: false }, ...(route.aliases ?? []).map((pattern) => ({ route, pattern, alias: true }))]),
  (s) => s.pattern,
);

export type ResolvedRoute = {
  route: RouteDef;
  params: Record<string, string>;
  /** The requested path was an alias; `canonical` is where it should redirect. */
  alias: boolean;
  canonical: string;
};

/** Resolves a pathname (no query, no trailing slash) to its route, or null for an unknown path. */
export function resolvePath(pathname: string): ResolvedRoute | null {
  const hit = matchPath(matchers, pathname);
  if (!hit) return null;
  const { route, alias } = hit.entry;
  // Alias and canonical may name the same parameter differently (/template/[type] vs [templateType]).
  return { route, params: hit.params, alias, canonical: alias ? fillPath(route.path, hit.values) : hit.clean };
}

export { fillPath };

/**
 * What the sidebar needs, computed on the server and passed down as props: the client then ships
 * none of this table (labels, summaries, aliases of ~100 routes), only the pages' matcher list.
 */
export type NavLeaf = { path: string; label: string };
export type NavGroup = { group: string; items: NavLeaf[]; emptyText?: string };
export type NavSection = { key: SectionKey; label: string; tagline: string; icon: IconName; dynamic?: "personas"; items: (NavLeaf | NavGroup)[] };
/** One spelling of a shell page: its pattern, the canonical path it stands for and the sidebar section holding it. */
export type NavSpelling = PatternSpelling<SectionKey>;
/** `spellings`: the NavSpelling list packed into one string (packSpellings; the client unpacks it). */
export type SidebarNav = { top: (NavLeaf & { icon: IconName })[]; sections: NavSection[]; spellings: string };

let nav: { full: SidebarNav; spellings: NavSpelling[] } | undefined;

function built(): { full: SidebarNav; spellings: NavSpelling[] } {
  if (nav) return nav;
  const full = buildSidebarNav();
  return (nav = { full: { ...full, spellings: packSpellings(full.spellings) }, spellings: full.spellings });
}

/** Built once: it depends only on the tables above, and the shell layout asks on every request. */
export function sidebarNav(): SidebarNav {
  return built().full;
}

function buildSidebarNav(): Omit<SidebarNav, "spellings"> & { spellings: NavSpelling[] } {
  const leafOf = (path: string): NavLeaf => ({ path, label: getRoute(path)!.label });
  return {
    top: SIDEBAR_TOP.map((path) => ({ ...leafOf(path), icon: getRoute(path)!.icon })),
    sections: SIDEBAR.map(({ key, label, tagline, icon, dynamic, items }) => ({
      key,
      label,
      tagline,
      icon,
      ...(dynamic ? { dynamic } : {}),
      items: items.map((node) => (isGroup(node) ? { group: node.group, items: node.items.map((i) => leafOf(i.path)), ...(node.emptyText ? { emptyText: node.emptyText } : {}) } : leafOf(node.path))),
    })),
    spellings: ROUTES.filter((route) => !route.public).flatMap((route) => {
      // The section to unfold is the one that lists the page, even when its home is elsewhere.
      const section = placements.get(route.path)?.section ?? route.section ?? null;
      return [route.path, ...(route.aliases ?? [])].map((pattern) => ({ pattern, path: route.path, section, alias: pattern !== route.path }));
    }),
  };
}

/**
 * The sidebar of a role: only pages it may open, sections and sub-groups left empty by that
 * dropped (an empty "Coming soon..." group of the spec stays). null access: the whole sidebar.
 */
export function sidebarNavFor(access: ModuleAccess | null): SidebarNav {
  const { full, spellings } = built();
  if (!access) return full;
  const open = (leaf: NavLeaf) => canOpen(access, leaf.path);
  const sections = full.sections.flatMap((section): NavSection[] => {
    if (section.dynamic === "personas") return mayView(access, "personas") ? [section] : [];
    const items = section.items.flatMap((node): (NavLeaf | NavGroup)[] => {
      if (!("group" in node)) return open(node) ? [node] : [];
      if (node.items.length === 0) return [node];
      const kept = node.items.filter(open);
      return kept.length > 0 ? [{ ...node, items: kept }] : [];
    });
    return items.length > 0 ? [{ ...section, items }] : [];
  });
  return { top: full.top.filter(open), sections, spellings: packSpellings(spellings.filter((s) => mayView(access, getRoute(s.path)!.module))) };
}

/** Every route the signed-in shell serves (not the public ones). */
export const SHELL_ROUTES: readonly RouteDef[] = ROUTES.filter((route) => !route.public);

/** Entries of the search palette, grouped by top-level section in sidebar order. */
export type PaletteEntry = { path: string; label: string; sectionKey: SectionKey | "top"; section: string; group?: string; keywords: string[] };

/** The palette's entries; with `access`, only the pages that role may open (canOpen). */
export function paletteEntries(access: ModuleAccess | null = null): PaletteEntry[] {
  const entries: PaletteEntry[] = [];
  const seen = new Set<string>();
  const push = (route: RouteDef, sectionKey: SectionKey | "top", section: string, group?: string) => {
    if (seen.has(route.path) || route.hidden || route.public || isDynamic(route.path) || !canOpen(access, route.path)) return;
    // A page whose home is another section is listed there (Integrations under Brand Management).
    if (sectionKey !== "top" && route.section && route.section !== sectionKey) return;
    seen.add(route.path);
    const keywords = [route.title, group, ...(route.aliases ?? [])].filter((k): k is string => !!k);
    entries.push({ path: route.path, label: route.label, sectionKey, section, ...(group ? { group } : {}), keywords });
  };
  for (const path of SIDEBAR_TOP) push(getRoute(path)!, "top", "Pages");
  for (const section of SIDEBAR) {
    for (const node of section.items) {
      if (isGroup(node)) for (const item of node.items) push(getRoute(item.path)!, section.key, section.label, node.group);
      else push(getRoute(node.path)!, section.key, section.label);
    }
    // Pages at home in the section that the sidebar lists elsewhere or not at all (e.g. /my-tasks under Digital Operations).
    for (const route of ROUTES) if (route.section === section.key) push(route, section.key, section.label);
  }
  for (const route of ROUTES) if (route.section === "account") push(route, "account", ACCOUNT_SECTION.label);
  return entries;
}
