// @vitest-environment jsdom
/**
 * A list's memory for its history entry (app/features/collections/list-memory.ts, decision 170):
 * kept per entry and per list, never used from another build of the site, and never a card list
 * that is not one (what sessionStorage holds may be anything).
 */
import { beforeEach, expect, it } from "vitest";
import { forgetList, MAX_KEPT_CARDS, MAX_KEPT_LISTS, recallList, rememberList, rememberScroll } from "../../app/features/collections/list-memory";

const manifest = (version: string) => ((window as unknown as { __reactRouterManifest: { version: string } }).__reactRouterManifest = { version });
const memory = (n: number, page = 2) => ({ cards: Array.from({ length: n }, (_, i) => ({ id: i + 1, title: `Post ${i + 1}` })), page, more: true, y: 1234 });

beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, "");
  manifest("build-a");
});

it("keeps a list for its own history entry and list, with React Router's fields of the entry left as they were", () => {
  history.replaceState({ key: "k1", idx: 3, usr: null }, "");
  expect(recallList("blog"), "nothing kept yet").toBeUndefined();
  rememberList("blog", { ...memory(14), extra: { category: 7 } });
  expect(history.state).toMatchObject({ key: "k1", idx: 3, usr: null });
  expect(recallList("blog")).toEqual({ ...memory(14), extra: { category: 7 } });
  expect(recallList("portfolio")).toBeUndefined();
  rememberScroll("blog", 42);
  expect(recallList("blog")?.y).toBe(42);

  // Another entry (a new visit) has nothing; coming back to the first one finds its list.
  const first = history.state as object;
  history.pushState({ key: "k2", idx: 4 }, "");
  expect(recallList("blog")).toBeUndefined();
  rememberScroll("blog", 99);
  expect(recallList("blog"), "a scroll alone keeps nothing").toBeUndefined();
  history.replaceState(first, "");
  expect(recallList("blog")?.cards).toHaveLength(14);
});

it("a list kept by another build of the site is not used", () => {
  rememberList("blog", memory(14));
  manifest("build-b");
  expect(recallList("blog")).toBeUndefined();
});

it("anything else in its place is not used", () => {
  rememberList("blog", memory(14));
  const key = Object.keys(sessionStorage).find((k) => k.startsWith("studio:list:blog:"))!;
  const good = JSON.parse(sessionStorage.getItem(key)!) as Record<string, unknown>;
  for (const bad of ["{", "null", "[]", JSON.stringify({ ...good, cards: "x" }), JSON.stringify({ ...good, cards: [{ title: "no id" }] }), JSON.stringify({ ...good, cards: [null] }), JSON.stringify({ ...good, page: 0 }), JSON.stringify({ ...good, page: 1.5 }), JSON.stringify({ ...good, more: "yes" }), JSON.stringify({ ...good, y: null })]) {
    sessionStorage.setItem(key, bad);
    expect(recallList("blog"), bad).toBeUndefined();
  }
});

it("more cards than it keeps are dropped, with what was kept before", () => {
  rememberList("blog", memory(14));
  rememberList("blog", memory(MAX_KEPT_CARDS + 1, 35));
  expect(recallList("blog")).toBeUndefined();
});

it("keeps the newest memories of a tab, and forgets one on request", () => {
  const entries = Array.from({ length: MAX_KEPT_LISTS + 2 }, (_, i) => `e${i}`);
  entries.forEach((e, i) => rememberList(i % 2 ? "blog" : "portfolio", memory(10 + i), e));
  const kept = entries.filter((e, i) => recallList(i % 2 ? "blog" : "portfolio", e));
  expect(kept).toEqual(entries.slice(2));
  expect(Object.keys(sessionStorage).filter((k) => k.startsWith("studio:list:"))).toHaveLength(MAX_KEPT_LISTS);
  forgetList("blog", "e7");
  expect(recallList("blog", "e7")).toBeUndefined();
  expect(recallList("portfolio", "e6")?.cards).toHaveLength(16);
});

it("a scroll saved for an entry after history moved on goes to that entry, not the new one", () => {
  history.replaceState({ key: "a" }, "");
  const entry = rememberList("blog", memory(14))!;
  history.pushState({ key: "b" }, "");
  rememberScroll("blog", 777, entry);
  expect(recallList("blog")).toBeUndefined();
  expect(recallList("blog", entry)?.y).toBe(777);
});
