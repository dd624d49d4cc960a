import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * React Router's worker starts with the build, before the content is checked (decision 134): a
 * build that stops at the content check must not leave it behind, waiting for work.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "started-worker-"));

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The processes whose command line names `text`. */
function processesNaming(text: string): string[] {
  return execFileSync("ps", ["-eo", "pid,args"], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line.includes(text) && !line.includes("ps -eo"));
}

describe("React Router's worker, started ahead", () => {
  it("goes when the build stops at the content check: exit 1, the problem named, no worker left", async () => {
    const content = path.join(dir, "content");
    fs.cpSync(path.resolve("content"), content, { recursive: true, filter: (src) => !src.startsWith(path.resolve("content/media")) });
    fs.symlinkSync(path.resolve("content/media"), path.join(content, "media"));
    const offer = path.join(content, "offers", fs.readdirSync(path.join(content, "offers")).find((f) => f.endsWith(".md"))!);
    fs.writeFileSync(offer, fs.readFileSync(offer, "utf8").replace(/^title: .*$/m, "title: 5"));
    // The worker's list goes in the build's temporary folder: its command line names this test's.
    const tmp = path.join(dir, "tmp");
    fs.mkdirSync(tmp);
    const res = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
      env: { ...process.env, CONTENT_DIR: content, BUILD_DIR: path.resolve(".tmp", `started-worker-${process.pid}`), TMPDIR: tmp },
      encoding: "utf8",
    });
    expect(res.status, res.stdout + res.stderr).toBe(1);
    expect(res.stdout + res.stderr).toMatch(/offers\/[^:]+\.md: title: expected text, got a number/);
    // It sees its stdin close when the build exits, and exits in turn.
    let left = processesNaming(tmp);
    for (let i = 0; i < 50 && left.length; i++) {
      await new Promise((r) => setTimeout(r, 100));
      left = processesNaming(tmp);
    }
    expect(left).toEqual([]);
  }, 120_000);
});
