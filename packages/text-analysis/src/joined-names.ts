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
 *    while the band or the leader never charts apart ("Bob Seger & The Silver Bullet Band", "Yvonne
 *    Baker and the Sensations"), or a leader with no career apart before it and "The …", billed so
 *    on two songs or more ("Eric Burdon & The Animals", "Diana Ross & The Supremes"); a one-off
 *    ("Bobby Vee and The Crickets"), an established leader's collaboration ("Ariana Grande & The
 *    Weeknd"), a list ("Future, Metro Boomin & The Weeknd") and a "The …" credited apart with
 *    {@link COLLABORATOR_PARTNERS} other artists or more, a collaborator rather than one leader's
 *    band ("Gesaffelstein & The Weeknd"), are not;
 * 4. a name billed on one song that joins full names of their own, none charting apart ("Edward
 *    Maya & Vika Jigulina", "Mike Reno And Ann Wilson") → a credit: a duet, not an act;
 * 5. an atom charted apart before the name first charted, a year or more before
 *    ({@link ESTABLISHED_DAYS}: "Marvin Gaye & Tammi Terrell") or at all when the name is billed on
 *    at most {@link ONE_OFF_SONGS} songs ("Justin Bieber & Dijon", "Peso Pluma & Jasiel Nunez"):
 *    the collaboration of an artist with a career of their own → a credit. A one-word part counts only
 *    with {@link LONE_WORD_MIN_SONGS} songs, and no fewer than the name's, credited to it as a whole part (not inside another joined
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

/**
 * A "The …" part credited apart with this many other artists or more is a collaborator, not one
 * leader's band (rule 3): a backing band charts apart with at most a couple of names (its leader's
 * spellings, a singer), an artist of its own with many.
 */
export const COLLABORATOR_PARTNERS = 3;

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

type Songs = [string, string][];

/** A joined name's chart history: per atom its songs apart, and the name's songs together. */
interface History {
  atoms: string[];
  joiners: string[];
  /** Song keys crediting every atom, and the earliest of their first chart dates. */
  together: string[];
  first: string;
  /** Per atom: its songs without this name's (key, first date). */
  apart: Songs[];
  /** Per atom: its songs apart as an artist of its own (a one-word atom: see {@link historyOf}). */
  alone: Songs[];
}

/**
 * The {@link History} of a joined name. A one-word atom charts apart ({@link History.alone}) where
 * it is credited as a whole part ("Cher", "Drake Featuring …"), or inside other joined names with
 * {@link LONE_WORD_MIN_SONGS} partners or more ("Feid" of "Karol G & Feid", "Bad Bunny & Feid", …);
 * not inside one other act's name ("Billy" of "Billy & Lillie").
 */
function historyOf(atoms: string[], joiners: string[], atomSongs: AtomSongs): History {
  const songsOf = atoms.map((a) => atomSongs.atoms.get(a) ?? new Map<string, string>());
  const together = [...songsOf[0]!.keys()].filter((k) => songsOf.every((s) => s.has(k)));
  const togetherSet = new Set(together);
  const apart = songsOf.map((s) => [...s].filter(([k]) => !togetherSet.has(k)));
  const performerOf = (key: string) => key.slice(0, key.indexOf('\u0001'));
  const alone = atoms.map((a, i) => {
    if (/\s/u.test(a) || new Set(apart[i]!.map(([k]) => performerOf(k))).size >= LONE_WORD_MIN_SONGS) return apart[i]!;
    return [...(atomSongs.wholeParts.get(a) ?? new Map<string, string>())].filter(([k]) => !togetherSet.has(k));
  });
  return { atoms, joiners, together, first: earliest(together.map((k) => songsOf[0]!.get(k)!)), apart, alone };
}

/** True when `songs` first charted {@link ESTABLISHED_DAYS} or more before `first`. */
const establishedBefore = (songs: Songs, first: string): boolean => {
  const from = earliest(songs.map(([, d]) => d));
  return !!from && !!first && dayOf(first) - dayOf(from) >= ESTABLISHED_DAYS;
};

/** How many other artists (atoms of the name excluded) atom `i` is credited with apart from the name. */
function partnersApart(h: History, i: number): number {
  const partners = new Set<string>();
  for (const [key] of h.apart[i]!) for (const a of performerAtoms(key.slice(0, key.indexOf('\u0001')))) partners.add(a);
  for (const a of h.atoms) partners.delete(a);
  return partners.size;
}

/** Rule 3, leader and band: the reading when the name is one, else undefined. */
function leaderAndBand(h: History): JoinedNameReading | undefined {
  const band = h.atoms.findIndex((a, i) => i > 0 && LEADER_AND_BAND.test(a));
  if (band <= 0) return undefined;
  const possessive = !/^the\s/u.test(h.atoms[band]!);
  const bandApart = h.apart[band]!.length > 0;
  const leaderApart = h.apart.slice(0, band).some((a) => a.length > 0);
  const billed =
    h.atoms.length === 2 &&
    h.together.length >= 2 &&
    !establishedBefore(h.apart[0]!, h.first) &&
    partnersApart(h, band) < COLLABORATOR_PARTNERS;
  if (!(possessive || !bandApart || !leaderApart || billed)) return undefined;
  const why = possessive
    ? 'possessive'
    : !bandApart
      ? 'the band never charts apart'
      : !leaderApart
        ? 'the leader never charts apart'
        : `billed so on ${h.together.length} songs`;
  return { act: true, rule: 'leader-and-band', reason: `leader and band ("${h.atoms[band]}": ${why})` };
}

/** Rule 5, a part established apart before the name: the credit reading, else undefined. */
function establishedPart(h: History): JoinedNameReading | undefined {
  const andOnly = h.joiners.every((j) => j.trim().toLowerCase() === 'and');
  const oneOff = h.together.length <= ONE_OFF_SONGS;
  const list = oneOff && h.atoms.length > 2;
  for (let i = 0; i < h.atoms.length && h.first; i++) {
    const songs = list ? h.apart[i]! : h.alone[i]!;
    const loneMin = list ? 1 : Math.max(LONE_WORD_MIN_SONGS, h.together.length);
    if (!/\s/u.test(h.atoms[i]!) && (andOnly || songs.length < loneMin)) continue;
    const from = earliest(songs.map(([, d]) => d));
    if (!from || from >= h.first || !(oneOff || establishedBefore(songs, h.first))) continue;
    const reason = `"${h.atoms[i]}" charted apart from ${from.slice(0, 4)}, this name from ${h.first.slice(0, 4)} (${h.together.length} songs)`;
    return { act: false, rule: 'established', reason };
  }
  return undefined;
}

/**
 * Reads a joined name as one act or a credit by the rules of the module doc.
 * @param name the joined name as printed (a whole performer string or one part of it).
 * @param atomSongs the chart's {@link AtomSongs}.
 * @returns `{ act, rule, reason }`; a name with one atom is an act ("not a joined name").
 */
export function readJoinedName(name: string, atomSongs: AtomSongs): JoinedNameReading {
  const { atoms: raw, joiners } = creditAtoms(name.trim(), CHART_READING);
  const atoms = raw.map((a) => a.trim().toLowerCase());
  if (atoms.length < 2) return { act: true, rule: 'single', reason: 'not a joined name' };
  if (new Set(atoms).size < atoms.length) return { act: true, rule: 'repeated', reason: 'one name repeated' };
  const h = historyOf(atoms, joiners, atomSongs);
  const noneApart = h.apart.every((a) => a.length === 0);
  const oneOffDuet = h.together.length === 1 && atoms.every((a) => /\s/u.test(a));
  if (noneApart && !oneOffDuet) return { act: true, rule: 'none-apart', reason: 'no part charts apart' };
  if (!h.together.length)
    return { act: true, rule: 'not-charted', reason: 'the chart never credits this name: one artist as its source lists it' };
  const band = leaderAndBand(h);
  if (band) return band;
  if (oneOffDuet && noneApart) {
    return { act: false, rule: 'one-off-names', reason: 'one song joining full names of their own ("First Last & First Last")' };
  }
  const established = establishedPart(h);
  if (established) return established;
  const counts = h.alone.map((a, i) => (!/\s/u.test(atoms[i]!) && a.length < LONE_WORD_MIN_SONGS ? 0 : a.length));
  if (counts.every((n) => n > 0)) {
    if (h.together.length <= Math.min(...counts) || h.together.length <= 1) {
      return {
        act: false,
        rule: 'all-apart',
        reason: `each part charts apart (${counts.join('/')} songs), together ${h.together.length}`,
      };
    }
    return {
      act: true,
      rule: 'billed-together',
      reason: `billed together (${h.together.length} songs) more than apart (${counts.join('/')})`,
    };
  }
  const only = atoms[counts.findIndex((n) => n === 0)]!;
  return { act: true, rule: 'part-only-here', reason: `"${only}" charts in this name only` };
}
