// The one-pass render's check for a Suspense boundary besides React Router's own (app/entry.server.tsx,
// decision 139), found in place (decision 158): the same answer as the copy of the page it replaced,
// `html.replace(ROUTE_DATA_BOUNDARY, "").includes("<!--$")`, on every page these pieces make.
import { expect, test } from "vitest";
import { hasOtherBoundary } from "../../app/entry.server";

const OURS = "<!--$--><!--/$-->";
const byCopy = (html: string) => html.replace(OURS, "").includes("<!--$");

test("says what the page's copy without React Router's boundary says, for every arrangement of the pieces that make or break a `<!--$`", () => {
  const pieces = ["<!--$", "<!--", "$", "<!", "--$", "-", OURS, "<!--/$-->", "$-->", "<p>a</p>"];
  const pages: string[] = [""];
  // Every sequence of up to four pieces: 11,110 pages, each boundary before, inside, after and across React Router's.
  let last = [""];
  for (let length = 1; length <= 4; length++) {
    last = last.flatMap((page) => pieces.map((piece) => page + piece));
    pages.push(...last);
  }
  const wrong = pages.filter((page) => hasOtherBoundary(page) !== byCopy(page));
  expect(wrong).toEqual([]);
  // The cases that matter, by name.
  expect(hasOtherBoundary(`<main>${OURS}</main>`)).toBe(false);
  expect(hasOtherBoundary(`<main>${OURS}<!--$--><p>x</p><!--/$--></main>`)).toBe(true);
  expect(hasOtherBoundary(`<!--$?--><template></template><main>${OURS}</main>`)).toBe(true);
  expect(hasOtherBoundary(`<main><!--${OURS}$--></main>`)).toBe(true);
  expect(hasOtherBoundary("<main><p>no boundary</p></main>")).toBe(false);
});
