/**
 * The page's CSRF meta tag, as the server's page has it. Only that tag is put in or taken out:
 * the files of a test worker share one document (`isolate: false`), and emotion's style cache
 * keeps the style elements an earlier file's components put in the head. Emptying the head took
 * them away under it, and the next component that drew global styles failed to insert its own.
 */
export const removeCsrfMeta = () => {
  document.head.querySelectorAll('meta[name="csrf-token"]').forEach((meta) => meta.remove());
};

export const setCsrfMeta = (token: string) => {
  removeCsrfMeta();
  const meta = document.createElement('meta');
  meta.name = 'csrf-token';
  meta.content = token;
  document.head.append(meta);
};
