/** rss.xml's <pubDate>: a post's WordPress time in GMT, from its GMT time, else from the studio's zone (decision 184); its <guid> (decision 230). */
import { describe, expect, it } from "vitest";
import { rssFeed, type FeedItem } from "../../scripts/build/seo-files";
import { readSnapshot } from "../../app/features/collections/snapshot.server";

const feed = (items: Omit<FeedItem, "title" | "path" | "description" | "author">[]) =>
  rssFeed({ siteUrl: "https://www.example.com", title: "Blog", description: "", items: items.map((i, n) => ({ title: `t${n}`, path: `/blog/p${n}`, description: "", author: "A", ...i })) });
const pubDates = (xml: string) => [...xml.matchAll(/<item>[\s\S]*?<\/item>/g)].map((m) => /<pubDate>(.*)<\/pubDate>/.exec(m[0])?.[1] ?? null);

describe("RSS pubDate", () => {
  it("is the GMT time WordPress sent, summer and winter, not the local time read as GMT", () => {
    expect(pubDates(feed([{ date: "2026-10-27T10:00:00", dateGmt: "2026-10-27T14:00:00" }, { date: "2026-11-10T09:30:00", dateGmt: "2026-11-10T14:30:00" }]))).toEqual([
      "Tue, 27 Oct 2026 14:00:00 GMT",
      "Tue, 10 Nov 2026 14:30:00 GMT",
    ]);
  });

  it("without a GMT time (an older snapshot), reads the local time in Mississauga; an unreadable date gives none", () => {
    expect(pubDates(feed([{ date: "2026-10-27T10:00:00" }, { date: "2026-01-15T09:00:00" }, { date: "0000-00-00T00:00:00" }]))).toEqual([
      "Tue, 27 Oct 2026 14:00:00 GMT",
      "Thu, 15 Jan 2026 14:00:00 GMT",
      null,
    ]);
  });

  it("of every committed post is its dateGmt", () => {
    const posts = readSnapshot().posts;
    expect(posts.every((p) => p.dateGmt)).toBe(true);
    expect(pubDates(feed(posts.map((p) => ({ date: p.date, dateGmt: p.dateGmt }))))).toEqual(posts.map((p) => new Date(`${p.dateGmt}Z`).toUTCString()));
  });
});

describe("RSS guid", () => {
  it("is WordPress's own feed id when the snapshot has it (a feed reader does not show the post again when the feed moves), else the permalink", () => {
    const xml = feed([{ date: "2026-10-27T10:00:00", guid: "http://www.studio.example/?p=12&x=1" }, { date: "2026-10-28T10:00:00" }]);
    const guids = [...xml.matchAll(/<guid [^>]*>[^<]*<\/guid>/g)].map((m) => m[0]);
    expect(guids).toEqual(['<guid isPermaLink="false">http://www.studio.example/?p=12&amp;x=1</guid>', '<guid isPermaLink="true">https://www.example.com/blog/p1</guid>']);
  });
});
