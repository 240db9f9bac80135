/** "Edit this page": a link to the page's source file at the configured edit location. */
export function EditLink({ href, className }: { href: string | undefined; className: string }) {
  if (!href) return null;
  return (
    <p className={className}>
      <a href={href} rel="noopener noreferrer">
        Edit this page
      </a>
    </p>
  );
}
