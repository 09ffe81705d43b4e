/**
 * `npm run catalog -- audit`: what a curator needs to trust the catalog (`docs/entity-resolution.md`
 * "The catalog audit"): duplicate candidate clusters left unmerged (by reason), merges done (count and a
 * sample with their evidence), artist names that still look like joined credits, `Person` artists
 * with band members, documents missing required fields, thin documents and empty lists per
 * endpoint family. Its last line is
 * `audit: duplicate_clusters=… joined_credit_artists=… person_with_members=… missing_required=…`.
 */
import type { Pool } from 'pg';
import type { z } from 'zod';
import { Album, Artist, type EntityKind, Genre, Recording, Release } from '@mc/catalog';
import {
  auditCounts,
  derivedFieldCounts,
  type EntityEvidenceRow,
  firstChartEntryDates,
  listEntityMerges,
  loadContributedDocs,
  loadEntityEvidence,
} from '@mc/store';
import {
  type AtomSongs,
  type ChartedSong,
  CREDIT_JOINERS,
  GUEST_MARKERS,
  artistNameKey,
  atomSongsOf,
  wordsPattern,
} from '@mc/text-analysis';
import { joinedNameReader } from './linkage/joined-name-model';
import { type ArtistFacts, MAX_BLOCK, commonTitlesOf } from './artist-facts';
import { ARTIST_LINKAGE_MODEL } from './linkage/artist-linkage-weights';
import { compareArtists } from './linkage/artist-comparisons';
import { linkageDecision } from './linkage/artist-linkage';
import { type MatchWeight, matchWeight } from './linkage/fellegi-sunter';
import { artistConflict } from './artist-resolution';
import { artistFacts } from './resolution-facts';
import { recordingBlockingKey } from './recording-resolution';
import { recordingFacts } from './resolution-facts';

/** The contract's response shapes checked for required fields, per kind. */
const SPEC_SHAPES: [EntityKind, z.ZodType][] = [
  ['artist', Artist],
  ['album', Album],
  ['release', Release],
  ['recording', Recording],
  ['genre', Genre],
];
/** Fields the original interface requires that the contract serves as optional (`docs/api.md` "Contract deviations"). */
const SPEC_REQUIRED_BEYOND_CONTRACT: Partial<Record<EntityKind, string[]>> = { album: ['format'] };

/**
 * A joined credit: a credit joiner (", ", " & ", " and ", " or ", " + ", " x ", " / ", "/") or a
 * guest marker (" feat. ", " ft. ", " with ", …) between two names.
 */
const JOINED = new RegExp(
  `\\S(?:,| (?:${wordsPattern([...CREDIT_JOINERS.filter((j) => j !== ','), ...GUEST_MARKERS])})) \\S|\\S\\/\\S`,
  'iu',
);

/** The audit's findings (see module doc). */
export interface AuditReport {
  duplicateClusters: { kind: 'artist' | 'recording'; reason: string; count: number; example: string }[];
  merges: { kind: string; count: number }[];
  mergeSample: string[];
  /** Served artists whose joined name reads as a credit of several artists ({@link joinedNameArtists}). */
  joinedCreditArtists: JoinedNameFinding[];
  /** Served artists whose joined name reads as one act, with the evidence. */
  joinedActs: JoinedNameFinding[];
  personWithMembers: { id: number; name: string }[];
  missingRequired: { kind: string; id: number; fields: string[] }[];
  counts: { family: string; what: string; count: number; of: number }[];
  /** Derived values per kind, field and rule (`derive/derive-stage.ts`). */
  derived: { kind: string; field: string; rule: string; count: number }[];
}

/** How the audit names each decision band of a cluster's strongest pair. */
const BAND_REASON = {
  merge: 'weight at the merge threshold, kept apart by another pair of its cluster',
  review: 'weight in the review band',
  apart: 'weight below the review band',
} as const;

/** Evidence beyond the name summing to less than this many bits either way is "no evidence either way". */
export const NO_EVIDENCE_BITS = 1;

