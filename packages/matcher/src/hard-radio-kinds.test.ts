/**
 * The hard kinds of real radio play-log lines (`docs/matching.md`), each a general rule table-tested with
 * real names and titles of the catalog: the title rules of `titleSimilarity`, the name rules of
 * `bestNameSimilarity` (`name-cut-off.ts`), and their product, `scoreRecordingMatch`, against the
 * matcher's acceptance threshold (`MATCH_POLICY.minConfidence`): right answers clear it with room,
 * wrong ones stay below.
 */
import { type MatchCandidate, bestNameSimilarity, scoreRecordingMatch, titleSimilarity } from '@mc/text-analysis';
import { MATCH_POLICY } from './policy';

/** The acceptance threshold of the matcher's policy. */
const MATCH_MIN_CONFIDENCE = MATCH_POLICY.minConfidence;

/** A real catalog title, by its artist, and the spelling a radio log gives it. */
interface LoggedTitle {
  artist: string;
  logged: string;
  title: string;
}

/** Colloquial spellings of real catalog titles, either side (the rows of text-analysis' `spelling-cases.ts`). */
const COLLOQUIAL_TITLES: readonly LoggedTitle[] = [
  { artist: 'Cyndi Lauper', logged: 'Girls Just Wanna Have Fun', title: 'Girls Just Want To Have Fun' },
  { artist: 'The Proclaimers', logged: "I'm Going To Be (500 Miles)", title: "I'm Gonna Be (500 Miles)" },
  { artist: 'Michael Jackson', logged: 'Wanna Be Starting Something', title: "Wanna Be Startin' Somethin'" },
  { artist: 'Tammy Wynette', logged: 'Until I Can Make It On My Own', title: "'Til I Can Make It On My Own" },
  { artist: 'KISS', logged: "Rock 'n' Roll All Night", title: 'Rock And Roll All Nite' },
];

/** Points above the threshold a right answer of a hard kind keeps at least. */
const ROOM = 10;

const recording = (title: string, ...artists: [string, string?][]): MatchCandidate => ({
  title,
  artists: artists.map(([name, link]) => ({ name, link: link ?? 'Main' })),
});

/** A radio line, the right candidate, and the artist and title methods that should recognise it. */
type RightAnswer = [name: string, title: string, candidate: MatchCandidate, artistMethod: string, titleMethod: string];

/** A title logged in a colloquial spelling of the catalog's: both fold to one key. */
const colloquial = ({ artist, logged, title }: LoggedTitle): RightAnswer => [
  artist,
  logged,
  recording(title, [artist]),
  'form',
  'key',
];

