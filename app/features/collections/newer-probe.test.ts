import { afterEach, describe, expect, it, vi } from "vitest";
import { hasNewerPost, newerProbeUrl } from "./newer-probe";

const CMS = "https://cms.example.com/wp-json/wp/v2/";

/** Answers every request with `body` as JSON, and records the addresses asked. */
function answering(body: unknown, status = 200) {
  const asked: string[] = [];
  vi.stubGlobal("fetch", async (url: string) => {
    asked.push(url);
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("asking WordPress whether a post is newer than the page's newest, before the live layer loads (decision 202)", () => {
  it("asks the posts endpoint for one id published after the wall time", async () => {
    const asked = answering([]);
    await hasNewerPost("2026-11-10T09:30:00", undefined, CMS);
    expect(asked).toEqual(["https://cms.example.com/wp-json/wp/v2/posts?after=2026-11-10T09%3A30%3A00&per_page=1&_fields=id"]);
    expect(newerProbeUrl("https://cms.example.com/wp-json/wp/v2", "2026-11-10T09:30:00")).toBe(asked[0]);
  });

  it("is false only for an empty list", async () => {
    answering([]);
    expect(await hasNewerPost("2026-11-10T09:30:00", undefined, CMS)).toBe(false);
    answering([{ id: 97 }]);
    expect(await hasNewerPost("2026-11-10T09:30:00", undefined, CMS)).toBe(true);
    // Not a list (a proxy's page, an unexpected shape): the live layer asks and judges.
    answering({ code: "odd" });
    expect(await hasNewerPost("2026-11-10T09:30:00", undefined, CMS)).toBe(true);
  });

  it("leaves a refusal of its own question to the live layer: a 400 (a firewall that refuses _fields) is not \"none\"", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const asked = answering({ code: "rest_invalid_param" }, 400);
    expect(await hasNewerPost("2026-11-10T09:30:00", undefined, CMS)).toBe(true);
    expect(asked).toHaveLength(1);
    expect(logged).not.toHaveBeenCalled();
    // A "slow down" is no refusal of the question: retried, then thrown.
    vi.stubGlobal("window", { __cmsConfig: { retries: 1, retryDelayMs: 1, timeoutMs: 1000 } });
    answering({ code: "too_many" }, 429);
    await expect(hasNewerPost("2026-11-10T09:30:00", undefined, CMS)).rejects.toThrow();
    expect(logged).toHaveBeenCalledOnce();
  });

  it("fails as the live layer's calls do when WordPress cannot be reached: retried, logged once, thrown", async () => {
    const window = { __cmsConfig: { retries: 2, retryDelayMs: 1, timeoutMs: 1000 } };
    vi.stubGlobal("window", window);
    let tries = 0;
    vi.stubGlobal("fetch", async () => {
      tries++;
      throw new TypeError("Failed to fetch");
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(hasNewerPost("2026-11-10T09:30:00", undefined, CMS)).rejects.toThrow("Failed to fetch");
    expect(tries).toBe(3);
    expect(logged.mock.calls).toEqual([[`Network error: Failed to fetch (GET ${newerProbeUrl(CMS, "2026-11-10T09:30:00")})`]]);
  });

  it("says nothing when the page is left before WordPress answers", async () => {
    const leave = new AbortController();
    vi.stubGlobal("fetch", (_url: string, init: RequestInit) => new Promise((_, reject) => init.signal!.addEventListener("abort", () => reject(init.signal!.reason))));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const asked = hasNewerPost("2026-11-10T09:30:00", leave.signal, CMS);
    leave.abort();
    await expect(asked).rejects.toThrow();
    expect(logged).not.toHaveBeenCalled();
  });
});
