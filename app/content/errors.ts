import type { z } from "zod";

/** One problem in one content file, printed as `path: field: message`. */
export interface ContentProblem {
  file: string;
  field: string;
  message: string;
}

export function formatProblem(p: ContentProblem): string {
  return `${p.file}: ${p.field}: ${p.message}`;
}

export class ContentError extends Error {
  readonly problems: ContentProblem[];
  constructor(problems: ContentProblem[]) {
    super(
      `Content is invalid (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n` +
        problems.map((p) => `  ${formatProblem(p)}`).join("\n"),
    );
    this.name = "ContentError";
    this.problems = problems;
  }
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (value instanceof Date) return "a date";
  switch (typeof value) {
    case "string":
      return value === "" ? "an empty text" : "text";
    case "number":
      return "a number";
    case "boolean":
      return "true/false";
    case "object":
      return "a group of fields";
    default:
      return typeof value;
  }
}

const expectedNames: Record<string, string> = {
  string: "text",
  number: "a number",
  boolean: "true or false",
  array: "a list",
  object: "a group of fields",
  date: "a date",
};

/**
 * Turns a zod issue into a sentence an editor can act on. Used as the
 * per-parse error map, so zod's own wording never reaches the editor.
 */
export function friendlyMessage(iss: z.core.$ZodRawIssue): string | undefined {
  switch (iss.code) {
    case "invalid_type": {
      if (iss.input === undefined) return "is required but missing";
      const expected = expectedNames[iss.expected] ?? iss.expected;
      return `expected ${expected}, got ${describe(iss.input)}`;
    }
    case "too_small": {
      const min = Number(iss.minimum);
      if (iss.origin === "string") return min === 1 ? "must not be empty" : `must be at least ${min} characters`;
      if (iss.origin === "array") return `must have at least ${min} item${min === 1 ? "" : "s"}`;
      return `must be at least ${min}`;
    }
    case "too_big": {
      const max = Number(iss.maximum);
      if (iss.origin === "string") return `must be at most ${max} characters`;
      if (iss.origin === "array") return `must have at most ${max} item${max === 1 ? "" : "s"}`;
      return `must be at most ${max}`;
    }
    case "invalid_value":
      return `must be one of ${iss.values.map((v) => JSON.stringify(v)).join(", ")}, got ${JSON.stringify(iss.input)}`;
    case "invalid_format":
      if (iss.format === "url") return `must be a full URL starting with https://, got ${JSON.stringify(iss.input)}`;
      if (iss.format === "email") return `must be an e-mail address, got ${JSON.stringify(iss.input)}`;
      if (iss.format === "regex") return iss.message ?? `has the wrong format, got ${JSON.stringify(iss.input)}`;
      return `must be a valid ${iss.format}, got ${JSON.stringify(iss.input)}`;
    case "unrecognized_keys":
      return `unknown field${iss.keys.length === 1 ? "" : "s"} ${iss.keys.map((k) => `"${k}"`).join(", ")} (check the spelling)`;
    case "invalid_union":
      if (iss.note === "No matching discriminator" || (iss as { discriminator?: string }).discriminator) {
        const input = iss.input as Record<string, unknown> | undefined;
        return `unknown type ${JSON.stringify(input && typeof input === "object" ? input["type"] : input)}`;
      }
      return "does not match any allowed shape";
    default:
      return undefined;
  }
}

export function fieldPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "(file)";
  return path
    .map((seg, i) => (typeof seg === "number" ? `[${seg}]` : `${i === 0 ? "" : "."}${String(seg)}`))
    .join("");
}

export function issuesToProblems(file: string, error: z.ZodError): ContentProblem[] {
  return error.issues.map((iss) => ({ file, field: fieldPath(iss.path), message: iss.message }));
}
