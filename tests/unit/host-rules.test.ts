import { describe, expect, it } from "vitest";
import { hostFilePath } from "../../scripts/lib/host-rules";

describe("hostFilePath", () => {
  it("serves folders' index pages as name.html, keeps the root index, and decodes percent-encoded names", () => {
    expect(hostFilePath("about/index.html")).toBe("about.html");
    expect(hostFilePath("blog/caf%C3%A9-tips/index.html")).toBe("blog/café-tips.html");
    expect(hostFilePath("index.html")).toBe("index.html");
    expect(hostFilePath("blog/caf%C3%A9-tips.data")).toBe("blog/café-tips.data");
    expect(hostFilePath("assets/app-1.js")).toBe("assets/app-1.js");
    expect(hostFilePath("blog/100%-wool/index.html")).toBe("blog/100%-wool.html"); // not valid encoding: kept
  });
});