/**
 * Unmerged artist clusters: name-key blocks with two or more entities, counted by the weight of
 * their strongest pair under the linkage model (rule `name_key`): evidence against (a cannot-link
 * conflict), in the review band, apart by weight, or no evidence either way (the comparisons but the
 * name sum to less than {@link NO_EVIDENCE_BITS} bits).
 * @param common titles too common to count (`commonTitlesOf`).
 */
export function artistDuplicateClusters(
  artists: ArtistFacts[],
  common: ReadonlySet<string> = commonTitlesOf(artists),
): AuditReport['duplicateClusters'] {
  const blocks = new Map<string, ArtistFacts[]>();
  for (const a of artists) {
    const k = artistNameKey(a.names[0] ?? '');
    if (k.length >= 2) (blocks.get(k) ?? blocks.set(k, []).get(k)!).push(a);
  }
  const byReason = new Map<string, { count: number; example: string }>();
  for (const members of blocks.values()) {
    if (members.length < 2 || members.length > MAX_BLOCK) continue;
    let conflict: string | undefined;
    let best: MatchWeight | undefined;
    for (let i = 0; i < members.length; i++) {
      for (let j = i + 1; j < members.length; j++) {
        conflict ??= artistConflict([members[i]!], [members[j]!]);
        const w = matchWeight(ARTIST_LINKAGE_MODEL, compareArtists(members[i]!, members[j]!, common), 'name_key');
        if (!best || w.total > best.total) best = w;
      }
    }
    const beyondName = best!.parts.filter((p) => p.comparison !== 'name').reduce((n, p) => n + p.weight, 0);
    const reason = conflict
      ? `evidence against: ${conflict}`
      : Math.abs(beyondName) < NO_EVIDENCE_BITS
        ? 'no evidence either way'
        : BAND_REASON[linkageDecision(best!.total, 'name_key')];
    const r = byReason.get(reason) ?? { count: 0, example: members.map((m) => `#${m.id} ${m.names[0]}`).join(' / ') };
    r.count += 1;
    byReason.set(reason, r);
  }
  return [...byReason].map(([reason, r]) => ({ kind: 'artist' as const, reason, ...r }));
}

/** Unmerged recording clusters: same main artists and title, several entities (versions of one source). */
export function recordingDuplicateClusters(recordings: EntityEvidenceRow[]): AuditReport['duplicateClusters'] {
  const blocks = new Map<string, number[]>();
  for (const r of recordingFacts(recordings, (id) => id)) {
    const k = recordingBlockingKey(r);
    if (k) (blocks.get(k) ?? blocks.set(k, []).get(k)!).push(r.id);
  }
  const left = [...blocks].filter(([, ids]) => ids.length > 1);
  if (!left.length) return [];
  const [key, ids] = left[0]!;
  return [
    {
      kind: 'recording',
      reason: 'one source lists them apart (other durations or ids)',
      count: left.length,
      example: `${key} ${ids.map((i) => `#${i}`).join(' / ')}`,
    },
  ];
}

/** A served artist whose name is joined, and how the chart's history reads it (`joined-names.ts`). */
export interface JoinedNameFinding {
  id: number;
  name: string;
  /** The rule that decided (`JoinedNameReading.rule`). */
  rule: string;
  reason: string;
}

/**
 * The chart's {@link AtomSongs} as the Billboard importer computes them: every charted (performer
 * string, song) of the chart source's recordings with its first chart entry date.
 * @throws on database errors.
 */
export async function chartAtomSongs(pool: Pool): Promise<AtomSongs> {
  return atomSongsOf(await chartedSongs(pool));
}

/** The (performer, song, first chart date) of every charted recording. @throws on database errors. */
async function chartedSongs(pool: Pool): Promise<ChartedSong[]> {
  const first = await firstChartEntryDates(pool);
  return (await loadContributedDocs(pool, 'recording', ['billboard']))
    .filter(({ doc }) => typeof doc.performer === 'string' && typeof doc.title === 'string')
    .map(({ id, doc }) => ({ performer: String(doc.performer), song: String(doc.title), first: first.get(id) ?? '' }));
}

