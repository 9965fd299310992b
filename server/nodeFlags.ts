/**
 * The flags Node runs the server with (`npm start`, and every script and test that starts it as a process).
 * They keep the embedded database's memory to what a small host has (`npm run bench` measures it):
 *
 * - `--liftoff-only`: PGlite's 9 MB of WebAssembly is compiled by V8's baseline compiler alone. The optimizing
 *   compiler's tier-up took the process to about 750 MB for a moment after the database opened, and kept it
 *   50 MB larger afterwards; without it the peak is about 200 MB. Queries that run inside PGlite cost
 *   10 to 30 % more; the catalogue reads, served from the encoded cache, cost the same. On PostgreSQL it changes
 *   nothing. Set on the command line: V8 takes these flags only before it starts (`setFlagsFromString` is too late).
 * - `--max-semi-space-size=4`: the young generation stays at most 3 x 4 MB; left to grow under load, it held
 *   about 50 MB more, for garbage collections that were no cheaper.
 */
export const SERVER_NODE_FLAGS = ['--liftoff-only', '--max-semi-space-size=4'] as const;
