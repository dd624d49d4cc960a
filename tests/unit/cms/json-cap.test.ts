/** The snapshot's size caps (app/cms/http.ts readJsonCapped, decision 071; readBytes, for media), declared or streamed. */
import { describe, expect, it } from "vitest";
import { WpRequestError, readBytes, readJsonCapped } from "../../../app/cms/http";

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

describe("readBytes (a picture's download)", () => {
  const read = readBytes(1_000_000);
  /** A chunked body of `total` bytes (no Content-Length), counting what the reader pulled. */
  const endless = (total: number) => {
    const pulled = { bytes: 0 };
    const chunk = new Uint8Array(64 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        if (pulled.bytes >= total) return c.close();
        pulled.bytes += chunk.byteLength;
        c.enqueue(chunk);
      },
    });
    return { res: new Response(body), pulled };
  };
  it("reads a file within the cap, declared or streamed", async () => {
    expect((await read(new Response(new Uint8Array(10), { headers: { "content-length": "10" } }), "u")).byteLength).toBe(10);
    const { res } = endless(200_000);
    expect((await read(res, "u")).byteLength).toBe(4 * 64 * 1024);
  });
  it("refuses a file over the cap by its Content-Length without reading it", async () => {
    await expect(read(new Response(new Uint8Array(10), { headers: { "content-length": "2000000" } }), "http://cms/a.jpg")).rejects.toMatchObject({ kind: "too-large", message: "File too large: 2000000 bytes (limit 1000000)" });
  });
  it("refuses a chunked 50 MB body once the stream passes the cap, having read little more than the cap (a hostile host cannot fill the memory)", async () => {
    const { res, pulled } = endless(50_000_000);
    await expect(read(res, "http://cms/a.jpg")).rejects.toMatchObject({ kind: "too-large", message: "File too large: over 1000000 bytes (the limit)" });
    expect(pulled.bytes).toBeLessThan(1_300_000);
  });
});
