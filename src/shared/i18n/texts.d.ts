/** Text modules in one language (`?lang=ar|en`, scripts/vite/texts-by-language.ts): plain data. */
declare module '*?lang=ar' {
  const texts: Record<string, unknown>;
  export default texts;
  export const sharedMessages: Record<string, string>;
  export const machineMessages: Record<string, string>;
}
declare module '*?lang=en' {
  const texts: Record<string, unknown>;
  export default texts;
  export const sharedMessages: Record<string, string>;
  export const machineMessages: Record<string, string>;
}
