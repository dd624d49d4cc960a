/**
 * How the build is started: its environment, then Node's flags and the script, after `node`. The
 * script bundles scripts/build.ts and runs it with plain `node`, not tsx (decision 163).
 * `npm run build` (package.json), `npm test`'s build step (scripts/test.ts) and the bench
 * (scripts/bench/build.ts) start it this way; tests/unit/build-command.test.ts keeps
 * package.json's copy the same.
 *
 * `--max-semi-space-size=32`: the main process allocates many short-lived strings and objects
 * (the snapshot's records, digests, cards, the search index); with V8's default 16 MB
 * semi-spaces their collection took 1.8–2.0 s of a one-post rebuild of 10,000 posts, with
 * 32 MB 1.1 s, for ~70 MB more peak memory (decision 135).
 */
export const BUILD_NODE_ARGS: readonly string[] = ["--max-semi-space-size=32", "scripts/build/run-bundled.mjs"];

/**
 * `MALLOC_MMAP_THRESHOLD_=131072`: glibc's malloc serves every block over 128 KB from a mapping
 * of its own, given back when freed. By default the threshold rises to the largest block freed
 * (up to 32 MB): after the content check has read a 10,000-post snapshot, such blocks come from
 * malloc's heap, which keeps them. The build's main process then waited through Vite's phase,
 * the build's memory peak, holding ~50 MB it no longer used. The main process only: the
 * processes it starts keep malloc's default (`childEnv`). glibc reads it when a process starts,
 * so it is set where the build is started (decision 159). Other C libraries ignore it.
 */
export const BUILD_ENV: Readonly<Record<string, string>> = { MALLOC_MMAP_THRESHOLD_: "131072" };

/** The environment a process the build starts gets: `env` without BUILD_ENV's settings. */
export function childEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out = { ...env };
  for (const key of Object.keys(BUILD_ENV)) delete out[key];
  return out;
}

/** The build's command line as package.json writes it. */
export const BUILD_COMMAND = `${Object.entries(BUILD_ENV).map(([k, v]) => `${k}=${v}`).join(" ")} node ${BUILD_NODE_ARGS.join(" ")}`;
