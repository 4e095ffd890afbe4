import fs from "node:fs";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/** Imports flow one way: app → modules → lib / components / db (ARCHITECTURE.md). */
const boundaries = {
  "import/no-restricted-paths": [
    "error",
    {
      zones: [
        { target: "./modules", from: "./app", message: "modules must not import routes (app → modules, never back)." },
        {
          target: ["./lib", "./db", "./components"],
          from: ["./app", "./modules"],
          message: "lib, db and components are below modules and app.",
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
// "@/db/client" and any relative spelling of it.
const ownerConnectionImport = { group: ["**/db/client"], importNames: ["getDb", "getSql"], message: OWNER_CONNECTION };
const TESTS = ["**/*.test.ts", "**/*.test.tsx"];
const ownerConnection = {
  files: ["modules/**", "app/**"],
  ignores: TESTS,
  rules: {
    "no-restricted-imports": ["error", { paths: restrictedImports, patterns: [ownerConnectionImport] }],
    "no-restricted-syntax": [
      "error",
      ...restrictedSyntax,
      // `import * as client from "@/db/client"` or a dynamic import would slip past the import rule.
      { selector: "MemberExpression[property.name=/^(getDb|getSql)$/]", message: OWNER_CONNECTION },
    ],
  },
};

/**
 * A module's components are its own: another module reaching into them couples two screens (a
 * badge changed for one silently changes the other). What two modules share moves to components/.
 * One block per module, because the rule has to know which module is "own". (A later block's
 * no-restricted-imports replaces an earlier one's, so each zone repeats the owner-connection pattern
 * for the module's non-test files.)
 */
const moduleZones = fs
  .readdirSync(new URL("./modules", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap(({ name }) => {
    const zone = {
      regex: `^(@/modules/(?!${name}/)[^/]+|(\\.\\./)+(?!${name}/)[a-z0-9-]+)/components(/|$)`,
      message: "Another module's components are its internals: use the shared piece in components/ (move it there if two modules need it).",
    };
    const files = [`modules/${name}/**/*.{ts,tsx}`];
    return [
      { files, rules: { "no-restricted-imports": ["error", { paths: restrictedImports, patterns: [zone, ownerConnectionImport] }] } },
      { files: TESTS.map((t) => `modules/${name}/${t}`), rules: { "no-restricted-imports": ["error", { paths: restrictedImports, patterns: [zone] }] } },
    ];
  });

/**
 * The environment is read in one place: lib/env.ts validates and types it (issue #17 §4). Allowed
 * besides it:
 *  - lib/public-env.ts: NEXT_PUBLIC_ values for browser code, which Next inlines only where
 *    `process.env.NEXT_PUBLIC_X` is written out literally;
 *  - instrumentation.ts: NEXT_RUNTIME and NEXT_PHASE decide whether the app's modules load at all
 *    (Next replaces NEXT_RUNTIME per runtime and drops the Node-only import from the edge build);
 *  - scripts/ (launcher, worker, benches: they set up the environment the app then reads), tests
 *    and test files (they set it per case), and the tools' config files, which run before and
 *    without the app's modules.
 */
const RAW_ENV = "Read the environment through env() from \"@/lib/env\" (validated, typed); NEXT_PUBLIC_ values in browser code through publicEnv() from \"@/lib/public-env\".";
const envReader = {
  files: ["**/*.{ts,tsx,js,mjs,cjs}"],
  ignores: [
    "lib/env.ts",
    "lib/public-env.ts",
    "instrumentation.ts",
    "scripts/**",
    "tests/**",
    ...TESTS,
    "next.config.ts",
    "playwright.config.ts",
    "vitest.config.ts",
    "drizzle.config.ts",
    "eslint.config.mjs",
    "postcss.config.mjs",
  ],
  rules: {
    "no-restricted-properties": [
      "error",
      { object: "process", property: "env", message: RAW_ENV },
      { object: "globalThis", property: "process", message: RAW_ENV },
    ],
  },
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", ".next-*/**", "node_modules/**", ".data/**", ".test-data/**", "next-env.d.ts", "test-results/**", "playwright-report/**", "screenshots/**", "bench/**"],
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
  ...moduleZones,
  envReader,
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
