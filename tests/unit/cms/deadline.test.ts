/**
 * Decision 080: a live detail lookup has one deadline for all its tries and endpoints.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createWpClient } from "../../../app/cms/client";
import { withDeadline } from "../../../app/features/collections/fallback";
import { getWithRetry, readJson } from "../../../app/cms/http";
import { LIVE_TIMING as LIVE_DEFAULTS } from "../../../app/features/collections/table";
import { createSiteData } from "../../fixtures/cms/site-data";
import type { WpServer } from "../../fixtures/wp-server/server";
import { startSite } from "./helpers";

let site: WpServer;
beforeAll(async () => {
  site = await startSite(createSiteData());
});
afterAll(async () => {
  await site?.close();
});

describe("withDeadline", () => {
  it("rejects at the deadline and aborts the signal, even when the work ignores it", async () => {
    // On the test's own clock, so a busy machine cannot make it late or early.
    vi.useFakeTimers();
    try {
      let seen: AbortSignal | undefined;
      let settled = false;
      const p = withDeadline(60, (signal) => {
        seen = signal;
        return new Promise<string>(() => {});
      });
      p.then(
        () => (settled = true),
        () => (settled = true),
      );
      await vi.advanceTimersByTimeAsync(59);
      expect([settled, seen?.aborted]).toEqual([false, false]);
      await vi.advanceTimersByTimeAsync(1);
      await expect(p).rejects.toThrow("No answer within 60 ms");
      expect(seen?.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
  it("gives the answer when it comes in time", async () => {
    await expect(withDeadline(1000, async () => "ok")).resolves.toBe("ok");
  });
});

describe("a slug lookup on a CMS that stalls", () => {
  it("ends at the deadline instead of after every try of both endpoints", async () => {
    const wp = createWpClient({ baseUrl: site.url, retries: 3, retryDelayMs: 20, timeoutMs: 200, log: { error: vi.fn(), warn: vi.fn() } });
    site.setFaults([{ type: "slow", delayMs: 1000, match: "slug=" }]);
    try {
      // Without the deadline: 4 tries × 200 ms × 2 endpoints, 8 requests over about 1.7 s. Counted,
      // not timed: a try lasts at least 200 ms, so at most 2 start within 300 ms on any machine,
      // and none once the deadline has passed.
      const mark = site.requests.length;
      await expect(withDeadline(300, (signal) => wp.getBySlug("faq", "no-such-question", { signal }))).rejects.toThrow("No answer within 300 ms");
      // Long enough for the rest of a lookup without the deadline (6 more tries); a try already
      // sent when the deadline came may still be logged in it.
      await new Promise((r) => setTimeout(r, 1800));
      const made = site.requests.slice(mark);
      expect(made.every((q) => q.includes("slug=no-such-question"))).toBe(true);
      expect(made.length).toBeGreaterThanOrEqual(1);
      expect(made.length).toBeLessThanOrEqual(2);
    } finally {
      site.clearFaults();
    }
  });
  it("an already-aborted signal starts no request", async () => {
    const mark = site.requests.length;
    const ctrl = new AbortController();
    ctrl.abort();
    await expect(getWithRetry(`${site.url}/posts`, { retries: 3, retryDelayMs: 1, timeoutMs: 300, signal: ctrl.signal }, readJson)).rejects.toMatchObject({ kind: "aborted" });
    expect(site.requests.length).toBe(mark);
  });
  it("the browser's defaults: 8 s per attempt and 8 s for a whole detail lookup (decisions 020, 080)", () => {
    expect(LIVE_DEFAULTS).toMatchObject({ timeoutMs: 8000, detailDeadlineMs: 8000, retries: 3, retryDelayMs: 1000, fallbackAfterMs: 5000 });
  });
});
