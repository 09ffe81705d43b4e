/**
 * Is a joined name ("A & B", "A, B & C", "A x B", "A And B") one act or a credit of several
 * artists? The question MusicBrainz answers with its artist-credit model: "Simon & Garfunkel" is a
 * group, "21 Savage & Metro Boomin" is an artist credit joining two artists with the join phrase
 * " & ". Here the only knowledge is a chart's own history (which names it credits, on which songs,
 * since when), never a list of names.
 *
 * Counted per credit atom (a piece between joiners, lower-cased: `creditAtoms`), over every
 * performer string of the chart: the songs whose credit holds it ({@link AtomSongs}, each with the
 * date it first charted). For a joined name, its songs **together** are the songs crediting every
 * atom of it; an atom's songs **apart** are its other songs (alone or with other partners).
 * The rules, first that applies:
 *
 * 1. one name repeated ("M + M") → one act;
 * 2. no atom charts apart ("Simon & Garfunkel", "Earth, Wind & Fire", "Big & Rich") → one act; a
 *    name the chart never credits (another source's artist, "John Lennon & Yoko Ono" in Discogs)
 *    is one act as that source lists it: the chart has no evidence about it;
 * 3. leader and band → one act: an atom after the first starts with "His"/"Her"/"Their"
 *    ("Commander Cody & His Lost Planet Airmen", "Perez Prado And His Orchestra"), or with "The"
 *    while the band or the leader never charts apart, so the act is billed that way throughout
 *    ("Bob Seger & The Silver Bullet Band", "Yvonne Baker and the Sensations"); "Future, Metro
 *    Boomin & The Weeknd" is not one (both chart apart);
 * 4. a name billed on one song that joins full names of their own, none charting apart ("Edward
 *    Maya & Vika Jigulina", "Mike Reno And Ann Wilson") → a credit: a duet, not an act;
 * 5. an atom charted apart before the name first charted, a year or more before
 *    ({@link ESTABLISHED_DAYS}: "Marvin Gaye & Tammi Terrell") or at all when the name is billed on
 *    at most {@link ONE_OFF_SONGS} songs ("Justin Bieber & Dijon", "Peso Pluma & Jasiel Nunez"):
 *    the collaboration of an artist with a career of their own → a credit. A one-word part counts only
 *    with {@link LONE_WORD_MIN_SONGS} songs credited to it as a whole part (not inside another joined
 *    name: "Billy" of "Billy & Lillie" is not the Billy of "Dino, Desi & Billy") (one song in a one-off list of three or more names:
 *    "MOLIY, Silent Addy, Skillibeng & Shenseea"), and never in a name joined only by " and " (another
 *    act may share the word: "Brooks & Dunn", "Love and Theft", "Tones And I");
 * 6. every atom charts apart (a one-word atom with {@link LONE_WORD_MIN_SONGS} songs apart), and at
 *    least as often apart as together, or together only once ("21 Savage & Metro Boomin", 31 songs
 *    together, 82 and 58 apart) → a credit;
 * 7. otherwise → one act: a duo billed together before its members' careers apart ("Sonny & Cher",
 *    "Wisin & Yandel", "K-Ci & JoJo"), or whose other part charts nowhere else ("Ike & Tina Turner").
 *
 * Known limitation: a duo one of whose members charted alone a year before the duo did ("Nino
 * Tempo & April Stevens") is read as a credit.
 */
import { CHART_READING, creditAtoms, featuredParts } from './credit-parts';
import { BAND_CONTINUATIONS, wordsPattern } from './credit-words';

/** Chart songs (song key → first chart date `YYYY-MM-DD`) per lower-cased name. */
export type SongsByName = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** What a chart credits, per name ({@link atomSongsOf}). */
export interface AtomSongs {
  /** Per credit atom: the songs whose credit holds it (alone or joined with others). */
  atoms: SongsByName;
  /** Per name credited as a whole part (a performer string's main part or one featured part): its songs. */
  wholeParts: SongsByName;
}

