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
});
