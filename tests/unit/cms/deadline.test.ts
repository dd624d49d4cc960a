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
  it("rejects after the deadline and aborts the signal, even when the work ignores it", async () => {
    let seen: AbortSignal | undefined;
    const started = Date.now();
    const p = withDeadline(60, (signal) => {
      seen = signal;
      return new Promise<string>(() => {});
    });
    await expect(p).rejects.toThrow("No answer within 60 ms");
    expect(Date.now() - started).toBeLessThan(1000);
    expect(seen?.aborted).toBe(true);
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
      // Without the deadline: 4 tries × 200 ms × 2 endpoints, about 1.7 s.
      const started = Date.now();
      await expect(withDeadline(300, (signal) => wp.getBySlug("faq", "no-such-question", { signal }))).rejects.toThrow("No answer within 300 ms");
      expect(Date.now() - started).toBeLessThan(700);
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
