/**
 * Importer `kpopnet`: K-pop groups and idols from `data/kpop_idols_groups_kpopnet/kpopnet.json`
 * (kpopnet.json, CC0: 182 groups, 835 idols, each with a Latin `name` and a Hangul
 * `name_original`). Every group and idol is an artist `ref('artist','kpopnet', kpopnet id)`:
 *
 * - group → an `Artist` (contract) `{name, type: 'Band', translated, aliases, band_members, debut_date,
 *   activity_periods}`: members are the group's idols (role `member`, "Member"; kpopnet gives no
 *   membership dates), the activity period runs from `debut_date` to `disband_date`;
 * - idol → `{name, type: 'Person', real_firstname_lastname, translated, aliases, birth_date,
 *   debut_date}`.
 * `translated`: the Hangul `name_original` as `{lang:'ko', rfc_5646:'ko-Hang'}`; `name_alias`
 * entries by script ({@link aliasesAndTranslations}: Latin → aliases, Hangul → ko-Hang, kana →
 * ja-Hrkt, Han only → und-Hani). A Latin `name_original` (e.g. "XG", "JIN") is an alias.
 * No `gender`: kpopnet has no gender field (that its idols are female is a property of the
 * collection, not data about each record). Agency and urls (profile pages) are not mapped.
 *
 * Linking (dependsOn billboard, musicbrainz, discogs). The matcher evaluation assumes Hangul names
 * "linked to catalog artists by exact case-insensitive Latin name", but an equal Latin name alone
 * would give the 1970s rock band Rainbow the Hangul name of the 2009 girl group Rainbow and the
 * Norwegian singer AURORA a K-pop idol's. A kpopnet entity is declared `sameAs` a catalog artist
 * ({@link decideKpopnetLinks}) only when
 * 1. NAME: the folded Latin `name` equals a name of the catalog artist (read from the documents
 *    of the sources above, {@link loadCatalogArtists});
 * 2. DATES: the catalog dates the artist's activity (first chart entry, release or album date,
 *    debut) and its first year is not before the kpopnet debut year (idol: own debut, else its
 *    groups' earliest); for an idol, a catalog birth date must have the idol's birth year;
 * 3. CORROBORATION, one of:
 *    D. distinctive name — written in capitals ("TWICE", "CL"), with an inner capital
 *       ("NewJeans"), with a digit ("2NE1"), or of two or more words ("Wonder Girls",
 *       "Le Sserafim"); a single capitalised word ("Aurora", "Rainbow", "Jimin", "Blackpink") is
 *       not distinctive — it may be an ordinary word or given name;
 *    M. (groups) at least two member idols' Latin names are themselves catalog artists passing
 *       DATES (BLACKPINK: Lisa, Rosé, Jennie);
 *    G. (idols) one of the idol's groups is linked by D or M (the BLACKPINK or TWICE member);
 * 4. UNIQUENESS: for D, no other kpopnet group or idol has the same folded name; a catalog
 *    artist receives at most one kpopnet entity. When several catalog artists pass 1–2 they are
 *    taken as one act spelled differently (Billboard keeps "TWICE" and "Twice", "JENNIE" and
 *    "Jennie" as separate artists) and all are linked: the first (lowest id) through the kpopnet
 *    ref itself, the others through refs `<kpopnet id>@<catalog id>` carrying the same document.
 * Every other same-name pair is refused with its reason (logged with examples). Unlinked groups
 * and idols are still imported as artists of their own, so their Hangul names are searchable.
 * Every decision is recorded (`recordArtistLinkDecisions`); a link an operator vetoed is refused.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type JsonObject, ref, SHIPPED_SOURCES } from '@mc/catalog';
import { foldForMatch } from '@mc/text-analysis';
import type { ContributionInput } from '@mc/store';
import {
  type CatalogArtist,
  type CatalogArtistIndex,
  type LinkDecision,
  artistsNamed,
  describeDecision,
  extraTargetKey,
  loadCatalogArtists,
  refuseSharedTargets,
  yearOf,
} from '../common/artist-linking';
import { recordArtistLinkDecisions } from '../common/link-decisions';
import type { ImportContext, Importer } from '../../importer';

/** Source name of this importer. */
export const KPOPNET_SOURCE = SHIPPED_SOURCES.kpopnet;
/** Rule of this importer's link decisions (module doc, "Linking"), as recorded. */
export const KPOPNET_LINK_RULE = 'kpopnet:name-and-dates';
/** Dataset folder. */
export const KPOPNET_DATASET = 'kpop_idols_groups_kpopnet';

