import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fromFile, toFile } from "./kept-format";

const contentFiles = fs
  .readdirSync("content", { recursive: true })
  .map(String)
  .filter((f) => f.endsWith(".md") && !/^cms/.test(f) && path.basename(f).toLowerCase() !== "readme.md");

const FILE = `---
# A comment editors wrote
title: "Spring Sale: 25% Off"
date: 2026-03-14
image: { src: media/library/a.jpg, alt: "A room" }
keywords: [one, two]
badge: Save
---

Text below the front matter.
`;

describe("the editor's file format", () => {
  it("writes every content file back byte for byte when nothing changed", () => {
    expect(contentFiles.length).toBeGreaterThan(30);
    for (const f of contentFiles) {
      const raw = fs.readFileSync(path.join("content", f), "utf8");
      expect(toFile(fromFile(raw), raw), f).toBe(raw);
    }
  });

  it("changes only the line of the changed value, keeping comments, quotes, flow style and the text below", () => {
    const data = fromFile(FILE);
    expect(data).toEqual({ title: "Spring Sale: 25% Off", date: "2026-03-14", image: { src: "media/library/a.jpg", alt: "A room" }, keywords: ["one", "two"], badge: "Save" });
    const out = toFile({ ...data, title: "Spring Sale: 30% Off" }, FILE);
    expect(out).toBe(FILE.replace("25% Off", "30% Off"));
  });

  it("drops an optional field the editor cleared and appends a new one", () => {
    const data = fromFile(FILE);
    const out = toFile({ ...data, badge: "", author: "Studio Team" }, FILE);
    expect(out).toBe(FILE.replace("badge: Save\n", "author: Studio Team\n"));
  });

  it("writes a new file as plain front matter", () => {
    expect(toFile({ title: "New offer", items: ["a"] }, undefined)).toBe("---\ntitle: New offer\nitems:\n  - a\n---\n");
  });
});
