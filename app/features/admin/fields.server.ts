/**
 * Zod content schema → Decap CMS fields. The editor's forms are generated from the same
 * schemas as `npm run check:content`, so a field added to a schema appears in the editor.
 *
 * What a Decap field can hold: required, one `pattern` (with its message), list bounds
 * (`min`/`max`), select options and number bounds. Lengths are folded into the pattern.
 * Refinements (`.refine`), cross-file rules and image existence are left to the content
 * check, which runs in CI on every editor pull request.
 */
import { z } from "zod";
import { imageRef } from "~/content/schema-helpers";
import { PLAIN_FIELDS } from "./plain-fields.server";

/** A field of Decap's config.yml. */
export interface DecapField {
  name: string;
  label: string;
  /** A list's one item, as its "Add …" button names it. */
  label_singular?: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: string[];
  min?: number;
  max?: number;
  value_type?: string;
  fields?: DecapField[];
  field?: DecapField;
  types?: DecapField[];
  typeKey?: string;
  summary?: string;
  collapsed?: boolean;
  choose_url?: boolean;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
}

interface Check {
  check: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  length?: number;
  value?: number | bigint;
  format?: string;
  pattern?: RegExp;
  error?: (issue: unknown) => unknown;
}
interface Def {
  type: string;
  format?: string;
  pattern?: RegExp;
  checks?: { _zod: { def: Check } }[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => z.ZodType;
  error?: (issue: unknown) => unknown;
}

const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (d: Def): Check[] => (d.checks ?? []).map((c) => c._zod.def);
const messageOf = (fn: ((issue: unknown) => unknown) | undefined): string | undefined => {
  const m = fn?.({ code: "invalid_format", input: "" });
  return typeof m === "string" ? m : m && typeof m === "object" && "message" in m ? String(m.message) : undefined;
};

const IMAGE_PATTERN = (defOf(imageRef()).checks ?? []).map((c) => c._zod.def.pattern?.source).find(Boolean);

/** Prose fields get a multi-line box; every other text is one line. */
const LONG_TEXT = /^(intro|text|description|excerpt|summary|alt|answer|quote|paragraphs|body|note|caption|socialDescription)$/;

/** `socialTitle` → `Title when shared` (PLAIN_FIELDS), `cta` → `Call to action`, `pointsTitle` → its words, `heading` → `Heading`. */
export function labelOf(name: string): string {
  const plain = PLAIN_FIELDS[name];
  if (plain) return plain.label;
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[-_]/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Strips optional/default/pipe wrappers; says whether the value may be left out. */
function unwrap(schema: z.ZodType): { schema: z.ZodType; optional: boolean } {
  let s = schema;
  let optional = false;
  for (;;) {
    const d = defOf(s);
    if (d.type === "optional" || d.type === "default" || d.type === "nullable" || d.type === "prefault") {
      optional = true;
      s = d.innerType!;
    } else if (d.type === "pipe") {
      // z.preprocess(fn, schema) is a pipe from a transform: the editor sees the target schema.
      s = defOf(d.in!).type === "transform" ? d.out! : d.in!;
    } else if (d.type === "lazy") {
      s = d.getter!();
    } else if (d.type === "readonly" || d.type === "catch") {
      s = d.innerType!;
    } else return { schema: s, optional };
  }
}

/** The fields of a file's schema once its wrappers (a transform that derives values, say) are off; null when it is no object. */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  const d = defOf(unwrap(schema).schema) as unknown as { shape?: Record<string, z.ZodType> };
  return d.shape ?? null;
}

/** Length limits and formats of a string schema as one Decap pattern with a readable message. */
function stringPattern(d: Def): [string, string] | undefined {
  let min = 0;
  let max: number | undefined;
  const formats: { source: string; message: string }[] = [];
  const addFormat = (re: RegExp | undefined, message: string) => {
    // Decap builds `new RegExp(pattern)` without flags; a flagged pattern is left to the content check.
    // A unicode pattern may use \p{…} or \u{…}, which mean something else without the flag.
    const needsUnicode = re?.flags.includes("u") && /\\[pPu]\{/.test(re.source);
    if (re && re.flags.replace(/[gu]/g, "") === "" && !needsUnicode) formats.push({ source: re.source, message });
  };
  if (d.format === "email") addFormat(d.pattern, "must be an e-mail address such as studio@example.com");
  if (d.format === "url") addFormat(/^https?:\/\/[^\s/]+\S*$/, "must be a full address starting with https://");
  for (const c of checksOf(d)) {
    if (c.check === "min_length") min = Number(c.minimum);
    else if (c.check === "max_length") max = Number(c.maximum);
    else if (c.check === "length_equals") min = max = c.length!;
    else if (c.check === "string_format" && c.format === "regex") addFormat(c.pattern, messageOf(c.error) ?? `must match ${c.pattern}`);
  }
  const lengthRule = min > 1 || max !== undefined;
  if (!lengthRule && formats.length === 0) return undefined;
  const parts: string[] = [];
  const messages: string[] = [];
  if (lengthRule) {
    parts.push(`(?=[\\s\\S]{${min},${max ?? ""}}$)`);
    messages.push(
      min === max ? `must be exactly ${min} characters` : max === undefined ? `must be at least ${min} characters` : min > 1 ? `must be ${min} to ${max} characters` : `must be at most ${max} characters`,
    );
  }
  for (const f of formats) {
    parts.push(`(?=${f.source.startsWith("^") ? "" : "[\\s\\S]*"}(?:${f.source}))`);
    messages.push(f.message);
  }
  return [`^${parts.join("")}`, messages.join("; ")];
}

function union(d: Def, name: string): Partial<DecapField> {
  const options = d.options!.map((o) => unwrap(o).schema);
  const defs = options.map(defOf);
  if (defs.every((o) => o.type === "literal" || o.type === "enum")) {
    return { widget: "select", options: defs.flatMap((o) => (o.type === "literal" ? o.values!.map(String) : Object.values(o.entries!).map(String))) };
  }
  if (defs.every((o) => o.type === "string")) {
    // One pattern accepting any of the alternatives (e.g. a site path or a full URL).
    const alternatives = defs.map((o) => stringPattern(o)?.[0]).filter((p): p is string => Boolean(p));
    const message = messageOf(d.error) ?? alternatives.join(" or ");
    return alternatives.length === defs.length ? { widget: "string", pattern: [alternatives.map((a) => `(?:${a})`).join("|"), message] } : { widget: "string" };
  }
  throw new Error(`${name}: a union of ${defs.map((o) => o.type).join(", ")} has no editor widget`);
}

/** One section/block type of a discriminated union, as a Decap variable type. */
function variableType(option: z.ZodType, key: string): DecapField {
  const d = defOf(unwrap(option).schema);
  const value = String(defOf(unwrap(d.shape![key]!).schema).values![0]);
  const fields = objectFields(d.shape!, key);
  const summaryField = ["heading", "title", "text", "name", "label"].find((f) => fields.some((x) => x.name === f));
  return { name: value, label: labelOf(value), widget: "object", fields, ...(summaryField ? { summary: `{{fields.${summaryField}}}` } : {}) };
}

/** Fields of an object schema, in the schema's order (`skip`: the discriminator key). */
export function objectFields(shape: Record<string, z.ZodType>, skip?: string): DecapField[] {
  return Object.entries(shape)
    .filter(([key]) => key !== skip)
    .map(([key, schema]) => fieldOf(key, schema));
}

/** The Decap field for one schema property. */
export function fieldOf(name: string, schema: z.ZodType): DecapField {
  const { schema: inner, optional } = unwrap(schema);
  const d = defOf(inner);
  const meta = z.globalRegistry.get(schema) ?? z.globalRegistry.get(inner);
  const base: DecapField = { name, label: labelOf(name), widget: "string", ...(optional ? { required: false } : {}) };
  const hint = meta?.description ?? PLAIN_FIELDS[name]?.hint;
  if (hint) base.hint = hint;
  const field = { ...base, ...widgetOf(d, name) };
  const singular = PLAIN_FIELDS[name]?.singular;
  if (singular && field.widget === "list") field.label_singular = singular;
  // Decap checks the required fields of an optional object even when it is left out (an
  // optional image would demand src and alt): inside one, the content check enforces them.
  // A list's items are checked only when there are some: their fields stay as required as the schema says.
  if (optional && field.fields && field.widget === "object") field.fields = field.fields.map((f) => ({ ...f, required: false }));
  return field;
}

function widgetOf(d: Def, name: string): Partial<DecapField> {
  switch (d.type) {
    case "string": {
      const pattern = stringPattern(d);
      if (IMAGE_PATTERN && checksOf(d).some((c) => c.pattern?.source === IMAGE_PATTERN)) return { widget: "image", choose_url: false };
      if (pattern?.[0].includes("\\d{4}-\\d{2}-\\d{2}")) {
        // The editor's own calendar day: with picker_utc, "Now" gave the UTC day, tomorrow
        // from 19:00 in Mississauga, which the review's save rule refused (decision 190).
        return { widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false, picker_utc: false };
      }
      return { widget: LONG_TEXT.test(name) ? "text" : "string", ...(pattern ? { pattern } : {}) };
    }
    case "number": {
      const out: Partial<DecapField> = { widget: "number", value_type: checksOf(d).some((c) => c.format === "safeint" || c.format === "int32") ? "int" : "float" };
      for (const c of checksOf(d)) {
        if (c.check === "greater_than" && c.value !== undefined) out.min = Number(c.value);
        if (c.check === "less_than" && c.value !== undefined) out.max = Number(c.value);
      }
      return out;
    }
    case "boolean":
      return { widget: "boolean" };
    case "enum":
      return { widget: "select", options: Object.values(d.entries!).map(String) };
    case "literal":
      return { widget: "select", options: d.values!.map(String) };
    case "object":
      return { widget: "object", collapsed: false, fields: objectFields(d.shape!) };
    case "union":
      if (d.discriminator) throw new Error(`${name}: a discriminated union is only editable inside a list`);
      return union(d, name);
    case "array":
      return listOf(d, name);
    default:
      throw new Error(`${name}: zod type "${d.type}" has no editor widget (add one in app/features/admin/fields.server.ts)`);
  }
}

function listOf(d: Def, name: string): Partial<DecapField> {
  const bounds: Partial<DecapField> = {};
  for (const c of checksOf(d)) {
    if (c.check === "min_length" && Number(c.minimum) > 0) bounds.min = Number(c.minimum);
    if (c.check === "max_length") bounds.max = Number(c.maximum);
    if (c.check === "length_equals") bounds.min = bounds.max = c.length!;
  }
  const element = unwrap(d.element!).schema;
  const ed = defOf(element);
  if (ed.type === "union" && ed.discriminator) {
    const key = ed.discriminator;
    return { widget: "list", ...bounds, collapsed: false, typeKey: key, types: ed.options!.map((o) => variableType(o, key)) };
  }
  if (ed.type === "object") {
    const fields = objectFields(ed.shape!);
    const summaryField = ["heading", "title", "name", "label", "question", "text"].find((f) => fields.some((x) => x.name === f));
    return { widget: "list", ...bounds, collapsed: false, fields, ...(summaryField ? { summary: `{{fields.${summaryField}}}` } : {}) };
  }
  const item = fieldOf(singular(name), d.element!);
  delete item.required;
  return { widget: "list", ...bounds, collapsed: false, field: item };
}

const singular = (name: string) => (name.endsWith("ies") ? `${name.slice(0, -3)}y` : name.endsWith("s") ? name.slice(0, -1) : `${name}Item`);
