import { describe, expect, it } from "vitest";
import { captureInputs, recordInput, traceInputs } from "../../app/content/inputs.server";

// A memoised reader's capture is a synchronous stack, not the async store (decision 154): what it
// read must still reach the page being traced, and only that page.
describe("what a page read", () => {
  it("a capture keeps its own reads and passes them to the captures and the page around it", async () => {
    const { value, inputs } = await traceInputs(async () => {
      recordInput("file:pages/home.md", "a");
      const outer = captureInputs(() => {
        recordInput("file:company.md", "b");
        const inner = captureInputs(() => {
          recordInput("record:posts:one", "c");
          return 1;
        });
        return inner;
      });
      return outer;
    });
    expect(value.value.inputs).toEqual(new Map([["record:posts:one", "c"]]));
    expect(value.inputs).toEqual(new Map([["file:company.md", "b"], ["record:posts:one", "c"]]));
    expect(inputs).toEqual(new Map([["file:pages/home.md", "a"], ["file:company.md", "b"], ["record:posts:one", "c"]]));
  });

  it("two pages rendering at once each get only their own reads", async () => {
    const page = (slug: string) =>
      traceInputs(async () => {
        recordInput(`record:posts:${slug}`, slug);
        await new Promise((resolve) => setTimeout(resolve, 5));
        captureInputs(() => recordInput(`file:${slug}.md`, slug));
        await Promise.resolve();
        recordInput(`dir:${slug}`, slug);
      });
    const [a, b] = await Promise.all([page("a"), page("b")]);
    expect([...a.inputs.keys()]).toEqual(["record:posts:a", "file:a.md", "dir:a"]);
    expect([...b.inputs.keys()]).toEqual(["record:posts:b", "file:b.md", "dir:b"]);
  });

  it("outside any page, a capture still records, and nothing else does", () => {
    recordInput("file:lost.md", "x");
    expect(captureInputs(() => recordInput("file:kept.md", "y")).inputs).toEqual(new Map([["file:kept.md", "y"]]));
  });

  it("refuses a reader that returns a promise, and a failed reader leaves no capture behind", async () => {
    expect(() => captureInputs(() => Promise.resolve(1))).toThrow("captureInputs: the reader returned a promise; only a synchronous reader's reads can be captured");
    expect(() =>
      captureInputs(() => {
        throw new Error("bad file");
      }),
    ).toThrow("bad file");
    const { inputs } = await traceInputs(async () => recordInput("file:after.md", "z"));
    expect(inputs).toEqual(new Map([["file:after.md", "z"]]));
  });
});