/** How a joined name reads ({@link readJoinedName}). */
export interface JoinedNameReading {
  /** True when the name is one act; false when it is a credit of several artists. */
  act: boolean;
  /** Which rule of the module doc decided (`one-off-names`: rule 4, `established`: rule 5, `all-apart`: rule 6). */
  rule:
    | 'single'
    | 'repeated'
    | 'none-apart'
    | 'not-charted'
    | 'one-off-names'
    | 'leader-and-band'
    | 'established'
    | 'all-apart'
    | 'billed-together'
    | 'part-only-here';
  /** The evidence, one short clause ("no part charts apart", "\"justin bieber\" charted apart from 2009"). */
  reason: string;
}

/** One charted (performer string, song) with the date it first charted (`YYYY-MM-DD`; '' when unknown). */
export interface ChartedSong {
  performer: string;
  song: string;
  first?: string;
}

/** Days an atom must have charted apart before a joined name to count as established (rule 5). */
export const ESTABLISHED_DAYS = 365;

/** A name billed together on this many songs or fewer is a one-off credit when a part charted apart before it (rule 5). */
export const ONE_OFF_SONGS = 2;

/**
 * A one-word part counts as an artist charting apart (rules 5 and 6) only with this many songs apart: one
 * word is often another act's name too ("Wind" in "Earth, Wind & Fire", "Dunn" in "Brooks & Dunn").
 */
export const LONE_WORD_MIN_SONGS = 3;

const LEADER_AND_BAND = new RegExp(`^(?:${wordsPattern(BAND_CONTINUATIONS)})\\s`, 'iu');

/** The lower-cased atoms of every part (main and featured) of a chart performer string. */
export function performerAtoms(performer: string): string[] {
  const parts = featuredParts(performer.trim(), CHART_READING).parts;
  return parts.flatMap((p) => creditAtoms(p, CHART_READING).atoms.map((a) => a.trim().toLowerCase())).filter(Boolean);
}

/** Records `key` (first charted `first`) among the songs of `name`, keeping the earliest date. */
function addSong(out: Map<string, Map<string, string>>, name: string, key: string, first: string): void {
  const songs = out.get(name) ?? out.set(name, new Map()).get(name)!;
  const had = songs.get(key);
  if (had === undefined || (first && (!had || first < had))) songs.set(key, first);
}

/**
 * The {@link AtomSongs} of a chart: for every atom and every whole part of every performer string,
 * the songs (keyed `performer\u0001song`, lower-cased) crediting it, with their first chart date.
 */
export function atomSongsOf(charted: Iterable<ChartedSong>): AtomSongs {
  const atoms = new Map<string, Map<string, string>>();
  const wholeParts = new Map<string, Map<string, string>>();
  for (const { performer, song, first = '' } of charted) {
    const key = `${performer.trim().toLowerCase()}\u0001${song.trim().toLowerCase()}`;
    for (const atom of new Set(performerAtoms(performer))) addSong(atoms, atom, key, first);
    for (const part of featuredParts(performer.trim(), CHART_READING).parts)
      addSong(wholeParts, part.trim().toLowerCase(), key, first);
  }
  return { atoms, wholeParts };
}

const dayOf = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / 86_400_000;
const earliest = (dates: Iterable<string>) => [...dates].filter(Boolean).sort()[0] ?? '';

/**
 * Reads a joined name as one act or a credit by the rules of the module doc.
 * @param name the joined name as printed (a whole performer string or one part of it).
 * @param atomSongs the chart's {@link AtomSongs}.
 * @returns `{ act, reason }`; a name with one atom is an act ("not a joined name").
 */
