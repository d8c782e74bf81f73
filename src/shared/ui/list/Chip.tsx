/**
 * A small text tag for list cells (roles, "employee of …", flags). It wears the theme's
 * Tag classes but is a plain span: a list renders dozens per page and PrimeReact's Tag
 * costs a component's worth of work each time a page turns.
 */
export function Chip({ text, tone = 'info' }: { text: string; tone?: 'info' | 'secondary' | 'success' | 'warning' | 'danger' }) {
  return (
    <span className={`p-tag p-component p-tag-${tone} chip`}>
      <bdi className="p-tag-value">{text}</bdi>
    </span>
  );
}
