/**
 * How the build is started: Node's flags, then the script, after `node`. `npm run build`
 * (package.json), `npm test`'s build step (scripts/test.ts) and the bench (scripts/bench/build.ts)
 * start it this way; tests/unit/build-command.test.ts keeps package.json's copy the same.
 *
 * `--max-semi-space-size=32`: the main process allocates many short-lived strings and objects
 * (the snapshot's records, digests, cards, the search index); with V8's default 16 MB
 * semi-spaces their collection took 1.8–2.0 s of a one-post rebuild of 10,000 posts, with
 * 32 MB 1.1 s, for ~70 MB more peak memory (decision 135).
 */
export const BUILD_NODE_ARGS: readonly string[] = ["--max-semi-space-size=32", "--import", "tsx", "scripts/build.ts"];
