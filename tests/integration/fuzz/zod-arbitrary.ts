/**
 * A small zod 4 → fast-check deriver for the action fuzz test: from an action's input schema, values
 * that mostly pass it (so the handler runs) with hostile leaves — Unicode edge cases, oversized text,
 * extreme numbers — and uuid fields drawn from a pool (the other brand's row ids). It reads zod's
 * internal definitions (`_zod.def`), which zod 4 documents for library authors.
 */
import fc from "fast-check";
import type { z } from "zod";

/** Text that has broken storage layers before: NUL, lone surrogates, bidi overrides, ZWJ emoji, … */
export const EDGE_STRINGS: readonly string[] = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDC00y",
  "\u202Eevil.exe\u202C",
  "مرحبا بالعالم",
  "שלום",
  "👩‍👩‍👧‍👦",
  "🏳️‍🌈 flag",
  "e\u0301\u0301\u0301",
  "\uFEFFbom",
  "\u200B\u200C\u200D",
  "'; drop table brands; --",
  "%_\\",
  "<script>alert(1)</script>",
  "{{topic}} ${x} {topic}",
  "line\r\nbreak\ttab",
  "\u0085\u2028\u2029",
  "Ω".repeat(300),
  "x".repeat(20_000),
];

export const EDGE_NUMBERS: readonly number[] = [0, -0, -1, 1, 0.5, -1e-9, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, Number.NaN, Infinity, -Infinity];

export type DeriveContext = {
  /** Values for uuid fields (other brands' ids, this brand's ids, random ones). */
  uuid: fc.Arbitrary<string>;
};

type Def = { type: string; [k: string]: unknown };
type Check = { _zod: { def: { check: string; [k: string]: unknown } } };
const defOf = (s: unknown): Def => (s as { _zod: { def: Def } })._zod.def;
const checksOf = (d: Def) => ((d.checks as Check[] | undefined) ?? []).map((c) => c._zod.def);

function lengthBounds(d: Def): { min: number; max: number | undefined } {
  let min = 0;
  let max: number | undefined;
  for (const c of checksOf(d)) {
    if (c.check === "min_length") min = Math.max(min, Number(c.minimum));
    if (c.check === "max_length") max = Math.min(max ?? Infinity, Number(c.maximum));
    if (c.check === "length_equals") min = max = Number(c.length);
  }
  return { min, max };
}

const day = fc.date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2040-12-31T00:00:00Z"), noInvalidDate: true });

function stringArb(d: Def, ctx: DeriveContext): fc.Arbitrary<string> {
  const formats = [d.format as string | undefined, ...checksOf(d).filter((c) => c.check === "string_format").map((c) => c.format as string)].filter(Boolean);
  const pattern = (checksOf(d).find((c) => c.check === "string_format" && c.format === "regex")?.pattern as RegExp | undefined) ?? undefined;
  const edge = fc.constantFrom(...EDGE_STRINGS);
  if (formats.includes("uuid") || formats.includes("guid")) return fc.oneof({ arbitrary: ctx.uuid, weight: 8 }, { arbitrary: edge, weight: 1 });
  if (formats.includes("email")) return fc.oneof(fc.emailAddress(), fc.constantFrom("a@b.test", "üñí@exämple.test", "x@y", `${"a".repeat(300)}@example.test`), edge);
  if (formats.includes("url")) {
    // Loopback only: a fuzzed URL must not leave the machine (nothing answers on port 1).
    return fc.oneof(fc.webPath().map((p) => `http://127.0.0.1:1${p.startsWith("/") ? p : `/${p}`}`), fc.constantFrom("http://localhost:1/", "https://127.0.0.1:1/?q=%00", "javascript:alert(1)", "ftp://127.0.0.1:1/x"), edge);
  }
  if (formats.includes("date")) return fc.oneof(day.map((x) => x.toISOString().slice(0, 10)), fc.constantFrom("0001-01-01", "9999-12-31", "2024-02-30", "2023-02-29"));
  if (formats.includes("datetime")) return fc.oneof(day.map((x) => x.toISOString()), fc.constantFrom("9999-12-31T23:59:59Z", "1970-01-01T00:00:00Z"));
  if (pattern) {
    // fast-check's stringMatching takes no flags: a case-insensitive pattern is matched as written.
    const matching = fc.stringMatching(pattern.flags ? new RegExp(pattern.source) : pattern);
    return fc.oneof({ arbitrary: matching, weight: 4 }, { arbitrary: edge, weight: 1 });
  }
  const { min, max } = lengthBounds(d);
  const bound = Math.min(max ?? 200, Math.max(min, 200));
  const valid = fc.oneof(fc.string({ minLength: min, maxLength: bound }), fc.string({ minLength: min, maxLength: bound, unit: "grapheme" }), fc.string({ minLength: min, maxLength: bound, unit: "binary" }));
  const long = max === undefined ? [fc.constant("y".repeat(200_000))] : [fc.constant("z".repeat(max + 1))];
  return fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: edge, weight: 3 }, { arbitrary: fc.oneof(...long), weight: 1 });
}

