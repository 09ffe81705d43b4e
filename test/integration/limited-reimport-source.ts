/**
 * A complete source of the limited re-import test (`limited-reimport.test.ts`): two records of one
 * band sharing a Discogs id (resolution merges them), recordings, a list and the popularity of the
 * merged one, and an unrelated artist, one batch each. Given `pauseFile`, its second run (the
 * re-import after the merge) writes that file after two batches and then waits for ever, so the
 * test can SIGKILL the process mid re-import.
 */
import { writeFileSync } from 'node:fs';
import { ref } from '@mc/catalog';
import type { Importer } from '@mc/ingest';

/** The source's name. */
export const LIMITED_SOURCE = 'it-limited';

const artist = (key: string) => ref('artist', LIMITED_SOURCE, key);
const band = (key: string) => ({
  entity: artist(key),
  doc: { name: 'Limited Reimport Band', externals: { ext_dg: [424242] }, ...(key === 'b' ? { country_code: 'GB' } : {}) },
});

/** The importer (module doc). */
export function limitedReimportSource(pauseFile?: string): Importer {
  let runs = 0;
  return {
    source: LIMITED_SOURCE,
    datasets: [],
    dependsOn: [],
    version: 1,
    async run({ writer }) {
      runs += 1;
      await writer.write({ contributions: [band('a')] });
      await writer.write({ contributions: [band('b')] });
      if (runs === 2 && pauseFile) {
        writeFileSync(pauseFile, 'paused');
        await new Promise(() => setInterval(() => undefined, 1000));
      }
      for (const n of [1, 2, 3]) {
        const song = ref('recording', LIMITED_SOURCE, `song-${n}`);
        await writer.write({
          contributions: [
            { entity: song, doc: { title: `Limited Song ${n}`, artists: [{ id: artist('b'), name: 'Limited Reimport Band' }] } },
          ],
        });
      }
      const popularity = ref('artist_popularity', LIMITED_SOURCE, 'b');
      await writer.write({
        sameAs: [{ entity: popularity, target: artist('b') }],
        contributions: [{ entity: popularity, doc: { id: popularity, hits: 3 } }],
        listItems: [
          {
            list: 'artist_pictures',
            owner: artist('b'),
            itemKey: 'p1',
            sortKey: '1',
            item: { url: 'https://example.org/p1.jpg' },
          },
        ],
      });
      await writer.write({ contributions: [{ entity: artist('c'), doc: { name: 'Limited Unrelated Artist' } }] });
    },
  };
}
