/** The spec lines a machine, state or event comes from, as the explorer lists them. */
export function SpecLines({ lines }: { lines: readonly string[] }) {
  return (
    <ul className="wf-spec">
      {lines.map((line) => (
        <li key={line}>
          <bdi>{line}</bdi>
        </li>
      ))}
    </ul>
  );
}
