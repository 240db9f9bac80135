import type { BodyView } from "../../src/render/views.ts";
import { EditLink } from "../components/EditLink.tsx";

type GenericBody = Extract<BodyView, { kind: "generic" }>;

/** Any other Markdown page: title and description from the front matter, then the content. */
export function Generic({ body }: { body: GenericBody }) {
  return (
    <main id="main" className="generic">
      <div className="generic__inner markdown" dangerouslySetInnerHTML={{ __html: body.html }} />
      <EditLink href={body.editHref} className="generic__edit" />
    </main>
  );
}
