import type { BodyView } from "../../src/render/views.ts";
import { EditLink } from "../components/EditLink.tsx";
import { PostMeta } from "./BlogIndex.tsx";

type ArticleBody = Extract<BodyView, { kind: "blogArticle" }>;

/** A blog post page. */
export function BlogArticle({ body }: { body: ArticleBody }) {
  const { post } = body;
  return (
    <main id="main" className="article">
      <div className="article__inner">
        <p className="article__back">
          <a href={body.indexHref}>← All posts</a>
        </p>
        <h1 className="article__title">{post.title}</h1>
        <PostMeta post={post} />
        {post.articleImg ? <img className="article__image" src={post.articleImg} alt="" width={1200} height={675} /> : null}
        <div className="markdown" dangerouslySetInnerHTML={{ __html: body.html }} />
        <EditLink href={body.editHref} className="article__edit" />
      </div>
    </main>
  );
}
