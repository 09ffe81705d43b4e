/**
 * The hard kinds of real radio play-log lines (the failure kinds `docs/matching.md` lists for real
 * play logs), as perturbations of a catalog recording's (artist, title): each kind turns the
 * catalog's spelling into one a station's log could write, or answers null when it does not apply
 * to that recording. Pure and deterministic for a given PRNG (`bench/match-hard-lines.ts`).
 */
import { foldForMatch } from '@mc/text-analysis';

/** A catalog recording as the generators read it: its title and credited artists. */
export interface SourceRecording {
  id: number;
  title: string;
  performer: string;
  artists: readonly { name: string; link: string }[];
}

/** A logged line: the artist and title fields of a play log. */
export interface LoggedLine {
  name: string;
  title: string;
}

/** A perturbation: the logged line of a recording, or null when the kind does not apply. */
export type Perturb = (src: SourceRecording, rand: () => number) => LoggedLine | null;

const pick = <T>(xs: readonly T[], rand: () => number): T => xs[Math.floor(rand() * xs.length)]!;

/** The first main credit of a recording (the catalog's own name of the act). */
export function mainArtist(src: SourceRecording): string {
  return (src.artists.find((a) => a.link !== 'Feat') ?? src.artists[0])?.name ?? src.performer;
}

/** A band credited as "Leader & The Band", "Leader And His Orchestra", "Leader With The Band". */
const BAND_CREDIT = /^(.+?) (?:&|And|With) (?:(?:The|His|Her|Their) )?(.+)$/iu;
/** The last word of a band's name that play logs add or drop. */
const BAND_WORD = /^(?:The )?(.+ .+?) (Band|Experience|Group|Orchestra)$/iu;

/**
 * Spellings a person's name is misspelt in on real logs ("Missy Elliot", "Phil Colins"): a doubled
 * letter written once, a single consonant doubled, "ie"/"ei" swapped, a final silent "e" dropped.
 */
function misspell(name: string, rand: () => number): string | null {
  const options: string[] = [];
  for (const m of name.matchAll(/([a-z])\1/gu)) options.push(name.slice(0, m.index) + name.slice(m.index + 1));
  for (const m of name.matchAll(/[aeiou]([lnrt])[aeiouy]/gu)) {
    const at = m.index + 1;
    options.push(name.slice(0, at) + m[1] + name.slice(at));
  }
  for (const m of name.matchAll(/ie|ei/gu))
    options.push(name.slice(0, m.index) + [...m[0]].reverse().join('') + name.slice(m.index + 2));
  for (const m of name.matchAll(/([a-z]{3})e\b/gu)) options.push(name.slice(0, m.index + 3) + name.slice(m.index + 4));
  return options.length ? pick(options, rand) : null;
}

/** Number words and the digits logs write for them (either way). */
const NUMBERS: readonly [string, string][] = [
  ['One', '1'],
  ['Two', '2'],
  ['Three', '3'],
  ['Four', '4'],
  ['Five', '5'],
  ['Six', '6'],
  ['Seven', '7'],
  ['Eight', '8'],
  ['Nine', '9'],
  ['Ten', '10'],
];

/** Abbreviations of play logs (either way). */
const ABBREVIATIONS: readonly [string, string][] = [
  ['Brothers', 'Bros.'],
  ['Doctor', 'Dr.'],
  ['Mister', 'Mr.'],
  ['Saint', 'St.'],
  ['Junior', 'Jr.'],
  ['Featuring', 'Ft.'],
];

/** Replaces the first whole word `from` (case-insensitive) in `s` by `to`, or null. */
function replaceWord(s: string, from: string, to: string): string | null {
  const re = new RegExp(`(^|[\\s(])${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[\\s)])`, 'iu');
  return re.test(s) ? s.replace(re, `$1${to}`) : null;
}

/** Version and remaster tags a playout system appends to the one recording. */
const REMASTER_TAGS = [
  ' - 2011 Remaster',
  ' (Remastered 2009)',
  ' - Remastered',
  ' [2015 Remaster]',
  ' (Single Version)',
  ' - Mono',
];

