import { Worker } from "node:worker_threads";

/** A worker thread started ahead of its messages (its modules load meanwhile). */
export interface StartedWorker<Message, Answer> {
  /** Sends one message and resolves with its answer (one message at a time); the worker runs until `stop`. */
  run(message: Message): Promise<Answer>;
  /** Stops the worker (after its last answer, or when it will not be needed). */
  stop(): void;
}

/**
 * Starts a worker entry. `entry` is the entry's file stem next to the calling module (`from`: its
 * import.meta.url): `name.ts` when running from the TypeScript sources (tests, tsx; the worker registers
 * tsx itself), `name.mjs` in docsgen's bundle, where every entry sits beside the main one. The worker keeps
 * the process alive only while it has a message to answer.
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
  // A failure surfaces when a message is sent or answered; until then it must not count as unhandled.
  let failure: unknown;
  let exited: number | undefined;
  let waiting: { resolve: (answer: Answer) => void; reject: (e: unknown) => void } | undefined;
  const fail = (e: unknown) => {
    failure ??= e;
    waiting?.reject(e);
    waiting = undefined;
  };
  worker.on("error", fail);
  worker.on("exit", (code) => {
    exited = code;
    fail(new Error(`internal: the ${entry} worker stopped (exit code ${code}) without an answer`));
  });
  worker.on("message", (answer: Answer) => {
    worker.unref();
    waiting?.resolve(answer);
    waiting = undefined;
  });
  return {
    run(message: Message): Promise<Answer> {
      if (waiting) throw new Error(`internal: the ${entry} worker got a message before answering the last one`);
      return new Promise<Answer>((resolve, reject) => {
        if (failure !== undefined || exited !== undefined) return reject(failure);
        waiting = { resolve, reject };
        worker.ref();
        worker.postMessage(message);
      });
    },
    stop: () => void worker.terminate(),
  };
}

/** Runs a worker entry with one message and resolves with its one answer, then stops it (see startWorker). */
export async function runInWorker<Message, Answer>(from: string, entry: string, message: Message): Promise<Answer> {
  const worker = startWorker<Message, Answer>(from, entry);
  try {
    return await worker.run(message);
  } finally {
    worker.stop();
  }
}
