import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runScript } from "../../scripts/lib/child-script";

/**
 * The build's child processes (scripts/lib/child-script.ts): what the parent writes to a child's
 * stdin arrives in turn, a line first (React Router's worker, started ahead, waits for it), then
 * the rest; a rejected input stops the child.
 */
const dir = path.resolve(".tmp", `child-script-${process.pid}`);
const child = path.join(dir, "echo.ts");
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(
  child,
  `import { childInput } from ${JSON.stringify(path.resolve("scripts/lib/child-script.ts"))};
const first = await childInput().line();
console.log(JSON.stringify({ first, rest: await childInput().rest(), then: await childInput().line() }));
`,
);
const handshake = path.join(dir, "handshake.ts");
fs.writeFileSync(
  handshake,
  `import { childInput } from ${JSON.stringify(path.resolve("scripts/lib/child-script.ts"))};
console.log("ready");
console.log("answered " + (await childInput().line()));
`,
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("a child's input", () => {
  it("arrives in turn: the first line before the rest is known, then the rest to its end", async () => {
    let later!: (text: string) => void;
    const rest = new Promise<string>((resolve) => (later = resolve));
    const out = runScript("Echo", child, [], { input: [Promise.resolve("go\n"), rest] });
    setTimeout(() => later('{"paths":["/a"]}\nmore'), 300);
    expect(JSON.parse(await out)).toEqual({ first: "go", rest: '{"paths":["/a"]}\nmore', then: null });
  });

  it("with nothing written, a line is null (the parent went): the child does not wait", async () => {
    expect(JSON.parse(await runScript("Echo", child, [], { input: [Promise.resolve("")] }))).toEqual({ first: null, rest: "", then: null });
  });

  it("a rejected input stops the child", async () => {
    await expect(runScript("Echo", child, [], { input: [Promise.resolve("go\n"), Promise.reject(new Error("not used"))] })).rejects.toThrow(/Echo failed/);
  });

  it("what a child prints can be answered on its stdin while it runs (each prerender worker's turn to read the snapshot)", async () => {
    let answer!: (text: string) => void;
    const input = new Promise<string>((resolve) => (answer = resolve));
    const seen: string[] = [];
    const out = await runScript("Handshake", handshake, [], {
      input,
      onOutput: (printed) => {
        seen.push(printed);
        if (printed.includes("ready")) answer("go\n");
      },
    });
    expect(out).toBe("ready\nanswered go\n");
    // Called with all it has printed so far, the first time with "ready" alone.
    expect(seen[0]).toBe("ready\n");
    expect(seen.at(-1)).toBe(out);
  });
});

describe("a child's environment", () => {
  it("is the parent's without the build's own malloc setting (decision 159): a worker keeps malloc's default", async () => {
    const env = path.join(dir, "env.ts");
    fs.writeFileSync(env, `console.log(JSON.stringify({ threshold: process.env["MALLOC_MMAP_THRESHOLD_"] ?? null, kept: process.env["CHILD_SCRIPT_KEPT"] ?? null }));\n`);
    const out = await runScript("Env", env, [], { env: { ...process.env, MALLOC_MMAP_THRESHOLD_: "131072", CHILD_SCRIPT_KEPT: "yes" } });
    expect(JSON.parse(out)).toEqual({ threshold: null, kept: "yes" });
  });
});

describe("a child that outlives its parent", () => {
  /** A parent that starts a child which writes its pid and then waits, and exits (1) once it has the pid. */
  function parentOf(endWithParent: boolean): number {
    const sleeper = path.join(dir, "sleeper.ts");
    fs.writeFileSync(sleeper, `console.log(process.pid);\nsetTimeout(() => {}, 60_000);\n`);
    const parent = path.join(dir, `parent-${endWithParent}.ts`);
    fs.writeFileSync(
      parent,
      `import { runScript } from ${JSON.stringify(path.resolve("scripts/lib/child-script.ts"))};
runScript("Sleeper", ${JSON.stringify(sleeper)}, [], { endWithParent: ${endWithParent}, onOutput: (out) => { if (/\\d+\\n/.test(out)) { console.log(out.trim()); process.exit(1); } } }).catch(() => {});
`,
    );
    const res = spawnSync(process.execPath, ["--import", "tsx", parent], { encoding: "utf8", timeout: 60_000 });
    expect(res.status).toBe(1);
    return Number(res.stdout.trim());
  }
  const alive = (pid: number) => {
    try {
      return !fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.startsWith("Z");
    } catch {
      return false;
    }
  };
  const gone = async (pid: number) => {
    for (let i = 0; i < 50 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    return !alive(pid);
  };

  it("is killed when the parent exits first, with endWithParent (a failed build leaves no prerender worker writing)", async () => {
    expect(await gone(parentOf(true))).toBe(true);
  });

  it("is left running without it (what a worker writing the search index did when the build failed meanwhile)", async () => {
    const pid = parentOf(false);
    try {
      expect(alive(pid)).toBe(true);
    } finally {
      process.kill(pid);
    }
  });
});
