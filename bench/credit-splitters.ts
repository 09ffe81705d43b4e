/**
 * How often the importer's performer-credit split (`splitPerformerCredit`, evidence from the chart
 * data) and the matcher's credit split (`splitArtistCredit`, no evidence) disagree on the Billboard
 * performer strings, by cause. Usage: `npx tsx bench/credit-splitters.ts [--show N]`.
 */
import { join } from 'node:path';
import { splitArtistCredit } from '@mc/matching';
import { readBillboardWeeks } from '../indexer/src/importers/billboard/billboard';
import { knownPerformerNames, performerSongCounts, splitPerformerCredit } from '../indexer/src/importers/shared/performer-credit';

/** The cause of a disagreement, from the performer string's shape. */
function cause(p: string): string {
  if (/\bwith (his|her|their)\b/iu.test(p)) return '"With His/Her/Their …" (leader and band)';
  if (/\S\/\S/u.test(p)) return '"/" without spaces';
  if (/"/u.test(p)) return 'quoted nickname';
  if (/\(\s*(featuring|feat\.|ft\.|with)/iu.test(p)) return '"(featuring …)"';
  if (/\bvs\.?\s/iu.test(p)) return '"vs."';
  return 'joined name: chart evidence (one act / split)';
}

function main(): void {
  const show = Number(process.argv[process.argv.indexOf('--show') + 1] || 0);
  const { weeks } = readBillboardWeeks(join(__dirname, '../data'));
  const charted = weeks.flatMap((w) => w.data.map((r) => ({ performer: r.artist, song: r.song })));
  const performers = [...new Set(charted.map((c) => c.performer))];
  const known = knownPerformerNames(performers);
  const songs = performerSongCounts(charted);
  const causes = new Map<string, string[]>();
  for (const p of performers) {
    const a = splitPerformerCredit(p, known, songs);
    const b = splitArtistCredit(p);
    const same =
      JSON.stringify(a.filter((c) => c.type === 'MAIN').map((c) => c.name)) === JSON.stringify(b.main) &&
      JSON.stringify(a.filter((c) => c.type === 'FEAT').map((c) => c.name)) === JSON.stringify(b.featured);
    if (same) continue;
    const c = cause(p);
    (causes.get(c) ?? causes.set(c, []).get(c)!).push(p);
  }
  const differing = [...causes.values()].reduce((n, xs) => n + xs.length, 0);
  for (const [c, xs] of [...causes].sort((x, y) => y[1].length - x[1].length)) {
    console.log(`${String(xs.length).padStart(6)}  ${c}`);
    for (const p of xs.slice(0, show)) console.log(`          ${p}`);
  }
  console.log(`credit splitters: differing=${differing} of ${performers.length} performer strings`);
}

main();
