/** What the contract tests read back from the test WordPress (scripts/wordpress/php/test-mu-plugins). */
import fs from "node:fs";
import path from "node:path";

/** A post as scripts/wordpress/php/plugin-test.php lists it (`posts <type>`). */
export interface Stored {
  id: number;
  status: string;
  title: string;
  meta: Record<string, string>;
}

/** One mail WordPress sent, as the test mu-plugin writes it to `<run dir>/mail/*.json`. */
export interface Mail {
  to: string | string[];
  subject: string;
  message: string;
  headers: string[];
}

/** Every mail the WordPress in `runDir` has sent, oldest first. */
export function mailsIn(runDir: string): Mail[] {
  const dir = path.join(runDir, "mail");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as Mail);
}
