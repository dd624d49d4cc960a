/** The snapshot's JSON size cap (app/cms/http.ts readJsonCapped, decision 071), declared or streamed. */
import { describe, expect, it } from "vitest";
import { WpRequestError, readJsonCapped } from "../../../app/cms/http";

const streamed = (text: string) =>
  new Response(
    new ReadableStream({
      start(c) {
        for (let i = 0; i < text.length; i += 1000) c.enqueue(new TextEncoder().encode(text.slice(i, i + 1000)));
        c.close();
      },
    }),
  );

describe("readJsonCapped", () => {
  const read = readJsonCapped(5000);
  const big = JSON.stringify([{ x: "y".repeat(6000) }]);
  it("reads a body within the cap, declared or streamed", async () => {
    expect(await read(new Response('[{"id":1}]', { headers: { "content-length": "10" } }), "u")).toEqual([{ id: 1 }]);
    expect(await read(streamed('[{"id":1}]'), "u")).toEqual([{ id: 1 }]);
  });
  it("refuses a body over the cap by its Content-Length, or once the stream passes it", async () => {
    for (const res of [new Response(big, { headers: { "content-length": String(big.length) } }), streamed(big)]) {
      const err = await read(res, "http://cms/x").catch((e: unknown) => e);
      expect(err).toBeInstanceOf(WpRequestError);
      expect(err).toMatchObject({ kind: "too-large", message: "Response too large: over 5000 bytes of JSON (the limit)" });
    }
  });
  it("still reports malformed JSON as such", async () => {
    await expect(read(streamed("[{"), "u")).rejects.toMatchObject({ kind: "invalid-json" });
  });
});
