/** A failure to set up a run (bad flags, bad config, unsafe output dir): reported once, exit code 2. */
export class SetupError extends Error {
  readonly exitCode: number;
  constructor(message: string, options?: { cause?: unknown; exitCode?: number }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = "SetupError";
    this.exitCode = options?.exitCode ?? 2;
  }
}
