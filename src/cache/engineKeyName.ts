// The engine key (a stamp of `src/`, passed to main() by bin/docsgen.js) is part of the names of the cache files
// kept per engine build: only hex digits are put in a name, so no other key can name a file of its own choosing.

/** `engineKey` when it is an engine key (one or more lowercase hex digits); undefined otherwise, and without one. */
export function engineKeyName(engineKey: string | undefined): string | undefined {
  return engineKey !== undefined && /^[0-9a-f]+$/.test(engineKey) ? engineKey : undefined;
}
