import type { BlogPostView, BodyView } from "../../src/render/views.ts";

type BlogIndexBody = Extract<BodyView, { kind: "blogIndex" }>;

/** Authors of a post, comma-separated. */
export function Authors({ post }: { post: BlogPostView }) {
  return (
    <span className="post-authors">
      {post.authors.map((a, i) => (
        <span key={a.id}>
          {i > 0 ? ", " : ""}
          {a.url ? (
            <a href={a.url} rel="noopener noreferrer">
              {a.fullname}
            </a>
          ) : (
            a.fullname
          )}
          {a.role ? <span className="post-authors__role"> ({a.role})</span> : null}
        </span>
      ))}
    </span>
  );
}

/** A post's date and badge line. */
export function PostMeta({ post }: { post: BlogPostView }) {
  return (
    <p className="post-meta">
      {post.badge ? <span className={`badge badge--${post.badge}`}>{post.badge}</span> : null}
      <time dateTime={post.date}>{post.dateLabel}</time>
      <Authors post={post} />
    </p>
  );
}

function PostCard({ post, featured }: { post: BlogPostView; featured?: boolean }) {
  return (
    <article className={`post-card${featured ? " post-card--featured" : ""}`}>
      {post.previewImg ? (
        <a className="post-card__image" href={post.href} tabIndex={-1} aria-hidden="true">
          <img src={post.previewImg} alt="" loading={featured ? "eager" : "lazy"} width={1200} height={675} />
        </a>
      ) : null}
      <div className="post-card__body">
        <PostMeta post={post} />
        {featured ? (
          <h2 className="post-card__title">
            <a href={post.href}>{post.title}</a>
          </h2>
        ) : (
          <h3 className="post-card__title">
            <a href={post.href}>{post.title}</a>
          </h3>
        )}
        <p className="post-card__description">{post.description}</p>
      </div>
    </article>
  );
}

/** The blog index: the newest post featured, then a grid, then the archive. */
export function BlogIndex({ body }: { body: BlogIndexBody }) {
  return (
    <main id="main" className="blog-index">
      <header className="blog-index__header">
        <h1>Blog</h1>
        <p>
          Release notes, guides and news from the ReScript project. <a href={body.feedHref}>Subscribe with RSS</a>.
        </p>
      </header>
      {body.featured ? <PostCard post={body.featured} featured /> : <p>No posts yet.</p>}
      {body.posts.length > 0 ? (
        <section aria-labelledby="more-posts">
          <h2 id="more-posts" className="blog-index__section-title">
            More posts
          </h2>
          <div className="post-grid">
            {body.posts.map((p) => (
              <PostCard key={p.href} post={p} />
            ))}
          </div>
        </section>
      ) : null}
      {body.archived.length > 0 ? (
        <section className="blog-archive" aria-labelledby="archive">
          <h2 id="archive" className="blog-index__section-title">
            Archive
          </h2>
          <ul>
            {body.archived.map((p) => (
              <li key={p.href}>
                <time dateTime={p.date}>{p.dateLabel}</time> <a href={p.href}>{p.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
