import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { BUILD_NODE_ARGS } from "../../scripts/lib/build-command";

describe("how the build is started (scripts/lib/build-command.ts)", () => {
  it("npm run build starts it exactly as npm test and the bench do: the same Node flags, then the script", () => {
    const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts["build"]).toBe(`node ${BUILD_NODE_ARGS.join(" ")}`);
    expect(BUILD_NODE_ARGS).toContain("--max-semi-space-size=32");
    expect(BUILD_NODE_ARGS.at(-1)).toBe("scripts/build.ts");
  });
});