/** The kinds, by name: each a perturbation of the catalog's spelling. */
export const HARD_KINDS: Record<string, Perturb> = {
  /** A person's name misspelt, the title as catalogued ("Missy Elliot"). */
  misspelt_artist: (src, rand) => {
    const name = mainArtist(src);
    const spelt = misspell(name, rand);
    return spelt && spelt !== name ? { name: spelt, title: src.title } : null;
  },
  /** A band credit joined with "/" and no article ("Tom Petty/Heartbreakers"). */
  band_slash: (src) => {
    const m = BAND_CREDIT.exec(mainArtist(src));
    return m ? { name: `${m[1]}/${m[2]}`, title: src.title } : null;
  },
  /** The band's leader alone ("Tom Petty" for "Tom Petty And The Heartbreakers"). */
  band_leader: (src) => {
    const m = BAND_CREDIT.exec(mainArtist(src));
    return m && m[1]!.length >= 4 ? { name: m[1]!, title: src.title } : null;
  },
  /** A band's last word dropped or added ("Steve Miller" ~ "The Steve Miller Band", "X" ~ "X Band"). */
  band_word: (src, rand) => {
    const name = mainArtist(src);
    const m = BAND_WORD.exec(name);
    if (m) return { name: m[1]!, title: src.title };
    if (!/^\S+ \S+$/u.test(name) || BAND_CREDIT.test(name) || rand() < 0.5) return null;
    return { name: `${name} Band`, title: src.title };
  },
  /** A leading article dropped or added on the artist, or dropped from the title ("Logical Song"). */
  article: (src) => {
    const name = mainArtist(src);
    if (/^The /u.test(name)) return { name: name.slice(4), title: src.title };
    const t = /^(?:The|A) (.+ .+)$/u.exec(src.title);
    return t ? { name, title: t[1]! } : null;
  },
  /** ALL CAPS, both fields. */
  caps: (src) => ({ name: mainArtist(src).toUpperCase(), title: src.title.toUpperCase() }),
  /** The title's subtitle dropped, or a soundtrack tag added ('(From "Movie")'). */
  subtitle: (src, rand) => {
    const cut = src.title.replace(/\s*\([^()]*\)\s*/u, ' ').trim();
    if (cut !== src.title && cut.length > 2) return { name: mainArtist(src), title: cut };
    const film = pick(['Top Gun', 'Footloose', 'Guardians Of The Galaxy', 'Stranger Things', 'Dazed And Confused'], rand);
    return { name: mainArtist(src), title: `${src.title} (From "${film}")` };
  },
  /** One word of four or more letters censored, first letter kept ("F**k"). */
  censored: (src, rand) => {
    const words = [...src.title.matchAll(/\b([A-Za-z])([a-z]{2,})([a-z])\b/gu)];
    if (!words.length) return null;
    const w = pick(words, rand);
    const stars = '*'.repeat(w[2]!.length);
    return {
      name: mainArtist(src),
      title: src.title.slice(0, w.index) + w[1] + stars + w[3] + src.title.slice(w.index + w[0].length),
    };
  },
  /** "&", "And" and "N'" for one another in the title. */
  and_sign: (src, rand) => {
    const t = src.title;
    const forms = [' & ', ' And ', " N' ", " 'N' "];
    const has = forms.find((f) => t.includes(f));
    if (!has) return null;
    return {
      name: mainArtist(src),
      title: t.replace(
        has,
        pick(
          forms.filter((f) => f !== has),
          rand,
        ),
      ),
    };
  },
  /** A number word as digits or digits as a word, in the title or the artist ("The 4 Seasons"). */
  numerals: (src) => {
    const name = mainArtist(src);
    for (const [word, digit] of NUMBERS) {
      for (const [from, to] of [
        [word, digit],
        [digit, word],
      ] as const) {
        const title = replaceWord(src.title, from, to);
        if (title) return { name, title };
        const n = replaceWord(name, from, to);
        if (n) return { name: n, title: src.title };
      }
    }
    return null;
  },
  /** Two short words of the title written as one ("Tight Rope" → "Tightrope", "4 AM" → "4AM"). */
  compound: (src, rand) => {
    const words = src.title.split(' ');
    const at = words
      .map((w, i) => i)
      .filter((i) => i + 1 < words.length && /^\w{1,5}$/u.test(words[i]!) && /^\w{2,5}$/u.test(words[i + 1]!));
    if (!at.length) return null;
    const i = pick(at, rand);
    const joined = [...words.slice(0, i), words[i]! + words[i + 1]!.toLowerCase(), ...words.slice(i + 2)];
    return { name: mainArtist(src), title: joined.join(' ') };
  },
  /** The featured artist logged as the artist, the main one in the title or after a "&". */
  swapped: (src, rand) => {
    const feat = src.artists.find((a) => a.link === 'Feat');
    if (!feat) return null;
    const main = mainArtist(src);
    return rand() < 0.5
      ? { name: feat.name, title: `${src.title} (feat. ${main})` }
      : { name: `${feat.name} & ${main}`, title: src.title };
  },
  /** A remaster, single-version or mono tag on the one recording. */
  remaster: (src, rand) =>
    /[([]/u.test(src.title) ? null : { name: mainArtist(src), title: src.title + pick(REMASTER_TAGS, rand) },
  /** One side of a two-sided single the catalog titles "A/B". */
  double_side: (src, rand) => {
    if (/[([{]/u.test(src.title)) return null;
    const sides = src.title.split('/').map((s) => s.trim());
    if (sides.length !== 2 || sides.some((s) => s.length < 3)) return null;
    return { name: mainArtist(src), title: pick(sides, rand) };
  },
  /** A word of the artist or title abbreviated, or an abbreviation written out ("Doobie Bros."). */
  abbrev: (src) => {
    const name = mainArtist(src);
    for (const [word, short] of ABBREVIATIONS) {
      for (const [from, to] of [
        [word, short],
        [short, word],
        [short.replace('.', ''), word],
      ] as const) {
        const n = replaceWord(name, from, to);
        if (n) return { name: n, title: src.title };
        const title = replaceWord(src.title, from, to);
        if (title) return { name, title };
      }
    }
    return null;
  },
  /** A long title cut at a fixed width, "..." appended ("Somebody That I Used..."). */
  cut_title: (src) => {
    const words = src.title.split(' ');
    if (words.length < 4 || /[([{/]/u.test(src.title)) return null;
    return { name: mainArtist(src), title: `${words.slice(0, Math.ceil(words.length * 0.6)).join(' ')}...` };
  },
  /** A title that lost its first word ("Wait A Million Years" ~ "I'd Wait A Million Years"). */
  first_word: (src) => {
    const words = src.title.split(' ');
    if (words.length < 4 || /[([{/]/u.test(src.title)) return null;
    return { name: mainArtist(src), title: words.slice(1).join(' ') };
  },
};

/**
 * The act under a name from another period of its career: a recording credited to "A B" logged
 * as "A C" when the catalog also credits "A B C" or "A C B" (`bridgeNames` of the matcher), among
 * `names` (the catalog's credited names).
 */
export function otherNameKind(names: readonly string[], bridges: (logged: string, catalog: string) => string[]): Perturb {
  const fold = (n: string) => foldForMatch(n);
  const all = new Set(names.map(fold));
  const byFirst = new Map<string, string[]>();
  for (const n of new Set(names)) {
    const first = fold(n).replace(/^the /u, '').split(' ')[0]!;
    byFirst.set(first, [...(byFirst.get(first) ?? []), n]);
  }
  return (src) => {
    const name = mainArtist(src);
    const group = byFirst.get(fold(name).replace(/^the /u, '').split(' ')[0]!) ?? [];
    const other = group.find((b) => b !== name && bridges(b, name).some((x) => all.has(x)));
    return other ? { name: other, title: src.title } : null;
  };
}

/** The kinds in a fixed order. */
export const HARD_KIND_NAMES = Object.keys(HARD_KINDS);
