/**
 * A full garbage collection, on purpose (decision 132): the build's main process makes most of
 * its garbage in a few large steps (the search index, the static list files, the page plan), and
 * V8 lets the heap grow to several times what is live before collecting it. Collecting after each
 * step keeps the process near what it holds (at 10,000 posts ~150 MB live, ~700 MB without).
 * Every process that reads a large snapshot collects once after it (snapshot.server.ts, decision 142).
 */
import v8 from "node:v8";
import vm from "node:vm";

let gc: (() => void) | undefined;

export function collectGarbage() {
  if (!gc) {
    v8.setFlagsFromString("--expose-gc");
    gc = vm.runInNewContext("gc") as () => void;
  }
  gc();
}
