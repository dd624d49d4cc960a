/**
 * The preview page on the public site of a split build (TOOLS_DIR, decision 105): the public 404
 * page boots the client bundle, whose router still has /preview. The page asks its own origin
 * for /preview first and offers no sign-in where that is a 404.
 */
import { describe, expect, it } from "vitest";
import { previewServedHere } from "./here";

const answering = (status: number) => {
  const calls: { url: string; init?: RequestInit }[] = [];
  const f: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), init });
    return new Response(null, { status });
  };
  return { f, calls };
};

describe("previewServedHere", () => {
  it("is false on the public site of a split build (its /preview is the 404 page)", async () => {
    const { f, calls } = answering(404);
    expect(await previewServedHere(f)).toBe(false);
    expect(calls).toEqual([{ url: "/preview", init: expect.objectContaining({ method: "HEAD", credentials: "omit", cache: "no-store" }) }]);
  });

  it("is true where /preview is served (the tools site, or an unsplit build)", async () => {
    expect(await previewServedHere(answering(200).f)).toBe(true);
  });

  it("is true when the own origin cannot be reached (nothing could be sent anywhere)", async () => {
    const offline: typeof fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await previewServedHere(offline)).toBe(true);
  });
});
