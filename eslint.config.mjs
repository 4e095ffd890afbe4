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
      // Importing sonner directly puts it in the first load of every page that imports the file.
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "sonner", importNames: ["toast", "Toaster"], message: 'Use toast/Toaster from "@/components/ui/sonner": they load sonner on first use.' },
            {
              name: "date-fns",
              importNames: ["formatDistanceToNow", "formatDistanceToNowStrict"],
              message: "Reading the clock while rendering differs between server and browser (hydration error #418): use <RelativeTime> or formatRelative(at, now) from lib/format.",
            },
          ],
        },
      ],
      // The browser's locale and time zone are not the server's: format through lib/format (fixed locale, UTC).
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[arguments.length=0][callee.property.name=/^toLocale(Date|Time)?String$/]",
          message: "Formats in the runtime's locale and zone, so server and browser disagree: use lib/format.",
        },
      ],
    },
  },
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