/** A kpopnet idol (upstream kpopnet.d.ts). */
export interface KpopnetIdol {
  id: string;
  name: string;
  name_original: string;
  real_name: string;
  real_name_original: string;
  birth_date: string;
  debut_date: string | null;
  name_alias: string | null;
  groups: string[];
}

/** A kpopnet group (upstream kpopnet.d.ts). */
export interface KpopnetGroup {
  id: string;
  name: string;
  name_original: string;
  name_alias: string | null;
  debut_date: string | null;
  disband_date: string | null;
  members: { idol_id: string; current: boolean; roles: string | null }[];
}

/** The whole kpopnet.json document. */
export interface KpopnetData {
  groups: KpopnetGroup[];
  idols: KpopnetIdol[];
}

/** Artist ref of a kpopnet group or idol (kpopnet ids are unique across both). */
export const kpopnetArtistRef = (id: string): number => ref('artist', KPOPNET_SOURCE, id);

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/u;
const KANA = /[\u3040-\u30ff\u31f0-\u31ff]/u;
const HAN = /\p{Script=Han}/u;
const LATIN = /\p{Script=Latin}/u;

/**
 * The translated-name entry (`translated` of the contract's `Artist`) of a non-Latin name, by script: Hangul →
 * `{lang:'ko', rfc_5646:'ko-Hang'}`, kana → `{lang:'ja', rfc_5646:'ja-Hrkt'}`, Han only →
 * `{rfc_5646:'und-Hani'}` (Korean hanja and Japanese kanji cannot be told apart); undefined for
 * Latin (or script-less) names.
 */
export function translatedName(name: string): JsonObject | undefined {
  const n = name.trim();
  if (!n) return undefined;
  if (HANGUL.test(n)) return { lang: 'ko', rfc_5646: 'ko-Hang', name: n };
  if (KANA.test(n)) return { lang: 'ja', rfc_5646: 'ja-Hrkt', name: n };
  if (HAN.test(n)) return { rfc_5646: 'und-Hani', name: n };
  return undefined;
}

/**
 * Splits kpopnet name fields into Latin aliases and translated names.
 * @param name the entity's Latin name (not repeated as an alias).
 * @param others `name_original` and the comma-separated `name_alias` entries.
 */
export function aliasesAndTranslations(
  name: string,
  others: (string | null | undefined)[],
): { aliases: JsonObject[]; translated: JsonObject[] } {
  const aliases: JsonObject[] = [];
  const translated: JsonObject[] = [];
  const seen = new Set([name.trim().toLowerCase()]);
  for (const field of others) {
    for (const part of (field ?? '').split(',')) {
      const p = part.trim();
      if (!p || seen.has(p.toLowerCase())) continue;
      seen.add(p.toLowerCase());
      const t = translatedName(p);
      if (t) translated.push(t);
      else if (LATIN.test(p) || /\d/.test(p)) aliases.push({ alias: p, link: 'Alias' });
    }
  }
  return { aliases, translated };
}

/**
 * Whether a kpopnet Latin name is distinctive on its own (rule D of the module doc): all
 * capitals with at least two letters, an inner capital after a lower-case letter, a digit, or two
 * or more words.
 */
export function isDistinctiveName(name: string): boolean {
  const n = name.trim();
  const letters = n.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()) return true;
  if (/\p{Ll}\p{Lu}/u.test(n)) return true;
  if (/\d/.test(n)) return true;
  return n.split(/\s+/).filter(Boolean).length >= 2;
}

const validDate = (d: string | null | undefined): string | undefined =>
  d && /^\d{4}-\d{2}-\d{2}$/.test(d) && !d.startsWith('0000') ? d : undefined;

/** Debut year of a group, or of an idol (own debut, else the earliest debut of its groups). */
export function debutYear(entity: KpopnetGroup | KpopnetIdol, groupsById: Map<string, KpopnetGroup>): number | undefined {
  const own = yearOf(validDate(entity.debut_date));
  if (own !== undefined || !('groups' in entity)) return own;
  const years = entity.groups
    .map((g) => yearOf(validDate(groupsById.get(g)?.debut_date)))
    .filter((y): y is number => y !== undefined);
  return years.length ? Math.min(...years) : undefined;
}

/** Why a catalog artist fails the DATES rule for a kpopnet entity, or undefined when it passes. */
function datesProblem(c: CatalogArtist, debut: number | undefined, birthDate?: string): string | undefined {
  if (debut === undefined) return 'kpopnet gives no debut date';
  if (c.firstYear === undefined) return 'catalog artist has no dated activity';
  if (c.firstYear < debut) return `catalog artist active from ${c.firstYear}, before the K-pop debut ${debut}`;
  const cb = yearOf(c.birthDate);
  const kb = yearOf(birthDate);
  if (cb !== undefined && kb !== undefined && cb !== kb) return `birth years differ (${cb} vs ${kb})`;
  return undefined;
}

