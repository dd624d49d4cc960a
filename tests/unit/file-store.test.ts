import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openFileStore, storeName } from "../../scripts/build/file-store";

/**
 * The store of the search index's and static lists' files (decision 145): each placed in
 * build/client as a hard link to its bytes, never trusting an entry that is not as it was written.
 */
let dir: string;
let store: string;
let out: string;
const at = (rel: string) => path.join(out, rel);
const entries = () => fs.readdirSync(store).filter((n) => !n.startsWith(".")).sort();

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "file-store-"));
  store = path.join(dir, "store");
  out = path.join(dir, "client");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the file store", () => {
  it("places each file as a link to one entry per content, replacing what is there", () => {
    const s = openFileStore("search", store);
    fs.mkdirSync(at("c"), { recursive: true });
    fs.writeFileSync(at("c/1.json"), "an older file");
    s.place(at("c/1.json"), '{"title":"A"}');
    s.place(at("c/2.json"), '{"title":"A"}');
    s.place(at("s/k.json"), '{"kitchen":"1"}');
    s.save();
    expect(fs.readFileSync(at("c/1.json"), "utf8")).toBe('{"title":"A"}');
    expect(entries()).toHaveLength(2);
    const one = fs.statSync(at("c/1.json"));
    expect(one.ino).toBe(fs.statSync(at("c/2.json")).ino);
    expect(one.nlink).toBe(3);
  });

  it("writes an entry again when it was written into through a link, so the next build folder gets the bytes the build made", () => {
    const first = openFileStore("search", store);
    first.place(at("c/1.json"), '{"title":"A"}');
    first.save();
    // An edit in build/client (an editor, `echo >>`) writes into the entry too.
    fs.appendFileSync(at("c/1.json"), " edited");
    const other = path.join(dir, "other");
    const second = openFileStore("search", store);
    second.place(path.join(other, "c/1.json"), '{"title":"A"}');
    second.save();
    expect(fs.readFileSync(path.join(other, "c/1.json"), "utf8")).toBe('{"title":"A"}');
    // The edited file in the first folder is a file of its own now; the entry is the new one.
    expect(fs.statSync(path.join(other, "c/1.json")).ino).not.toBe(fs.statSync(at("c/1.json")).ino);
    expect(fs.readFileSync(at("c/1.json"), "utf8")).toBe('{"title":"A"} edited');
  });

  it("never links an entry no record vouches for: a damaged or missing record means writing it again", () => {
    const first = openFileStore("data", store);
    first.place(at("p/1.json"), "[1,2,3]");
    first.save();
    const [name] = entries();
    for (const record of [null, "{", '{"version":1,"entries":{}}', '{"version":9,"entries":{}}']) {
      // Bytes that are not the file's, with the same size, under its name.
      fs.rmSync(path.join(store, name!));
      fs.writeFileSync(path.join(store, name!), "[9,9,9]");
      if (record === null) fs.rmSync(path.join(store, ".record.json"), { force: true });
      else fs.writeFileSync(path.join(store, ".record.json"), record);
      const s = openFileStore("data", store);
      s.place(at("p/2.json"), "[1,2,3]");
      s.save();
      expect(fs.readFileSync(at("p/2.json"), "utf8"), String(record)).toBe("[1,2,3]");
    }
  });

  it("keeps the entries a build placed or used, removes the others, and leaves one being written", () => {
    const first = openFileStore("search", store);
    for (const body of ["a", "b", "c"]) first.place(at(`${body}.json`), body);
    first.save();
    expect(entries()).toHaveLength(3);
    fs.writeFileSync(path.join(store, `x.${process.pid + 1}.tmp`), "another build's, half written");
    const second = openFileStore("search", store);
    second.use(storeName("a"));
    second.place(at("d.json"), "d");
    second.save();
    const left = entries();
    expect(left).toHaveLength(3);
    expect(left.filter((n) => n.endsWith(".tmp"))).toHaveLength(1);
    // b and c are gone from the store, not from the folders that link them.
    expect(fs.readFileSync(at("b.json"), "utf8")).toBe("b");
    const record = JSON.parse(fs.readFileSync(path.join(store, ".record.json"), "utf8")) as { entries: object };
    expect(Object.keys(record.entries)).toHaveLength(2);
  });
});
