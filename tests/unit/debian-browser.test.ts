// The browser npm test and npm run bench need: there, or one sentence saying how to get it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ensureDebianBrowser } from "../../scripts/lib/debian-browser";

afterEach(() => vi.restoreAllMocks());

describe("ensureDebianBrowser", () => {
  it("answers nothing and installs nothing when the browser is there", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "browser-"));
    const binary = path.join(dir, "chromium");
    fs.writeFileSync(binary, "");
    const log = vi.fn();
    try {
      expect(ensureDebianBrowser({ binary, pkg: "chromium", command: "npm run bench" }, log)).toBeNull();
      expect(log).not.toHaveBeenCalled();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("names the path, the package and the command to run again when it cannot install (not root)", () => {
    vi.spyOn(process, "getuid").mockReturnValue(1000);
    const log = vi.fn();
    expect(ensureDebianBrowser({ binary: "/nonexistent/chromium", pkg: "chromium", command: "npm run bench" }, log)).toBe(
      `Chromium is missing at /nonexistent/chromium: install Debian's package with "sudo apt-get install -y chromium" and run npm run bench again.`,
    );
    expect(log).not.toHaveBeenCalled();
  });
});
