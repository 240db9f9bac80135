/** See engineManifest.mjs. */
export declare const MANIFEST: string;
export declare function writeManifest(dir: string): void;
export declare function checkManifest(dir: string): string | undefined;