/** Linked to the dated candidates `ok` (lowest id first, the rest `alsoTargets`) when `why`, else refused. */
function linkOrRefuse(
  e: KpopnetGroup | KpopnetIdol,
  ok: CatalogArtist[],
  why: string | undefined,
  fallback: string,
): LinkDecision {
  if (!why) return { key: e.id, name: e.name, reason: fallback };
  const sorted = [...ok].sort((a, b) => a.id - b.id);
  return {
    key: e.id,
    name: e.name,
    target: sorted[0],
    ...(sorted.length > 1 ? { alsoTargets: sorted.slice(1) } : {}),
    reason: why,
  };
}

/**
 * Decides the links of every kpopnet group and idol that shares its Latin name with a catalog
 * artist (rules in the module doc).
 * @returns one decision per such entity (key = kpopnet id; `target` set when linked).
 */
export function decideKpopnetLinks(data: KpopnetData, index: CatalogArtistIndex): LinkDecision[] {
  const groupsById = new Map(data.groups.map((g) => [g.id, g]));
  const nameCount = new Map<string, number>();
  for (const e of [...data.groups, ...data.idols])
    nameCount.set(foldForMatch(e.name), (nameCount.get(foldForMatch(e.name)) ?? 0) + 1);

  /** Catalog artists with the entity's name that pass DATES; plus the refusal reason otherwise. */
  const dated = (e: KpopnetGroup | KpopnetIdol): { ok: CatalogArtist[]; problem?: string } => {
    const named = artistsNamed(index, e.name);
    const debut = debutYear(e, groupsById);
    const problems: string[] = [];
    const ok = named.filter((c) => {
      const p = datesProblem(c, debut, 'birth_date' in e ? e.birth_date : undefined);
      if (p) problems.push(p);
      return !p;
    });
    return { ok, ...(problems.length ? { problem: problems.join('; ') } : {}) };
  };

  const decisions = new Map<string, LinkDecision>();
  const decide = (e: KpopnetGroup | KpopnetIdol, linkable: (ok: CatalogArtist[]) => string | undefined, fallback: string) => {
    if (!artistsNamed(index, e.name).length) return;
    const { ok, problem } = dated(e);
    if (!ok.length) {
      decisions.set(e.id, { key: e.id, name: e.name, reason: problem ?? 'no dated catalog artist' });
      return;
    }
    decisions.set(e.id, linkOrRefuse(e, ok, linkable(ok), fallback));
  };
  const distinctive = (e: KpopnetGroup | KpopnetIdol): string | undefined =>
    isDistinctiveName(e.name) && nameCount.get(foldForMatch(e.name)) === 1
      ? `distinctive name "${e.name}", dates agree`
      : undefined;
  const idolsById = new Map(data.idols.map((i) => [i.id, i]));

  // Groups: D or M.
  for (const g of data.groups) {
    decide(
      g,
      () => {
        const d = distinctive(g);
        if (d) return d;
        const corroborating = g.members
          .map((m) => idolsById.get(m.idol_id))
          .filter((i): i is KpopnetIdol => i !== undefined && dated(i).ok.length > 0);
        return corroborating.length >= 2
          ? `members ${corroborating.map((i) => i.name).join(', ')} are catalog artists too, dates agree`
          : undefined;
      },
      'common-word name, fewer than two members in the catalog',
    );
  }
  const linkedGroups = new Set([...decisions.values()].filter((d) => d.target).map((d) => d.key));
  // Idols: D or G.
  for (const i of data.idols) {
    decide(
      i,
      () => {
        const d = distinctive(i);
        if (d) return d;
        const g = i.groups.find((id) => linkedGroups.has(id));
        return g ? `member of linked group ${groupsById.get(g)?.name}, dates agree` : undefined;
      },
      nameCount.get(foldForMatch(i.name))! > 1
        ? 'name shared by several kpopnet idols/groups, no linked group'
        : 'common name, no linked group',
    );
  }
  refuseSharedTargets(decisions.values(), 'kpopnet entities');
  return [...decisions.values()];
}

