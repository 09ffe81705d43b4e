/**
 * The search index as a source of entity-resolution candidates for a change set (`@mc/catalog-file`
 * changed-resolution): artists sharing a blocking key with a changed artist, and the titles the
 * recording index credits to many artists (too common to count as evidence).
 */
import { ARTIST, RECORDING, exactOf } from '@mc/mappings';
import type { SearchTarget } from './client';
import { aliasName } from './index-admin';

/** A blocking key as the artist index holds it: a compact name form, or a word of the folded name. */
export interface ArtistBlockKey {
  field: 'compact' | 'folded';
  value: string;
}

/**
 * Ids of artists sharing one of `keys` in the artist index, at most `perKey` a key (one `msearch`).
 * @throws on Elasticsearch errors.
 */
export async function artistsByBlockKeys(
  target: SearchTarget,
  keys: readonly ArtistBlockKey[],
  perKey: number,
): Promise<number[]> {
  if (!keys.length) return [];
  const searches = keys.flatMap((k) => [
    {},
    {
      size: perKey,
      _source: false,
      docvalue_fields: [ARTIST.id],
      query: { term: { [k.field === 'compact' ? ARTIST.compact : ARTIST.folded]: k.value } },
    },
  ]);
  const res = await target.es.msearch({ index: aliasName(target.prefix, 'artist'), searches });
  const ids = new Set<number>();
  for (const r of res.responses)
    if ('hits' in r) for (const h of r.hits.hits) ids.add(Number((h.fields?.[ARTIST.id] as number[] | undefined)?.[0] ?? h._id));
  return [...ids];
}

/**
 * The folded titles of `titles` that the recording index credits to more than `maxArtists`
 * distinct artists (one `msearch`, a cardinality per title). @throws on Elasticsearch errors.
 */
export async function titlesCreditedToMany(
  target: SearchTarget,
  titles: readonly string[],
  maxArtists: number,
): Promise<Set<string>> {
  if (!titles.length) return new Set();
  const searches = titles.flatMap((t) => [
    {},
    { size: 0, query: { term: { [exactOf(RECORDING.folded)]: t } }, aggs: { n: { cardinality: { field: RECORDING.ids } } } },
  ]);
  const res = await target.es.msearch({ index: aliasName(target.prefix, 'recording'), searches });
  const out = new Set<string>();
  res.responses.forEach((r, i) => {
    const n = 'aggregations' in r ? ((r.aggregations?.n as { value?: number } | undefined)?.value ?? 0) : 0;
    if (n > maxArtists) out.add(titles[i]!);
  });
  return out;
}
