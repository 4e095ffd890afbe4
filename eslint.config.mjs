import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/** Imports flow one way: app → modules → lib / components/ui / db (ARCHITECTURE.md). */
const boundaries = {
  "import/no-restricted-paths": [
    "error",
    {
      zones: [
        { target: "./modules", from: "./app", message: "modules must not import routes (app → modules, never back)." },
        {
          target: ["./lib", "./db", "./components/ui"],
          from: ["./app", "./modules"],
          message: "lib, db and components/ui are below modules and app.",
        },
      ],
    },
  ],
};

// Importing sonner directly puts it in the first load of every page that imports the file.
const restrictedImports = [
  { name: "sonner", importNames: ["toast", "Toaster"], message: 'Use toast/Toaster from "@/components/ui/sonner": they load sonner on first use.' },
  {
    name: "date-fns",
    importNames: ["formatDistanceToNow", "formatDistanceToNowStrict"],
    message: "Reading the clock while rendering differs between server and browser (hydration error #418): use <RelativeTime> or formatRelative(at, now) from lib/format.",
  },
];

// The browser's locale and time zone are not the server's: format through lib/format (fixed locale, UTC).
const restrictedSyntax = [
  {
    selector: "CallExpression[arguments.length=0][callee.property.name=/^toLocale(Date|Time)?String$/]",
    message: "Formats in the runtime's locale and zone, so server and browser disagree: use lib/format.",
  },
];

/**
 * The owner connection bypasses row-level security (the tenant wall's second layer). Above lib/ and
 * db/ it is reached only through asSystem(reason, fn) from lib/system, so no module or route can
 * bypass the wall by accident, and every bypass says why (issue #17 §1).
 */
const OWNER_CONNECTION = 'The owner connection bypasses row-level security: use withScope/readsAs (lib/brand-scope), or asSystem("why", (db) => …) from "@/lib/system" for work with no signed-in user.';
const ownerConnection = {
  files: ["modules/**", "app/**"],
  ignores: ["**/*.test.ts", "**/*.test.tsx"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        paths: restrictedImports,
        // "@/db/client" and any relative spelling of it.
        patterns: [{ group: ["**/db/client"], importNames: ["getDb", "getSql"], message: OWNER_CONNECTION }],
      },
    ],
    "no-restricted-syntax": [
      "error",
      ...restrictedSyntax,
      // `import * as client from "@/db/client"` or a dynamic import would slip past the import rule.
      { selector: "MemberExpression[property.name=/^(getDb|getSql)$/]", message: OWNER_CONNECTION },
    ],
  },
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", ".next-*/**", "node_modules/**", ".data/**", ".test-data/**", "next-env.d.ts", "test-results/**", "playwright-report/**", "screenshots/**"],
  },
  {
    rules: {
      ...boundaries,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": ["error", { paths: restrictedImports }],
      "no-restricted-syntax": ["error", ...restrictedSyntax],
    },
  },
  ownerConnection,
  {
    files: ["components/ui/sonner-toaster.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
];

// The demo seed composes a brand from the modules' own logic (the sprint generator, …): it sits
// above modules like a script does, so only routes stay off-limits to it.
config.push({
  files: ["db/seed.ts"],
  rules: { "import/no-restricted-paths": ["error", { zones: [{ target: "./db/seed.ts", from: "./app" }] }] },
});

export default config;
