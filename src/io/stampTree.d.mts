/** See stampTree.mjs. */
export declare function stampTree(inputs: readonly string[]): { hash: string; newestMtimeMs: number; newestFile?: string };