describe('hard radio lines: right answers clear the threshold with room', () => {
  it.each<RightAnswer>([
    // A long artist name cut off at a fixed width.
    ['The Red Hot Chili Pep', 'Under The Bridge', recording('Under The Bridge', ['Red Hot Chili Peppers']), 'cut-off', 'exact'],
    ['Tom Petty & The Heartbr', 'Refugee', recording('Refugee', ['Tom Petty And The Heartbreakers']), 'cut-off', 'exact'],
    [
      'Herb Alpert & The Tijua',
      'A Taste Of Honey',
      recording('A Taste Of Honey', ['Herb Alpert & The Tijuana Brass']),
      'cut-off',
      'exact',
    ],
    // An alternative title swapped around its parentheses.
    ['T. Rex', 'Get It On (Bang A Gong)', recording('Bang A Gong (Get It On)', ['T. Rex']), 'form', 'alternative'],
    // Colloquial spellings, either side.
    ...COLLOQUIAL_TITLES.map(colloquial),
    // A soundtrack tag in braces, the artist logged by the first word of his name.
    ['Pharrell', 'Happy {From Despicable Me 2}', recording('Happy', ['Pharrell Williams']), 'first-word', 'base'],
    // The featured artist logged as the artist, the main one in the title.
    [
      'Rihanna',
      'This Is What You Came For w/Calvin Harris',
      recording('This Is What You Came For', ['Calvin Harris'], ['Rihanna', 'Feat']),
      'form',
      'base',
    ],
    // Censoring together with a dropped subtitle, censored on either side.
    ['Eamon', 'Fuck It', recording("F**k It (I Don't Want You Back)", ['Eamon']), 'form', 'censored'],
    ['Eamon', 'F*ck It', recording("F**k It (I Don't Want You Back)", ['Eamon']), 'form', 'censored'],
    ['Rihanna', 'Bitch Better Have My Money', recording('B**** Better Have My Money', ['Rihanna']), 'form', 'censored'],
    // A numbered prefix on the catalog title.
    ['Childish Gambino', '3005', recording('V. 3005', ['Childish Gambino']), 'form', 'base'],
    ['Childish Gambino', 'Crawl', recording('I. Crawl', ['Childish Gambino']), 'form', 'base'],
    ['Kanye West', 'Father Stretch My Hands Pt. 2', recording('Pt. 2', ['Kanye West']), 'form', 'part'],
    // A band credit joined with "/" and no article; the band word dropped or added.
    [
      'Bob Seger/Silver Bullet Band',
      'Night Moves',
      recording('Night Moves', ['Bob Seger & The Silver Bullet Band']),
      'band-credit',
      'exact',
    ],
    ['Prince/Revolution', 'Raspberry Beret', recording('Raspberry Beret', ['Prince And The Revolution']), 'band-credit', 'exact'],
    ['Enrique Iglesias Band', 'Bailando', recording('Bailando', ['Enrique Iglesias']), 'band-word', 'exact'],
    ['Red Eye', 'Red Eye Blues', recording('Red Eye Blues', ['Red Eye Band']), 'band-word', 'exact'],
    // Both credits joined, one part spelt alike, the other not ("Vanessa Hudgens" ~ "Vanessa Anne Hudgens").
    [
      'Zac Efron/Vanessa Hudgens',
      'You Are The Music In Me',
      recording('You Are The Music In Me', ['Zac Efron & Vanessa Anne Hudgens']),
      'credit-part',
      'exact',
    ],
    // Abbreviations, in the artist or the title.
    ['Doobie Bros.', 'Listen To The Music', recording('Listen To The Music', ['The Doobie Brothers']), 'jaro-winkler', 'exact'],
    ['Jr. Walker & The All Stars', 'Shotgun', recording('Shotgun', ['Junior Walker & The All Stars']), 'form', 'exact'],
    ['Motley Crue', 'Doctor Feelgood', recording('Dr. Feelgood', ['Motley Crue']), 'form', 'key'],
    // One side of a two-sided single.
    [
      'Creedence Clearwater Revival',
      'Hey Tonight',
      recording('Have You Ever Seen The Rain/Hey Tonight', ['Creedence Clearwater Revival']),
      'form',
      'side',
    ],
    [
      'Bachman-Turner Overdrive',
      "Free Wheelin'",
      recording("You Ain't Seen Nothing Yet/Free Wheelin'", ['Bachman-Turner Overdrive']),
      'form',
      'side',
    ],
  ])('%s / %s', (name, title, candidate, artistMethod, titleMethod) => {
    const s = scoreRecordingMatch(name, title, candidate);
    expect([s.explain.artist.method, s.explain.title.method]).toEqual([artistMethod, titleMethod]);
    expect(s.confidence).toBeGreaterThanOrEqual(MATCH_MIN_CONFIDENCE + ROOM);
  });
});

