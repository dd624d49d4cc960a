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

/** How long a request's work after its answer may take before a test gives up on it. */
const SETTLE_MS = 30_000;

/**
 * Waits until no web request of the WordPress in `runDir` is still running: the plugin mails
 * after the answer has gone (decision 211), so a test that has its answer reads the mail and the
 * database only once that work is done. The test mu-plugin marks each request in
 * `<run dir>/busy/` from the moment it loads until its last shutdown work. Synchronous (a
 * blocking wait between looks), so callers stay as they were.
 */
export function settled(runDir: string): void {
  const dir = path.join(runDir, "busy");
  const until = Date.now() + SETTLE_MS;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    const busy = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    if (busy.length === 0) return;
    if (Date.now() > until) throw new Error(`WordPress still ran ${busy.length} request(s) ${SETTLE_MS / 1000} s after the test's last answer (${busy.join(", ")})`);
    Atomics.wait(pause, 0, 0, 20);
  }
}

/**
 * Every mail the WordPress in `runDir` has sent, oldest first, once its requests' work after the
 * answer is done; `{ settle: false }`: the mails written so far, without waiting.
 */
export function mailsIn(runDir: string, { settle = true } = {}): Mail[] {
  if (settle) settled(runDir);
  const dir = path.join(runDir, "mail");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as Mail);
}
