/**
 * An e-mail address, isolated left to right (inside Arabic it would otherwise be
 * reordered), that may wrap in a narrow column, but only where a reader expects
 * it: before the @ and after a dot.
 */
import { Fragment } from 'react';

export function Email({ address }: { address: string }) {
  const parts = address.split(/(?=@)|(?<=\.)/);
  return (
    <bdi dir="ltr">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </bdi>
  );
}
