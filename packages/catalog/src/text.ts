/**
 * Text rules shared by the search and matching routes.
 */

/**
 * True when `text` has at least one letter or digit (Unicode `\p{L}`, `\p{N}`). Text without any
 * (`%`, `*`, `?!`, an emoji, spaces) has nothing to search for: it matches nothing (404), never
 * the whole index.
 */
export function hasSearchableText(text: string | undefined | null): boolean {
  return !!text && /[\p{L}\p{N}]/u.test(text);
}