/** The `Artist` document of a kpopnet group (shape in the module doc). */
export function mapKpopnetGroup(g: KpopnetGroup, idolsById: Map<string, KpopnetIdol>): ContributionInput {
  const { aliases, translated } = aliasesAndTranslations(g.name, [g.name_original, g.name_alias]);
  const doc: JsonObject = { name: g.name, type: 'Band' };
  if (translated.length) doc.translated = translated;
  if (aliases.length) doc.aliases = aliases;
  const members = g.members
    .map((m) => idolsById.get(m.idol_id))
    .filter((i): i is KpopnetIdol => i !== undefined)
    .map((i) => ({
      id_artist: kpopnetArtistRef(i.id),
      name_artist: i.name,
      id_role: ref('role', 'role', 'member'),
      name_role: 'Member',
    }));
  if (members.length) doc.band_members = members;
  const debut = validDate(g.debut_date);
  const disband = validDate(g.disband_date);
  if (debut) {
    doc.debut_date = debut;
    doc.activity_periods = [{ start_date: debut, ...(disband ? { end_date: disband } : {}) }];
  }
  return { entity: kpopnetArtistRef(g.id), doc };
}

/** The `Artist` document of a kpopnet idol (shape in the module doc). */
export function mapKpopnetIdol(i: KpopnetIdol): ContributionInput {
  const { aliases, translated } = aliasesAndTranslations(i.name, [i.name_original, i.name_alias]);
  const doc: JsonObject = { name: i.name, type: 'Person' };
  if (i.real_name?.trim()) doc.real_firstname_lastname = i.real_name.trim();
  if (translated.length) doc.translated = translated;
  if (aliases.length) doc.aliases = aliases;
  const birth = validDate(i.birth_date);
  if (birth) doc.birth_date = birth;
  const debut = validDate(i.debut_date);
  if (debut) doc.debut_date = debut;
  return { entity: kpopnetArtistRef(i.id), doc };
}

/** The contribution plus copies of its document for the extra refs of a multi-target link. */
function withExtraTargets(c: ContributionInput, extraKeys: string[] | undefined): ContributionInput[] {
  return [c, ...(extraKeys ?? []).map((k) => ({ entity: kpopnetArtistRef(k), doc: c.doc }))];
}

/** The `kpopnet` importer. */
export const kpopnetImporter: Importer = {
  source: KPOPNET_SOURCE,
  datasets: [KPOPNET_DATASET],
  dependsOn: ['billboard', 'musicbrainz', 'discogs'],
  async run(ctx: ImportContext): Promise<void> {
    const data = JSON.parse(readFileSync(join(ctx.dataDir, KPOPNET_DATASET, 'kpopnet.json'), 'utf8')) as KpopnetData;
    const index = await loadCatalogArtists(ctx.pool, kpopnetImporter.dependsOn);
    const decisions = await recordArtistLinkDecisions(ctx, KPOPNET_SOURCE, decideKpopnetLinks(data, index), KPOPNET_LINK_RULE);
    const links = decisions.filter((d) => d.target);
    const sameAs = links.flatMap((d) => [
      { entity: kpopnetArtistRef(d.key), target: d.target!.ref },
      ...(d.alsoTargets ?? []).map((t) => ({ entity: kpopnetArtistRef(extraTargetKey(d.key, t)), target: t.ref })),
    ]);
    if (sameAs.length) await ctx.writer.write({ sameAs });
    const extraKeys = new Map(links.map((d) => [d.key, (d.alsoTargets ?? []).map((t) => extraTargetKey(d.key, t))]));
    const refused = decisions.filter((d) => !d.target);
    ctx.log(`kpopnet: linked ${links.length}, refused ${refused.length} (catalog artists read: ${index.size})`);
    for (const d of [...links, ...refused.slice(0, 30)]) ctx.log(`  ${describeDecision(d)}`);

    const idolsById = new Map(data.idols.map((i) => [i.id, i]));
    ctx.progress.start(data.groups.length + data.idols.length, 'groups and idols');
    const contributions: ContributionInput[] = [];
    for (const g of data.groups) {
      if (!g.id || !g.name?.trim()) ctx.reject('group without id or name', JSON.stringify(g).slice(0, 200));
      else contributions.push(...withExtraTargets(mapKpopnetGroup(g, idolsById), extraKeys.get(g.id)));
      const missing = g.members.filter((m) => !idolsById.has(m.idol_id));
      for (const m of missing) ctx.reject('group member not among the idols', `${g.name}: ${m.idol_id}`);
    }
    for (const i of data.idols) {
      if (!i.id || !i.name?.trim()) ctx.reject('idol without id or name', JSON.stringify(i).slice(0, 200));
      else contributions.push(...withExtraTargets(mapKpopnetIdol(i), extraKeys.get(i.id)));
    }
    for (let k = 0; k < contributions.length; k += 1000) {
      const chunk = contributions.slice(k, k + 1000);
      await ctx.writer.write({ contributions: chunk });
      ctx.progress.increment(chunk.length);
    }
    ctx.progress.stop();
  },
};
