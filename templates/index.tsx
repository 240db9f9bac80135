// The ReScript site's templates: React components, props in, markup out.
export { Document } from "./Document.tsx";