describe('hard radio lines: wrong answers stay below the threshold', () => {
  it.each<[string, string, MatchCandidate]>([
    // Another part of the same song.
    ['Kanye West', 'Father Stretch My Hands Pt. 2', recording('Father Stretch My Hands, Pt. 1', ['Kanye West'])],
    ['James Brown', 'Cold Sweat - Part 2', recording('Cold Sweat - Part 1', ['James Brown And The Famous Flames'])],
    // The bracketed title alone is another song (a suite's part, a subtitle).
    ['Yes', "I've Seen All Good People", recording("Your Move (I've Seen All Good People)", ['Yes'])],
    // A catalog name that begins the logged one is no `high` answer, and needs the title.
    ['John Cougar Mellencamp', 'Small Town', recording('Hurts So Good', ['John Cougar'])],
    // A colloquial spelling does not make other words equal.
    ['Cyndi Lauper', 'Girls Just Wanna Dance', recording('Girls Just Want To Have Fun', ['Cyndi Lauper'])],
    // A short title that begins a longer one is another song; so is a title sharing only its start.
    ['Steve Miller Band', 'The Joker', recording('The Joker And The Queen', ['Ed Sheeran'], ['Taylor Swift', 'Feat'])],
    ['Drake', 'Love Isall Around', recording('Love All', ['Drake'], ['JAY-Z', 'Feat'])],
    // Another band that shares the leader's name but more than a band word.
    ['Bob Seger', 'Ramblin Gamblin Man', recording("Ramblin' Gamblin' Man", ['Bob Seger System Of The Sixties'])],
  ])('%s / %s is not %p', (name, title, candidate) => {
    expect(scoreRecordingMatch(name, title, candidate).confidence).toBeLessThan(MATCH_MIN_CONFIDENCE);
  });
});

describe('the name rules of logged-short names', () => {
  it.each([
    ['Bruce Springs', 'Bruce Springsteen', 'cut-off'],
    ['Earth, Wind & Fi', 'Earth, Wind & Fire', 'jaro-winkler'],
    ['Bob Seger & The Silver', 'Bob Seger & The Silver Bullet Band', 'cut-off'],
    ['Shirley', 'Shirley Bassey', 'first-word'],
    // The catalog credits the act by the first words of the logged name (another period of its career).
    ['John Cougar Mellencamp', 'John Cougar', 'cut-off'],
    // A band word more is read as such (0.9, above the longer-name reading's 0.88).
    ['Steve Miller Band', 'Steve Miller', 'band-word'],
    ['Jimi Hendrix Experience', 'Jimi Hendrix', 'band-word'],
    ['John Cougar Mellencamp Band', 'John Cougar Mellencamp', 'band-word'],
    // A band logged by its acronym.
    ['CCR', 'Creedence Clearwater Revival', 'initials'],
    ['ELO', 'Electric Light Orchestra', 'initials'],
  ])('%s ~ %s by %s', (query, name, method) => {
    const r = bestNameSimilarity(query, [name]);
    expect(r.method).toBe(method);
    expect(r.score).toBeGreaterThanOrEqual(0.85);
  });

  it.each([
    ['Prince', 'Prince And The Revolution'],
    ['Williams', 'Pharrell Williams'],
    ['Tom Petty', 'Tom Petty And The Heartbreakers'],
    ['Lil', 'Lil Wayne'],
    ['The Beat', 'The Beatles'],
    // A one-word catalog name, a short one, or a logged name of three more words.
    ['Prince Rogers Nelson', 'Prince'],
    ['Lil Jon Boyz', 'Lil Jon'],
    ['Bob Seger Silver Bullet Band', 'Bob Seger'],
  ])('does not read %s as %s logged short', (query, name) => {
    expect(['cut-off', 'first-word']).not.toContain(bestNameSimilarity(query, [name]).method);
  });
});

describe('acronyms', () => {
  it.each([
    // Not the initials in the order written, or too short for an acronym.
    ['CRC', 'Creedence Clearwater Revival'],
    ['CR', 'Clearwater Revival'],
  ])('does not read %s as the acronym of %s', (query, name) => {
    expect(bestNameSimilarity(query, [name]).score).toBeLessThan(0.72);
  });
});

describe('titles of the hard kinds', () => {
  it('prefers the plain title to one with a part detached from both ("3005 (13)": "3005" before "V. 3005")', () => {
    expect(titleSimilarity('3005 (13)', '3005').similarity).toBeGreaterThan(titleSimilarity('3005 (13)', 'V. 3005').similarity);
  });
});
