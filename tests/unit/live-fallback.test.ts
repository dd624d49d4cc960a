/**
 * The lists' live-then-snapshot rule (app/features/collections/fallback.ts, decisions 009 and 176):
 * the snapshot answers when the CMS fails or misses the deadline, and then, for a while, at once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { liveOrSnapshot } from "../../app/features/collections/fallback";
import { LIVE_TIMING } from "../../app/features/collections/table";

const { fallbackAfterMs, restAfterFailureMs } = LIVE_TIMING;

describe("liveOrSnapshot", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(async () => {
    // Past any rest a test began: the next test starts with the CMS trusted again.
    await vi.advanceTimersByTimeAsync(restAfterFailureMs + 1);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const hanging = () => new Promise<string>(() => {});
  const snapshot = async () => "snapshot";

  it("answers from the CMS while it answers in time", async () => {
    const live = vi.fn(async () => "live");
    expect(await liveOrSnapshot(live, snapshot)).toEqual({ value: "live", source: "live" });
    expect(await liveOrSnapshot(live, snapshot)).toEqual({ value: "live", source: "live" });
    expect(live).toHaveBeenCalledTimes(2);
  });

  it("after a CMS that missed the deadline (its call aborted), the next lists come from the snapshot without asking it, until the rest is over", async () => {
    let given: AbortSignal | undefined;
    const late = liveOrSnapshot((signal) => ((given = signal), hanging()), snapshot);
    await vi.advanceTimersByTimeAsync(fallbackAfterMs - 1);
    expect(given?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await late).toEqual({ value: "snapshot", source: "snapshot" });
    expect(given?.aborted, "the late call and its retries are stopped").toBe(true);

    const live = vi.fn(async () => "live");
    expect(await liveOrSnapshot(live, snapshot)).toEqual({ value: "snapshot", source: "snapshot" });
    await vi.advanceTimersByTimeAsync(restAfterFailureMs - 1_000);
    expect(await liveOrSnapshot(live, snapshot)).toEqual({ value: "snapshot", source: "snapshot" });
    expect(live).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1_000);
    expect(await liveOrSnapshot(live, snapshot)).toEqual({ value: "live", source: "live" });
    expect(live).toHaveBeenCalledTimes(1);
  });

  it("after a CMS that failed, the same", async () => {
    expect(await liveOrSnapshot(async () => Promise.reject(new Error("HTTP 503")), snapshot)).toEqual({ value: "snapshot", source: "snapshot" });
    const live = vi.fn(async () => "live");
    expect(await liveOrSnapshot(live, snapshot)).toEqual({ value: "snapshot", source: "snapshot" });
    expect(live).not.toHaveBeenCalled();
  });
});