/**
 * How the joined-name model estimated on the catalog's chart (`linkage/joined-name-model.ts`, as
 * the Billboard importer estimates it) reads a name: act or credit, rule `joined-name:scored`, the
 * reason its weight and comparison levels. @throws on database errors.
 */
export async function chartJoinedNameReading(pool: Pool): Promise<(name: string) => JoinedNameReadingLike> {
  const charted = await chartedSongs(pool);
  const { score } = joinedNameReader(
    charted.map((c) => c.performer),
    atomSongsOf(charted),
  );
  return (name) => {
    const r = score(name);
    if (!r.weight) return { act: true, rule: 'joined-name:not-billed', reason: 'the chart never bills these parts together' };
    const levels = r.weight.parts.map((p) => `${p.comparison}=${p.level} ${p.weight >= 0 ? '+' : ''}${p.weight.toFixed(1)}`);
    return { act: r.act, rule: 'joined-name:scored', reason: `weight ${r.weight.total.toFixed(1)}: ${levels.join(', ')}` };
  };
}

/** A joined name's reading as the audit lists it. */
export interface JoinedNameReadingLike {
  act: boolean;
  rule: string;
  reason: string;
}

/**
 * The artist's own ids in sources that model artist credits (a Discogs or MusicBrainz artist id,
 * `externals.ext_dg` / `ext_mb`), as `ext_dg 383334`, or undefined: such a source holding the joined
 * name as one artist ("Clyde McPhatter & The Drifters", Discogs 383334) is the evidence of an act.
 */
function sourceArtistIds(doc: Record<string, unknown>): string | undefined {
  const ext = (doc.externals ?? {}) as Record<string, unknown>;
  const ids = ['ext_dg', 'ext_mb'].flatMap((k) =>
    Array.isArray(ext[k]) && (ext[k] as unknown[]).length ? [`${k} ${(ext[k] as unknown[]).join(', ')}`] : [],
  );
  return ids.length ? ids.join('; ') : undefined;
}

/**
 * Served artists with a joined name ({@link JOINED}) and no band members, read by `read` (the
 * audit: {@link chartJoinedNameReading}, the model by its weight; a name a Discogs or MusicBrainz
 * artist id names is one act: {@link sourceArtistIds}): `credits` are the names read as several
 * artists, `acts` the names kept whole, each with its evidence.
 */
export function joinedNameArtists(
  artists: EntityEvidenceRow[],
  read: (name: string) => JoinedNameReadingLike,
): { credits: JoinedNameFinding[]; acts: JoinedNameFinding[] } {
  const credits: JoinedNameFinding[] = [];
  const acts: JoinedNameFinding[] = [];
  for (const a of artists) {
    const name = typeof a.doc.name === 'string' ? a.doc.name : '';
    if (!JOINED.test(name) || (Array.isArray(a.doc.band_members) && a.doc.band_members.length > 0)) continue;
    const ids = sourceArtistIds(a.doc);
    const r = ids
      ? { act: true, rule: 'source-artist', reason: `one artist in a source that models artist credits (${ids})` }
      : read(name);
    (r.act ? acts : credits).push({ id: a.id, name, rule: r.rule, reason: r.reason });
  }
  return { credits, acts };
}

/** Fields of `doc` that the response shape of `kind` requires and that are missing or invalid. */
export function missingRequiredFields(kind: EntityKind, shape: z.ZodType, doc: unknown): string[] {
  const parsed = shape.safeParse(doc);
  const fields = parsed.success ? [] : [...new Set(parsed.error.issues.map((i) => i.path.join('.') || '(document)'))];
  for (const f of SPEC_REQUIRED_BEYOND_CONTRACT[kind] ?? []) {
    if ((doc as Record<string, unknown>)[f] === undefined || (doc as Record<string, unknown>)[f] === null) fields.push(f);
  }
  return fields;
}

