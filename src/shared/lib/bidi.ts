/**
 * Plain-text counterparts of <bdi> (src/shared/ui/Bdi.tsx), for where only a string can go
 * (translations, placeholders, titles): a code, path or number inside an Arabic sentence is
 * wrapped in a left-to-right isolate, so `/profile` does not read `profile/`.
 */
const LRI = '\u2066';
const PDI = '\u2069';

export const ltrText = (text: string | number): string => `${LRI}${text}${PDI}`;
