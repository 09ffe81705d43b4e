/**
 * Real titles written two ways, shared by this package's unit tests (`*.test.ts`; not exported by
 * the package entry), so that each case is stated once and every analysis that must agree on it
 * is checked on the same rows.
 */

/**
 * Titles with contractions, as the catalog writes them and as a play log or a search box types
 * them without apostrophes, with the words both fold to (contractions are one word):
 * `[written, typed, words]`.
 */
export const CONTRACTED_TITLES: readonly (readonly [written: string, typed: string, words: string])[] = [
  ["I'm Yours", 'Im Yours', 'im yours'],
  ["You're Beautiful", 'Youre Beautiful', 'youre beautiful'],
  ["Don't Stop Believin'", 'Dont Stop Believin', 'dont stop believin'],
  ["Rock 'n' Roll All Nite", 'Rock n Roll All Nite', 'rock n roll all nite'],
  ["Don't Stop 'Til You Get Enough", 'Dont Stop Til You Get Enough', 'dont stop til you get enough'],
];

/** A real catalog title, by its artist, and the spelling a radio log gives it. */
export interface LoggedTitle {
  artist: string;
  logged: string;
  title: string;
}

/** Colloquial spellings of real catalog titles ("wanna", "gonna", "'til", "n'", dropped g's), either side. */
export const COLLOQUIAL_TITLES: readonly LoggedTitle[] = [
  { artist: 'Cyndi Lauper', logged: 'Girls Just Wanna Have Fun', title: 'Girls Just Want To Have Fun' },
  { artist: 'The Proclaimers', logged: "I'm Going To Be (500 Miles)", title: "I'm Gonna Be (500 Miles)" },
  { artist: 'Michael Jackson', logged: 'Wanna Be Starting Something', title: "Wanna Be Startin' Somethin'" },
  { artist: 'Tammy Wynette', logged: 'Until I Can Make It On My Own', title: "'Til I Can Make It On My Own" },
  { artist: 'KISS', logged: "Rock 'n' Roll All Night", title: 'Rock And Roll All Nite' },
];
