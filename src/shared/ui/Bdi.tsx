/**
 * Text whose direction is not the sentence's around it. Inside Arabic, a path, an
 * address or a code is reordered by the bidi algorithm (`/profile` reads `profile /`,
 * `https://` reads `//:https`); isolating it keeps it whole. The one place the rule lives:
 * - `Ltr`: what always reads left to right — codes, URLs, e-mails, phones, usernames,
 *   CR and ID numbers, file names;
 * - `Auto`: what a user typed, in whatever language (names, messages): its own first
 *   strong letter sets its direction.
 * `<bdi>` isolates by itself (`unicode-bidi: isolate`), so no class is needed.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import { PHONE_PREFIX } from '../../../shared/rules/phone';

type Props = Omit<HTMLAttributes<HTMLElement>, 'dir'> & { children: ReactNode };

export function Ltr({ children, ...rest }: Props) {
  return (
    <bdi dir="ltr" {...rest}>
      {children}
    </bdi>
  );
}

export function Auto({ children, ...rest }: Props) {
  return (
    <bdi dir="auto" {...rest}>
      {children}
    </bdi>
  );
}

/** A stored phone (9665XXXXXXXX) as people read it: +966 5X XXX XXXX, left to right. */
export function formatPhone(phone: string): string {
  const m = /^966(5\d)(\d{3})(\d{4})$/.exec(phone);
  return m ? `+${PHONE_PREFIX} ${m[1]} ${m[2]} ${m[3]}` : phone;
}

/** A phone number, isolated and grouped; a link that dials it when `link` is set. */
export function Phone({ phone, link, ...rest }: Omit<Props, 'children'> & { phone: string; link?: boolean }) {
  const text = formatPhone(phone);
  return <Ltr {...rest}>{link ? <a href={`tel:+${phone.replace(/\D/g, '')}`}>{text}</a> : text}</Ltr>;
}
