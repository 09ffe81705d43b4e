/**
 * Table-driven checks shared by this package's unit tests (`*.test.ts`; not exported by the
 * package entry): a function's output for each input of a table, and a key function's verdict on
 * pairs of spellings (the same key, or different keys). Each row becomes one jest test, named by a
 * `it.each` format (`%s`, `%p` take the row's values in order).
 */

/** One row of {@link itMapsEach}: an input and the output wanted for it. */
export type MappingRow<I, O> = readonly [input: I, expected: O];

/** Two spellings a key function is checked on. */
export type SpellingPair = readonly [a: string, b: string];

/** One test per row, named by `title`: `fn(input)` equals `expected` (deep equality: arrays and objects compare by value). */
export function itMapsEach<I, O>(title: string, fn: (input: I) => O, rows: readonly MappingRow<I, O>[]): void {
  it.each(rows.map(([input, expected]): [I, O] => [input, expected]))(title, (input, expected) => {
    expect(fn(input)).toEqual(expected);
  });
}

/** One test per pair ("a ~ b"): both spellings get the same `key`. */
export function itMeetsEach(key: (s: string) => string, pairs: readonly SpellingPair[]): void {
  it.each(pairs.map(([a, b]): [string, string] => [a, b]))('%s ~ %s', (a, b) => expect(key(a)).toBe(key(b)));
}

/** One test per pair ("keeps a and b apart"): the two spellings get different `key`s. */
export function itKeepsApartEach(key: (s: string) => string, pairs: readonly SpellingPair[]): void {
  it.each(pairs.map(([a, b]): [string, string] => [a, b]))('keeps %s and %s apart', (a, b) => expect(key(a)).not.toBe(key(b)));
}