/** Reads the catalog and computes the audit. @throws on database errors. */
export async function auditCatalog(pool: Pool): Promise<AuditReport> {
  const artists = await loadEntityEvidence(pool, 'artist');
  const recordings = await loadEntityEvidence(pool, 'recording');
  const facts = artistFacts(artists, recordings);
  const missingRequired: AuditReport['missingRequired'] = [];
  for (const [kind, shape] of SPEC_SHAPES) {
    const rows = kind === 'artist' ? artists : kind === 'recording' ? recordings : await loadEntityEvidence(pool, kind);
    for (const r of rows) {
      const fields = missingRequiredFields(kind, shape, r.doc);
      if (fields.length) missingRequired.push({ kind, id: r.id, fields });
    }
  }
  const merges = await listEntityMerges(pool);
  const joined = joinedNameArtists(artists, await chartJoinedNameReading(pool));
  const perKind = new Map<string, number>();
  for (const m of merges) perKind.set(m.kind, (perKind.get(m.kind) ?? 0) + 1);
  return {
    duplicateClusters: [...artistDuplicateClusters(facts), ...recordingDuplicateClusters(recordings)],
    merges: [...perKind].map(([kind, count]) => ({ kind, count })),
    mergeSample: merges
      .filter((_, i) => i % Math.max(1, Math.floor(merges.length / 6)) === 0)
      .slice(0, 6)
      .map((m) => `${m.kind} #${m.mergedId} → #${m.survivingId} ${m.rule} ${JSON.stringify(m.evidence)}`),
    joinedCreditArtists: joined.credits,
    joinedActs: joined.acts,
    personWithMembers: artists
      .filter((a) => a.doc.type === 'Person' && Array.isArray(a.doc.band_members) && a.doc.band_members.length > 0)
      .map((a) => ({ id: a.id, name: String(a.doc.name) })),
    missingRequired,
    counts: await auditCounts(pool),
    derived: await derivedFieldCounts(pool),
  };
}

/** The report as printed lines, the summary line last. */
export function formatAudit(r: AuditReport): string[] {
  const lines: string[] = ['duplicate candidate clusters left unmerged:'];
  for (const c of r.duplicateClusters) lines.push(`  ${c.kind}: ${c.count} (${c.reason}; e.g. ${c.example})`);
  lines.push(`merges done: ${r.merges.map((m) => `${m.kind} ${m.count}`).join(', ') || 'none'}`);
  for (const s of r.mergeSample) lines.push(`  ${s.slice(0, 300)}`);
  lines.push(`joined names served as one artist that read as a credit: ${r.joinedCreditArtists.length}`);
  for (const a of r.joinedCreditArtists.slice(0, 5)) lines.push(`  #${a.id} ${a.name} (${a.reason})`);
  const byReason = new Map<string, JoinedNameFinding[]>();
  for (const a of r.joinedActs) byReason.set(a.rule, [...(byReason.get(a.rule) ?? []), a]);
  lines.push(`joined names kept as one act: ${r.joinedActs.length}`);
  for (const [reason, list] of [...byReason].sort((x, y) => y[1].length - x[1].length)) {
    lines.push(
      `  ${reason}: ${list.length} (e.g. ${list
        .slice(0, 3)
        .map((a) => `#${a.id} ${a.name}: ${a.reason}`)
        .join('; ')})`,
    );
  }
  lines.push(`Person artists with band members: ${r.personWithMembers.length}`);
  for (const a of r.personWithMembers.slice(0, 5)) lines.push(`  #${a.id} ${a.name}`);
  lines.push(`documents missing SPEC-required fields: ${r.missingRequired.length}`);
  for (const m of r.missingRequired.slice(0, 5)) lines.push(`  ${m.kind} #${m.id}: ${m.fields.join(', ')}`);
  lines.push('thin documents and empty lists:');
  for (const c of r.counts) lines.push(`  ${c.family}: ${c.what}: ${c.count} of ${c.of}`);
  lines.push('derived values (with their evidence in derived_field):');
  for (const d of r.derived) lines.push(`  ${d.kind}.${d.field} by ${d.rule}: ${d.count}`);
  const clusters = r.duplicateClusters.reduce((n, c) => n + c.count, 0);
  lines.push(
    `audit: duplicate_clusters=${clusters} joined_credit_artists=${r.joinedCreditArtists.length} person_with_members=${r.personWithMembers.length} missing_required=${r.missingRequired.length}`,
  );
  return lines;
}
