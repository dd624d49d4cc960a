import { describe, expect, it } from "vitest";
import type { PostCard } from "./cards";
import { newerThan } from "./use-fresh-posts";

const card = (id: number, dateTime: string): PostCard => ({
  id,
  href: `/blog/p${id}`,
  title: `P${id}`,
  date: "",
  dateTime,
  author: "",
  excerpt: "",
  image: { src: "/x.jpg", alt: "" },
  searchText: "",
  categories: [],
});

describe("posts offered above the blog's list (decision 189)", () => {
  const snapshot = [card(10, "2026-11-10T09:30:00-05:00"), card(9, "2026-10-27T10:00:00-04:00")];

  it("are the live posts newer than the snapshot's newest and not in it, newest first", () => {
    const live = [card(11, "2026-11-12T08:00:00-05:00"), card(12, "2026-11-20T08:00:00-05:00"), card(10, "2026-11-10T09:30:00-05:00"), card(8, "2026-09-01T08:00:00-04:00")];
    expect(newerThan(live, snapshot).map((p) => p.id)).toEqual([12, 11]);
  });

  it("compare the wall times WordPress orders by, whatever their offsets", () => {
    // 09:45 in Mississauga is after 09:30 there, though "-05:00" sorts differently as text.
    expect(newerThan([card(13, "2026-11-10T09:45:00-05:00")], snapshot).map((p) => p.id)).toEqual([13]);
    expect(newerThan([card(14, "2026-11-10T09:00:00-05:00")], snapshot)).toEqual([]);
  });

  it("are all the live posts when the snapshot has none", () => {
    expect(newerThan([card(1, "2026-01-01T00:00:00-05:00")], []).map((p) => p.id)).toEqual([1]);
  });
});
