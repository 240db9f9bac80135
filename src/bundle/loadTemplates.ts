import * as esbuild from "esbuild";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { SetupError } from "../diagnostics/SetupError.ts";
import type { TemplateModule } from "../render/views.ts";
import { templatesBundleFile } from "../cache/templatesBundleFile.ts";

/** Bundles `templates/index.tsx` for Node and imports it. A changed template gives a new file, so `serve` picks it up. */
export async function loadTemplates(templatesDir: string, cacheDir: string): Promise<{ module: TemplateModule; key: string }> {
  const entry = path.join(templatesDir, "index.tsx");
  let code: string;
  try {
    const result = await esbuild.build({
      entryPoints: [entry],
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      jsx: "automatic",
      packages: "external",
      write: false,
      logLevel: "silent",
      loader: { ".css": "empty" },
    });
    code = result.outputFiles[0]?.text ?? "";
  } catch (e) {
    const errors = (e as { errors?: esbuild.Message[] }).errors ?? [];
    const text = errors
      .map((m) => `${m.location ? `${m.location.file}:${m.location.line}:${m.location.column + 1} - ` : ""}error template: ${m.text}`)
      .join("\n");
    throw new SetupError(`templates failed to compile:\n${text || String(e)}`, { cause: e, exitCode: 1 });
  }
  const { file, hash } = await templatesBundleFile(cacheDir, code);
  let mod: Partial<TemplateModule>;
  try {
    mod = (await import(pathToFileURL(file).href)) as Partial<TemplateModule>;
  } catch (e) {
    // Packages stay outside the bundle: a project that has not installed one the templates import (react) lands here.
    const missing = (e as { code?: string }).code === "ERR_MODULE_NOT_FOUND" ? /Cannot find package '([^']+)'/.exec(String(e))?.[1] : undefined;
    if (!missing) throw e;
    throw new SetupError(`the templates import the package \`${missing}\`, which is not installed in this project; run npm install ${missing}`, {
      cause: e,
      exitCode: 2,
    });
  }
  if (typeof mod.Document !== "function") throw new SetupError(`${path.relative(process.cwd(), entry)} must export a Document component`);
  return { module: mod as TemplateModule, key: hash };
}
