import { Worker } from "node:worker_threads";

/** A worker thread started ahead of its one message (its modules load meanwhile). */
export interface StartedWorker<Message, Answer> {
  /** Sends the message and resolves with the answer; the worker stops after answering. */
  run(message: Message): Promise<Answer>;
  /** Stops a worker that will not be needed. */
  stop(): void;
}

/**
 * Starts a worker entry. `entry` is the entry's file stem next to the calling module (`from`: its
 * import.meta.url): `name.ts` when running from the TypeScript sources (tests, tsx; the worker registers
 * tsx itself), `name.mjs` in docsgen's bundle, where every entry sits beside the main one. Until it is
 * given its message the worker does not keep the process alive.
 */
export function startWorker<Message, Answer>(from: string, entry: string): StartedWorker<Message, Answer> {
  const fromSource = from.endsWith(".ts");
  const file = new URL(`./${entry}${fromSource ? ".ts" : ".mjs"}`, from);
  const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" };
  const worker = fromSource
    ? new Worker(
        `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}); });`,
        { eval: true, env },
      )
    : new Worker(file, { env });
  worker.unref();
  // A start-up failure surfaces when the message is sent; until then it must not count as unhandled.
  let failure: unknown;
  worker.on("error", (e) => (failure ??= e));
  return {
    run(message: Message): Promise<Answer> {
      worker.ref();
      return new Promise<Answer>((resolve, reject) => {
        if (failure !== undefined) return reject(failure);
        worker.once("message", (answer: Answer) => {
          resolve(answer);
          void worker.terminate();
        });
        worker.once("error", reject);
        worker.once("exit", (code) => reject(new Error(`internal: the ${entry} worker stopped (exit code ${code}) without an answer`)));
        worker.postMessage(message);
      });
    },
    stop: () => void worker.terminate(),
  };
}

/** Runs a worker entry with one message and resolves with its one answer (see startWorker). */
export function runInWorker<Message, Answer>(from: string, entry: string, message: Message): Promise<Answer> {
  return startWorker<Message, Answer>(from, entry).run(message);
}