export function readJoinedName(name: string, atomSongs: AtomSongs): JoinedNameReading {
  const { atoms: raw, joiners } = creditAtoms(name.trim(), CHART_READING);
  const atoms = raw.map((a) => a.trim().toLowerCase());
  if (atoms.length < 2) return { act: true, rule: 'single', reason: 'not a joined name' };
  if (new Set(atoms).size < atoms.length) return { act: true, rule: 'repeated', reason: 'one name repeated' };
  const songsOf = atoms.map((a) => atomSongs.atoms.get(a) ?? new Map<string, string>());
  const together = [...songsOf[0]!.keys()].filter((k) => songsOf.every((s) => s.has(k)));
  const togetherSet = new Set(together);
  const apart = songsOf.map((s) => [...s].filter(([k]) => !togetherSet.has(k)));
  // A one-word atom charts apart where it is credited as a whole part ("Cher", "Drake Featuring
  // …"), or inside other joined names with LONE_WORD_MIN_SONGS partners or more ("Feid" of "Karol G
  // & Feid", "Bad Bunny & Feid", …); not inside one other act's name ("Billy" of "Billy & Lillie").
  const performerOf = (key: string) => key.slice(0, key.indexOf('\u0001'));
  const alone = atoms.map((a, i) => {
    if (/\s/u.test(a) || new Set(apart[i]!.map(([k]) => performerOf(k))).size >= LONE_WORD_MIN_SONGS) return apart[i]!;
    return [...(atomSongs.wholeParts.get(a) ?? new Map<string, string>())].filter(([k]) => !togetherSet.has(k));
  });
  const oneOffDuet = together.length === 1 && atoms.every((a) => /\s/u.test(a));
  if (apart.every((a) => a.length === 0) && !oneOffDuet) return { act: true, rule: 'none-apart', reason: 'no part charts apart' };
  if (!together.length)
    return { act: true, rule: 'not-charted', reason: 'the chart never credits this name: one artist as its source lists it' };
  const band = atoms.findIndex((a, i) => i > 0 && LEADER_AND_BAND.test(a));
  if (band > 0) {
    const possessive = !/^the\s/u.test(atoms[band]!);
    const bandApart = apart[band]!.length > 0;
    const leaderApart = apart.slice(0, band).some((a) => a.length > 0);
    if (possessive || !bandApart || !leaderApart) {
      const why = possessive ? 'possessive' : !bandApart ? 'the band never charts apart' : 'the leader never charts apart';
      return { act: true, rule: 'leader-and-band', reason: `leader and band ("${atoms[band]}": ${why})` };
    }
  }

  if (oneOffDuet && apart.every((a) => a.length === 0)) {
    return { act: false, rule: 'one-off-names', reason: 'one song joining full names of their own ("First Last & First Last")' };
  }
  const first = earliest(together.map((k) => songsOf[0]!.get(k)!));
  const andOnly = joiners.every((j) => j.trim().toLowerCase() === 'and');
  for (let i = 0; i < atoms.length && first; i++) {
    const loneWord = !/\s/u.test(atoms[i]!);
    const oneOff = together.length <= ONE_OFF_SONGS;
    const list = oneOff && atoms.length > 2;
    const songs = list ? apart[i]! : alone[i]!;
    if (loneWord && (andOnly || songs.length < (list ? 1 : LONE_WORD_MIN_SONGS))) continue;
    const since = earliest(songs.map(([, d]) => d));
    if (!since || since >= first) continue;
    if (dayOf(first) - dayOf(since) >= ESTABLISHED_DAYS || oneOff) {
      return {
        act: false,
        rule: 'established',
        reason: `"${atoms[i]}" charted apart from ${since.slice(0, 4)}, this name from ${first.slice(0, 4)} (${together.length} songs)`,
      };
    }
  }
  const counts = alone.map((a, i) => (!/\s/u.test(atoms[i]!) && a.length < LONE_WORD_MIN_SONGS ? 0 : a.length));
  if (counts.every((n) => n > 0)) {
    if (together.length <= Math.min(...counts) || together.length <= 1) {
      return {
        act: false,
        rule: 'all-apart',
        reason: `each part charts apart (${counts.join('/')} songs), together ${together.length}`,
      };
    }
    return {
      act: true,
      rule: 'billed-together',
      reason: `billed together (${together.length} songs) more than apart (${counts.join('/')})`,
    };
  }
  const only = atoms[counts.findIndex((n) => n === 0)]!;
  return { act: true, rule: 'part-only-here', reason: `"${only}" charts in this name only` };
}
