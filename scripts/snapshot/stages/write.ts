/**
 * Stage: the checked snapshot onto disk, as a whole (../write.ts: a temporary folder swapped in).
 * Images are written from their downloaded bytes or copied from the previous snapshot.
 */
import { SNAPSHOT_FILES } from "../../../app/cms/snapshot-schema";
import { durableWriteFile, writeSnapshotDir, type OutFile } from "../write";
import { json, type Assembled } from "./assemble";
import type { RunContext } from "./context";

export const SNAPSHOT_README = `# content/cms — generated, do not edit

Everything in this folder is written by \`npm run snapshot\` (scripts/snapshot.ts)
from the WordPress REST API, and replaced as a whole on every run. Never edit it
by hand: your changes would be lost, and the build validates it against
app/cms/snapshot-schema.ts. Change the content in WordPress and run the snapshot
again. See scripts/snapshot/README.md.
`;

/** Writes the snapshot; resolves to whether the folder changed. */
export async function writeSnapshot(ctx: RunContext, snap: Assembled): Promise<boolean> {
  ctx.opts.onPhase?.("Writing");
  const out: OutFile[] = [
    { path: "README.md", data: new TextEncoder().encode(SNAPSHOT_README) },
    ...Object.entries(snap.dataFiles).map(([p, data]) => ({ path: p, data })),
    { path: SNAPSHOT_FILES.meta, data: json(snap.meta) },
    ...snap.mediaNames.map((name) => {
      const img = snap.files.get(name)!;
      return "bytes" in img.source ? { path: `media/${name}`, data: img.source.bytes } : { path: `media/${name}`, copyFrom: img.source.copyFrom };
    }),
  ];
  return writeSnapshotDir(ctx.outDir, out, ctx.opts.writeFile ?? durableWriteFile);
}
