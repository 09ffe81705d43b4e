/**
 * Importer `reference`: the project's own role vocabulary (the contract's `Role`, `/api/role`).
 *
 * This is not data about artists: it is the fixed list of roles the catalog's importers credit
 * people with (band membership, performance, writing and studio roles), each an entity
 * `ref('role', 'role', slug)` with the English `name`. The slug convention shared by all importers
 * is the lower-case English name with spaces as `-` ({@link roleSlug}: "Featured artist" →
 * `featured-artist`). No translations are given: no real source for translated role names ships
 * with the project (the MusicBrainz dump used here has none), so `translated` is left out.
 *
 * The importer reads no dataset (`datasets: []`): after a change to {@link ROLE_NAMES}, re-run it
 * with `--force`. Ids follow list order on an empty store (one batch, first-seen allocation).
 */
import { ref, SHIPPED_SOURCES } from '@mc/catalog';
import type { ContributionInput } from '@mc/store';
import type { Importer, ImportContext } from '../../importer';

/** Source name of this importer (contribution source). */
export const REFERENCE_SOURCE = SHIPPED_SOURCES.reference;

/** English names of the roles the catalog uses, in id order. */
export const ROLE_NAMES: readonly string[] = [
  'Member',
  'Performer',
  'Featured artist',
  'Vocals',
  'Lead vocals',
  'Backing vocals',
  'Guitar',
  'Bass',
  'Drums',
  'Keyboards',
  'Piano',
  'Percussion',
  'Composer',
  'Lyricist',
  'Songwriter',
  'Arranger',
  'Conductor',
  'Producer',
  'Engineer',
  'Mixing',
  'Mastering',
  'Remixer',
  'DJ',
  'Programming',
];

/**
 * The role slug used in role refs: lower-case English name, runs of spaces as one `-`
 * (e.g. "Featured artist" → `featured-artist`, "DJ" → `dj`).
 */
export function roleSlug(englishName: string): string {
  return englishName.trim().toLowerCase().replace(/\s+/g, '-');
}

/** The role contribution `{id, name}` for one English role name (ref `('role','role',slug)`). */
export function mapRole(englishName: string): ContributionInput {
  const entity = ref('role', 'role', roleSlug(englishName));
  return { entity, doc: { id: entity, name: englishName } };
}

/** The `reference` importer: writes {@link ROLE_NAMES} as role entities (no dependencies). */
export const referenceImporter: Importer = {
  source: REFERENCE_SOURCE,
  datasets: [],
  dependsOn: [],
  async run(ctx: ImportContext): Promise<void> {
    ctx.progress.start(ROLE_NAMES.length, 'roles');
    await ctx.writer.write({ contributions: ROLE_NAMES.map(mapRole) });
    ctx.progress.increment(ROLE_NAMES.length);
    ctx.progress.stop();
    ctx.log(`reference: ${ROLE_NAMES.length} roles`);
  },
};
