/**
 * Measurement (not a test): what each @mc/text-analysis function buys on the dev evaluation set.
 *
 * Reads the dev set `artist_title_dev.tsv` of `EVAL_DIR` (`eval-files.ts`; path overridable as argv[2]); for every positive row
 * prints, per category and overall, the share of rows where the query artist name and the
 * expected artist agree under each form, and likewise query title vs expected title. A row
 * "agrees" under a form when the two sides give an equal value (or share one, for functions that
 * return several). The "cumulative" line is the share agreeing under any form above it.
 * The "wrong-pairs" column is the same check on mismatched pairs (each query against the next
 * row's expected artist and title, both different): the false-agreement rate of the form.
 * Also compares Double Metaphone with NYSIIS on the typo rows, with a collision rate on
 * distinct artist pairs (how often two different expected artists share a key).
 *
 * Run: npx tsx bench/matching-analysis.ts
 */
import { readFileSync } from 'node:fs';
import nysiis from 'talisman/phonetics/nysiis';
import {
  analyzeTitle,
  artistNameForms,
  bestNameSimilarity,
  compactName,
  foldForMatch,
  jaroWinkler,
  nameOrderVariants,
  phoneticKeys,
  prefixCoverage,
  splitArtistCredit,
  toLatin,
  tokenSetRatio,
} from '@mc/text-analysis';
import { evalFile } from './eval-files';

interface Row {
  id: string;
  category: string;
  qName: string;
  qTitle: string;
  eTitle: string;
  eArtist: string;
}

/** The artist-title dev set. */
const DEV_SET = evalFile('artist_title_dev.tsv');
const path = process.argv[2] ?? DEV_SET;
const rows: Row[] = readFileSync(path, 'utf8')
  .split('\n')
  .slice(1)
  .filter((l) => l.trim() !== '')
  .map((l) => {
    const [id = '', category = '', qName = '', qTitle = '', eTitle = '', eArtist = ''] = l.split('\t');
    return { id, category, qName, qTitle, eTitle, eArtist };
  });
const positives = rows.filter((r) => r.eTitle !== '' || r.eArtist !== '');

const shares = (a: readonly string[], b: readonly string[]): boolean => a.some((x) => b.includes(x));
const orderForms = (n: string): string[] => [foldForMatch(n), ...nameOrderVariants(n).map(foldForMatch)];

type Check = [label: string, test: (r: Row) => boolean];

const nameChecks: Check[] = [
  ['folded equal', (r) => foldForMatch(r.qName) === foldForMatch(r.eArtist)],
  ['compact equal (compactName)', (r) => compactName(r.qName) === compactName(r.eArtist)],
  ['name forms share (artistNameForms)', (r) => shares(artistNameForms(r.qName), artistNameForms(r.eArtist))],
  ['transliterated equal (toLatin)', (r) => toLatin(r.qName) === toLatin(r.eArtist)],
  ['name-order variant equal', (r) => shares(orderForms(r.qName), orderForms(r.eArtist))],
  ['first main credit folded equal', (r) => foldForMatch(splitArtistCredit(r.qName).main[0] ?? '') === foldForMatch(r.eArtist)],
  ['phonetic key shared', (r) => shares(phoneticKeys(r.qName), phoneticKeys(r.eArtist))],
  ['jaro-winkler(folded) >= 0.9', (r) => jaroWinkler(foldForMatch(r.qName), foldForMatch(r.eArtist)) >= 0.9],
  ['bestNameSimilarity >= 0.9', (r) => bestNameSimilarity(r.qName, [r.eArtist]).score >= 0.9],
  ['bestNameSimilarity >= 0.85 (incl. phonetic)', (r) => bestNameSimilarity(r.qName, [r.eArtist]).score >= 0.85],
  ['bestNameSimilarity == 1', (r) => bestNameSimilarity(r.qName, [r.eArtist]).score === 1],
];

const titleChecks: Check[] = [
  ['folded equal', (r) => foldForMatch(r.qTitle) === foldForMatch(r.eTitle)],
  ['base equal (analyzeTitle)', (r) => analyzeTitle(r.qTitle).base === analyzeTitle(r.eTitle).base],
  ['prefixCoverage > 0 (query prefix of expected)', (r) => prefixCoverage(r.qTitle, r.eTitle) > 0],
  [
    'phonetic key shared (base)',
    (r) => shares(phoneticKeys(analyzeTitle(r.qTitle).base), phoneticKeys(analyzeTitle(r.eTitle).base)),
  ],
  ['jaro-winkler(base) >= 0.9', (r) => jaroWinkler(analyzeTitle(r.qTitle).base, analyzeTitle(r.eTitle).base) >= 0.9],
  ['tokenSetRatio(base) >= 0.9', (r) => tokenSetRatio(analyzeTitle(r.qTitle).base, analyzeTitle(r.eTitle).base) >= 0.9],
];

