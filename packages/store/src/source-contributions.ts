/**
 * Reads of per-source contributions and served documents for importers that link to what other
 * sources imported before them (MusicBrainz fixtures → Billboard, SecondHandSongs cliques → chart
 * recordings).
 */
import type { Pool } from 'pg';
import type { EntityKind, JsonObject } from '@mc/catalog';

/** One contribution of a source, with the source's own key of the entity. */
export interface SourceContribution {
  /** The source's key of the entity (`id_map.source_key`); an entity merged from several keys appears once per key. */
  sourceKey: string;
  id: number;
  /** The contributed document (the source's part, before merging). */
  doc: JsonObject;
}

/**
 * Every contribution of `source` to entities of `kind`, with the source's keys of them.
 * @throws on database errors.
 */
export async function loadSourceContributions(pool: Pool, source: string, kind: EntityKind): Promise<SourceContribution[]> {
  const { rows } = await pool.query<{ source_key: string; id: string; doc: JsonObject }>(
    `SELECT m.source_key, c.id, c.doc->'doc' AS doc FROM contribution c
       JOIN id_map m ON m.kind = c.kind AND m.id = c.id AND m.source = c.source
      WHERE c.source = $1 AND c.kind = $2`,
    [source, kind],
  );
  return rows.map((r) => ({ sourceKey: r.source_key, id: Number(r.id), doc: r.doc }));
}

/** The matching fields of a served recording document (absent fields are absent). */
export interface RecordingMatchFields {
  id: number;
  /** `{title, artists, isrc, duration}` of the served document (JSON null when absent). */
  doc: JsonObject;
}

/**
 * The served recordings that some source other than `excludedSource` contributed to (so a
 * source's re-run never links to its own recordings), with their title, artist credits, ISRC and
 * duration.
 * @throws on database errors.
 */
export async function loadRecordingsOfOtherSources(pool: Pool, excludedSource: string): Promise<RecordingMatchFields[]> {
  const { rows } = await pool.query<{ id: string; doc: JsonObject }>(
    `SELECT e.id, jsonb_build_object('title', e.doc->'title', 'artists', e.doc->'artists',
                                     'isrc', e.doc->'isrc', 'duration', e.doc->'duration') AS doc
       FROM entity e
      WHERE e.kind = 'recording'
        AND EXISTS (SELECT 1 FROM contribution c WHERE c.kind = 'recording' AND c.id = e.id AND c.source <> $1)`,
    [excludedSource],
  );
  return rows.map((r) => ({ id: Number(r.id), doc: r.doc }));
}
