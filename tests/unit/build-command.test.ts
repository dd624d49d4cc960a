import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { BUILD_COMMAND, BUILD_ENV, BUILD_NODE_ARGS, childEnv } from "../../scripts/lib/build-command";

describe("how the build is started (scripts/lib/build-command.ts)", () => {
  it("npm run build starts it exactly as npm test and the bench do: the same environment, the same Node flags, then the script", () => {
    const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts["build"]).toBe(BUILD_COMMAND);
    expect(BUILD_COMMAND).toBe("MALLOC_MMAP_THRESHOLD_=131072 node --max-semi-space-size=32 scripts/build/run-bundled.mjs");
    expect(BUILD_ENV).toEqual({ MALLOC_MMAP_THRESHOLD_: "131072" });
    expect(BUILD_NODE_ARGS).toContain("--max-semi-space-size=32");
    // The bundled build, with plain node (decision 163): no tsx.
    expect(BUILD_NODE_ARGS.at(-1)).toBe("scripts/build/run-bundled.mjs");
    expect(BUILD_NODE_ARGS).not.toContain("tsx");
  });

  it("the processes the build starts get its environment without that setting, and with everything else", () => {
    expect(childEnv({ MALLOC_MMAP_THRESHOLD_: "131072", PATH: "/bin", CONTENT_DIR: "/c" })).toEqual({ PATH: "/bin", CONTENT_DIR: "/c" });
    expect(childEnv({ PATH: "/bin" })).toEqual({ PATH: "/bin" });
  });
});