function numberArb(d: Def): fc.Arbitrary<number> {
  let min = -1e9;
  let max = 1e9;
  let int = d.format === "safeint" || d.format === "int32" || d.format === "uint32";
  for (const c of checksOf(d)) {
    if (c.check === "greater_than") min = Math.max(min, Number(c.value) + (c.inclusive ? 0 : int ? 1 : 1e-6));
    if (c.check === "less_than") max = Math.min(max, Number(c.value) - (c.inclusive ? 0 : int ? 1 : 1e-6));
    if (c.check === "number_format" && String(c.format).includes("int")) int = true;
  }
  if (min > max) [min, max] = [max, min];
  const valid = int ? fc.integer({ min: Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER)), max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) }) : fc.double({ min, max, noNaN: true });
  return fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: fc.constantFrom(min, max, ...EDGE_NUMBERS), weight: 2 });
}

/** A file-like value for `z.instanceof(Blob)` fields: random bytes under a hostile name and type. */
const blobArb = fc
  .tuple(fc.uint8Array({ maxLength: 2048 }), fc.constantFrom("a.png", "x.svg", "\u202Egpj.exe", "../../etc/passwd", "😀.jpg"), fc.constantFrom("image/png", "image/svg+xml", "text/plain", "", "application/x-msdownload"))
  .map(([bytes, name, type]) => new File([bytes], name, { type }));

/** Values of any type, including the wrong one for the field. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, undefined, true, false, 0, -1, Number.NaN, "", "0", [], {}, [null], { __proto__: null }, "[object Object]"),
  fc.anything({ maxDepth: 2, maxKeys: 4 }),
);

export function arbitraryFor(schema: z.ZodType, ctx: DeriveContext, depth = 0): fc.Arbitrary<unknown> {
  const d = defOf(schema);
  const inner = (s: unknown) => arbitraryFor(s as z.ZodType, ctx, depth + 1);
  if (depth > 6) return fc.constant(undefined);
  switch (d.type) {
    case "string":
      return stringArb(d, ctx);
    case "number":
      return numberArb(d);
    case "bigint":
      return fc.bigInt();
    case "boolean":
      return fc.boolean();
    case "date":
      return fc.oneof(day, fc.constant(new Date(Number.NaN)));
    case "null":
      return fc.constant(null);
    case "undefined":
    case "void":
      return fc.constant(undefined);
    case "literal":
      return fc.constantFrom(...(d.values as unknown[]));
    case "enum":
      return fc.constantFrom(...Object.values(d.entries as Record<string, unknown>));
    case "optional":
      return fc.option(inner(d.innerType), { nil: undefined, freq: 4 });
    case "nullable":
      return fc.option(inner(d.innerType), { nil: null, freq: 4 });
    case "default":
    case "prefault":
      return fc.option(inner(d.innerType), { nil: undefined, freq: 3 });
    case "catch":
    case "readonly":
    case "nonoptional":
    case "success":
      return inner(d.innerType);
    case "pipe":
      return inner(d.in);
    case "lazy":
      return inner((d.getter as () => unknown)());
    case "array": {
      const { min, max } = lengthBounds(d);
      return fc.array(inner(d.element), { minLength: min, maxLength: Math.min(max ?? 5, Math.max(min, 5)) });
    }
    case "set":
      return fc.array(inner(d.valueType), { maxLength: 4 }).map((xs) => new Set(xs));
    case "tuple":
      return fc.tuple(...(d.items as unknown[]).map(inner));
    case "object": {
      const shape = d.shape as Record<string, z.ZodType>;
      const keys = Object.keys(shape);
      const required = keys.filter((k) => !["optional", "default", "prefault"].includes(defOf(shape[k]).type));
      return fc.record(Object.fromEntries(keys.map((k) => [k, inner(shape[k])])), { requiredKeys: required });
    }
    case "record":
      return fc.dictionary(inner(d.keyType).map(String), inner(d.valueType), { maxKeys: 4 });
    case "map":
      return fc.array(fc.tuple(inner(d.keyType), inner(d.valueType)), { maxLength: 3 }).map((e) => new Map(e));
    case "union":
      return fc.oneof(...(d.options as unknown[]).map(inner));
    case "intersection":
      return fc.tuple(inner(d.left), inner(d.right)).map(([l, r]) => (l && r && typeof l === "object" && typeof r === "object" ? { ...l, ...r } : l));
    case "custom":
      return fc.oneof(blobArb, wrongType);
    case "file":
      return blobArb;
    default:
      // any, unknown, transform, promise, …: anything at all.
      return wrongType;
  }
}
