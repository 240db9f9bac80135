// Waiting for a state the test process holds (requests a route handler saw, messages a server sent): polled, so
// the wait lasts as long as the machine needs, and fails only when the state never comes.
import { setTimeout as sleep } from "node:timers/promises";
import { PATIENCE_MS } from "./browser.ts";

/** Resolves once `check()` holds; fails with `what` when it has not held within PATIENCE_MS. */
export async function waitUntil(what: string, check: () => boolean): Promise<void> {
  const end = Date.now() + PATIENCE_MS;
  while (!check()) {
    if (Date.now() > end) throw new Error(`${what}: not within ${PATIENCE_MS} ms`);
    await sleep(20);
  }
}
