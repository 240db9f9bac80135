declare module "highlightjs-rescript" {
  import type { LanguageFn } from "highlight.js";
  const rescript: LanguageFn;
  export default rescript;
}
