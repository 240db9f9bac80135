import { Worker } from "node:worker_threads";

/**
 * Runs a worker entry with one message and resolves with its one answer. `entry` is the entry's file
 * stem next to the calling module (`from`: its import.meta.url): `name.ts` when running from the
 * TypeScript sources (tests, tsx; the worker registers tsx itself), `name.mjs` in docsgen's bundle, where
 * every entry sits beside the main one.
 */
export function runInWorker<Message, Answer>(from: string, entry: string, message: Message): Promise<Answer> {
  const fromSource = from.endsWith(".ts");
  const file = new URL(`./${entry}${fromSource ? ".ts" : ".mjs"}`, from);
  const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" };
  const worker = fromSource
    ? new Worker(`import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}); });`, { eval: true, env })
    : new Worker(file, { env });
  return new Promise<Answer>((resolve, reject) => {
    worker.once("message", (answer: Answer) => {
      resolve(answer);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`internal: the ${entry} worker stopped (exit code ${code}) without an answer`)));
    worker.postMessage(message);
  });
}
