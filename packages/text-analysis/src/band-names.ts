/**
 * How play logs write a band's name other than the catalog does, token-level on folded forms
 * (`bestNameSimilarity` of `similarity.ts` adds these readings):
 *
 * - **band credit**: the same words but the joins and articles ("Bob Seger/Silver Bullet Band" ~
 *   "Bob Seger & The Silver Bullet Band", "Prince/Revolution" ~ "Prince And The Revolution",
 *   "Joan Jett and Blackhearts" ~ "Joan Jett & The Blackhearts"): a log's artist field joins the
 *   leader and the band with "/" and drops the article, as its title field drops brackets;
 * - **band word**: the name with or without a last word that only says it is a band ("Red Eye
 *   Band" ~ "Red Eye", "Jimi Hendrix Experience" ~ "Jimi Hendrix", "The Marshall Tucker Band" ~
 *   "Marshall Tucker");
 * - **abbreviations**: "Bros." ~ "Brothers", "Jr." ~ "Junior", "Dr." ~ "Doctor" (names and
 *   titles; {@link abbreviationForms}).
 *
 * Both name readings keep every word of the name in the order written; they are MusicBrainz's
 * artist-credit model read backwards (a credit is artists joined by join phrases such as " & " or
 * " and the ", so the join phrase is not part of either name).
 */

/** Scores of the band readings (0..1, the artist half of the matcher's confidence). */
export const BAND_NAME_SCORES = {
  /**
   * Same words, other joins or articles. Below 1 so the catalog's own spelling wins a tie, at or
   * above the `high` band's 0.9 with an exact title (a join is no evidence of another act): lower
   * sends these right answers to review, higher would rank them with names equal as written.
   */
  bandCredit: 0.96,
  /**
   * The name with or without a band word. 0.9: a `variant` reading (one band word is the only
   * difference, but "X" and "X Band" could be two acts of one leader), so with an exact title it is
   * `high`, with any other title rule `medium` or below.
   */
  bandWord: 0.9,
} as const;

/** Words that only join a leader and a band or name a band's article ("Prince And The Revolution"). */
const JOIN_WORDS: ReadonlySet<string> = new Set(['the', 'and', 'with', 'his', 'her', 'their', 'n']);

/** Last words that only say a name is a band ("Steve Miller Band", "The Jimi Hendrix Experience"). */
const BAND_WORDS: ReadonlySet<string> = new Set(['band', 'experience', 'group', 'orchestra']);

/** Letters the name left without its band word keeps at least ("Red Eye"; not "The Band"). */
export const BAND_WORD_MIN_CHARS = 3;

/** The words of a folded name without its joins and articles. */
function contentWords(tokens: readonly string[]): string[] {
  return tokens.filter((t) => t !== '' && !JOIN_WORDS.has(t));
}

const sameWords = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((w, i) => w === b[i]);

/**
 * The band reading of a logged form against a catalog form (token lists, folded), or undefined:
 * - `band-credit` ({@link BAND_NAME_SCORES}.bandCredit): the two differ and have the same words,
 *   two or more, in the same order once joins and articles ("the", "and", "with", "his", "her",
 *   "their", "n") are left out;
 * - `band-word` (`bandWord`): one is the other plus a last band word ("band", "experience",
 *   "group", "orchestra"), joins and articles left out, the rest at least
 *   {@link BAND_WORD_MIN_CHARS} letters and not band words only.
 */
export function bandNameSimilarity(
  qt: readonly string[],
  ct: readonly string[],
): { score: number; method: 'band-credit' | 'band-word' } | undefined {
  if (sameWords(qt, ct)) return undefined;
  const [q, c] = [contentWords(qt), contentWords(ct)];
  if (q.length >= 2 && sameWords(q, c)) return { score: BAND_NAME_SCORES.bandCredit, method: 'band-credit' };
  const [short, long] = q.length < c.length ? [q, c] : [c, q];
  if (long.length !== short.length + 1 || !BAND_WORDS.has(long[long.length - 1]!)) return undefined;
  if (!sameWords(short, long.slice(0, -1)) || short.join('').length < BAND_WORD_MIN_CHARS) return undefined;
  if (short.every((w) => BAND_WORDS.has(w))) return undefined;
  return { score: BAND_NAME_SCORES.bandWord, method: 'band-word' };
}

/**
 * Abbreviations of play logs and catalogs, folded, with the word each stands for: in names
 * ("Bros.", "Jr.", "Sr.", "St.", "Mt.", "Orch.") and titles ("Dr. Feelgood", "Mr. Tambourine Man",
 * "vs."). Only words whose abbreviation means nothing else in a name or title.
 */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  bros: 'brothers',
  jr: 'junior',
  sr: 'senior',
  dr: 'doctor',
  mr: 'mister',
  st: 'saint',
  mt: 'mount',
  orch: 'orchestra',
  vs: 'versus',
};

const WRITTEN_OUT: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(ABBREVIATIONS).map(([a, w]) => [w, a]));

/**
 * The other spellings of a folded name or title by its abbreviations (module doc): every
 * abbreviation written out, and every written-out word abbreviated ("jonas bros" → ["jonas
 * brothers"]; "the righteous brothers" → ["the righteous bros"]). Empty when it has none.
 */
export function abbreviationForms(folded: string): string[] {
  const tokens = folded.split(' ');
  if (!tokens.some((t) => Object.hasOwn(ABBREVIATIONS, t) || Object.hasOwn(WRITTEN_OUT, t))) return [];
  const out = [
    tokens.map((t) => (Object.hasOwn(ABBREVIATIONS, t) ? ABBREVIATIONS[t]! : t)).join(' '),
    tokens.map((t) => (Object.hasOwn(WRITTEN_OUT, t) ? WRITTEN_OUT[t]! : t)).join(' '),
  ];
  return [...new Set(out)].filter((f) => f !== folded);
}

/** A folded text with every abbreviation written out ("dr feelgood" → "doctor feelgood"). */
export function writtenOut(folded: string): string {
  return folded
    .split(' ')
    .map((t) => (Object.hasOwn(ABBREVIATIONS, t) ? ABBREVIATIONS[t]! : t))
    .join(' ');
}
