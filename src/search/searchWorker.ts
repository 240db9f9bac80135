// Worker thread entry: renders the shards of the search input it is sent.
import { parentPort } from "node:worker_threads";
import type { SearchInput } from "./buildSearchShards.ts";
import { renderShards } from "./renderSearchIndex.ts";

parentPort?.once("message", (input: SearchInput) => {
  parentPort?.postMessage(renderShards(input));
});