/** Query of row i with the expected artist and title of row i+1, when both differ (a wrong pair). */
const mismatched: Row[] = positives
  .map((r, i) => {
    const next = positives[(i + 1) % positives.length] as Row;
    return { ...r, eArtist: next.eArtist, eTitle: next.eTitle };
  })
  .filter(
    (r, i) =>
      compactName(r.eArtist) !== compactName(positives[i]?.eArtist ?? '') &&
      foldForMatch(r.eTitle) !== foldForMatch(positives[i]?.eTitle ?? ''),
  );
const categories = [...new Set(positives.map((r) => r.category))];
const pct = (n: number, d: number): string => (d === 0 ? '   -  ' : `${((100 * n) / d).toFixed(1).padStart(5)}%`);

function table(title: string, checks: Check[]): void {
  console.log(`\n## ${title} (positive rows: ${positives.length})`);
  const cols = [...categories, 'all'];
  console.log(`${'form'.padEnd(46)}${cols.map((c) => c.slice(0, 12).padStart(13)).join('')}${'wrong-pairs'.padStart(13)}`);
  const cumulative = new Set<string>();
  const cumRows: string[] = [];
  for (const [label, test] of checks) {
    const hits = new Set(positives.filter(test).map((r) => r.id));
    const cells = cols.map((c) => {
      const rs = c === 'all' ? positives : positives.filter((r) => r.category === c);
      return pct(rs.filter((r) => hits.has(r.id)).length, rs.length).padStart(13);
    });
    // False agreement: each query against the next row's expected artist/title when it differs.
    const wrong = mismatched.filter(test).length;
    console.log(`${label.padEnd(46)}${cells.join('')}${pct(wrong, mismatched.length).padStart(13)}`);
    for (const id of hits) cumulative.add(id);
    const cum = cols.map((c) => {
      const rs = c === 'all' ? positives : positives.filter((r) => r.category === c);
      return pct(rs.filter((r) => cumulative.has(r.id)).length, rs.length).padStart(13);
    });
    cumRows.push(`${('  + ' + label).slice(0, 46).padEnd(46)}${cum.join('')}`);
  }
  console.log('cumulative (any form so far):');
  for (const l of cumRows) console.log(l);
}

table('Artist: query name vs expected artist', nameChecks);
table('Title: query title vs expected title', titleChecks);

// Phonetic algorithm comparison on typo rows + collision rate among distinct artists.
const nysiisKeys = (s: string): string[] => {
  const toks = toLatin(s)
    .split(' ')
    .map((t) => t.replace(/[^a-z]/g, ''))
    .filter((t) => t !== '');
  const k = toks.map((t) => nysiis(t)).join(' ');
  return k === '' ? [] : [k];
};
const typo = positives.filter((r) => r.category === 'typo');
const changedNames = typo.filter((r) => foldForMatch(r.qName) !== foldForMatch(r.eArtist));
const changedTitles = typo.filter((r) => foldForMatch(r.qTitle) !== foldForMatch(r.eTitle));
const artists = [...new Set(positives.map((r) => r.eArtist))].filter((a) => /[a-z]/i.test(a));
const distinct = artists.filter((a, i) => artists.findIndex((b) => compactName(b) === compactName(a)) === i);
function collisions(keys: (s: string) => string[]): string {
  const ks = distinct.map(keys);
  let pairs = 0;
  let shared = 0;
  for (let i = 0; i < ks.length; i++)
    for (let j = i + 1; j < ks.length; j++) {
      pairs++;
      if (shares(ks[i] ?? [], ks[j] ?? [])) shared++;
    }
  return `${shared}/${pairs} pairs (${((100 * shared) / pairs).toFixed(3)}%)`;
}
console.log(
  `\n## Phonetic algorithms on typo rows (changed names: ${changedNames.length}, changed titles: ${changedTitles.length})`,
);
for (const [label, keys] of [
  ['double metaphone', phoneticKeys],
  ['nysiis', nysiisKeys],
] as const) {
  const n = changedNames.filter((r) => shares(keys(r.qName), keys(r.eArtist))).length;
  const t = changedTitles.filter((r) => shares(keys(analyzeTitle(r.qTitle).base), keys(analyzeTitle(r.eTitle).base))).length;
  const both = changedNames.filter(
    (r) => shares(keys(r.qName), keys(r.eArtist)) || shares(phoneticKeys(r.qName), phoneticKeys(r.eArtist)),
  ).length;
  console.log(
    `${label.padEnd(18)} names ${pct(n, changedNames.length)}  titles ${pct(t, changedTitles.length)}  ` +
      `names either-algorithm ${pct(both, changedNames.length)}  collisions among ${distinct.length} distinct artists: ${collisions(keys)}`,
  );
}
