/**
 * The line under a search the archive cut (content/pages/blog.md `moreResults`): the numbers it
 * gives are the cards on screen and every match, the archive's and those it does not hold.
 */
import { describe, expect, it } from "vitest";
import { cutSearchCounts, SEARCH_RESULT_LIMIT } from "../../app/features/collections/search";

/** `n` cards, newest first, one a day back from 2026-11-20, ids from `from`. */
function cards(n: number, from = 1, newest = Date.UTC(2026, 10, 20)) {
  return Array.from({ length: n }, (_, i) => ({ id: from + i, dateTime: new Date(newest - i * 86_400_000).toISOString() }));
}

describe("cutSearchCounts", () => {
  const archiveCards = cards(SEARCH_RESULT_LIMIT);
  const oldestReturned = archiveCards[SEARCH_RESULT_LIMIT - 1]!.dateTime;

  it("says nothing while the archive holds no more matches than it shows", () => {
    expect(cutSearchCounts(archiveCards, { cards: archiveCards, total: SEARCH_RESULT_LIMIT })).toBeUndefined();
    expect(cutSearchCounts(archiveCards.slice(0, 5), { cards: archiveCards.slice(0, 5), total: 5 })).toBeUndefined();
  });

  it("gives the cards on screen and the archive's total when the archive was cut", () => {
    expect(cutSearchCounts(archiveCards, { cards: archiveCards, total: 3571 })).toEqual({ shown: 27, total: 3571 });
  });

  it("counts posts newer than the archive (found by WordPress) on screen and in the total", () => {
    const live = cards(2, 90_001, Date.UTC(2026, 10, 25));
    expect(cutSearchCounts([...live, ...archiveCards], { cards: archiveCards, total: 3571 })).toEqual({ shown: 29, total: 3573 });
  });

  it("counts a card on screen the archive did not return, though newer than its oldest, as a match beyond its total", () => {
    // Matched on the page by SPEC's rule (a part of a word), which the archive's words do not.
    const onPage = { id: 500, dateTime: new Date(Date.parse(oldestReturned) + 3_600_000).toISOString() };
    expect(cutSearchCounts([...archiveCards, onPage], { cards: archiveCards, total: 100 })).toEqual({ shown: 28, total: 101 });
  });

  it("counts a card older than every returned one in neither number: it may be one of the archive's other matches", async () => {
    const older = { id: 600, dateTime: "2020-01-01T00:00:00.000Z" };
    expect(cutSearchCounts([...archiveCards, older], { cards: archiveCards, total: 100 })).toEqual({ shown: 27, total: 100 });
    // Older cards on screen never hide the line while the archive holds matches not shown.
    const others = cards(15, 700, Date.parse("2020-01-01"));
    expect(cutSearchCounts([...archiveCards, ...others], { cards: archiveCards, total: 40 })).toEqual({ shown: 27, total: 40 });
  });

  it("says nothing when none of the archive's cards could be read", () => {
    expect(cutSearchCounts(cards(4, 800), { cards: [], total: 40 })).toBeUndefined();
  });

  it("adds nothing on top when a card file of the archive could not be read: the card on screen may be that one", () => {
    const read = archiveCards.slice(1);
    expect(cutSearchCounts(archiveCards, { cards: read, total: 100 })).toEqual({ shown: 26, total: 100 });
  });
});
