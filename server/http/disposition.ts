/** The Content-Disposition header of a file the portal sends (downloads, exports, generated documents). */
/** Content-Disposition with an ASCII fallback and the UTF-8 name (Arabic file names survive). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file';
  // RFC 5987 value: encodeURIComponent leaves ' ( ) * as they are, which the syntax does not allow
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
