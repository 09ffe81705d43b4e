/**
 * The served name of a merged artist (`docs/entity-resolution.md` "Derived fields"), pure.
 *
 * When entity resolution merges artists (`@mc/resolution`), the sources' documents of every member
 * land on the survivor and the merged document takes the first source's `name` in write order: a
 * chart's one-off billing ("Beyonce Knowles") can end up naming a career billed hundreds of times
 * under another name. For an artist that survives a merge, rule `artist-name:most-credited` serves
 * instead the name most of its recordings credit it as (`artists[].name` of the recordings that
 * credit it, counted once per recording, grouped by `foldForMatch`), when that group outnumbers
 * the served name's; the spelling served is the one of the artist's own names (name, aliases) in
 * that group that carries diacritics ("Beyoncé" over a chart's "Beyonce"), else the most credited
 * spelling. Rule `artist-name:credited-aliases` keeps every other name the artist is credited as,
 * and the name it replaces, as aliases (`{link: 'Alias', alias}` of the contract's `Artist`), so
 * search and suggest find the artist by each. Artists no merge touched are never renamed: their
 * sources name them.
 */
import type { Json, JsonObject } from '@mc/catalog';
import type { DerivedFieldInput, SourceDocument } from '@mc/store';
import { foldForMatch } from '@mc/text-analysis';

const str = (v: Json | undefined): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/** The artist's own names: its served `name`, then `aliases[].alias`. */
function ownNames(doc: JsonObject): string[] {
  const aliases = Array.isArray(doc.aliases) ? doc.aliases : [];
  const names = aliases.map((a) => (a !== null && typeof a === 'object' && !Array.isArray(a) ? str(a.alias) : undefined));
  return [str(doc.name), ...names].filter((n): n is string => n !== undefined);
}

/** True when `s` carries combining marks once decomposed ("Beyoncé", not "Beyonce"). */
const hasDiacritics = (s: string): boolean => /\p{M}/u.test(s.normalize('NFD'));

/**
 * Names of merged artists from their recordings' credits (rule in the module doc), fed one artist
 * and one recording at a time: holds only the survivors' names and credit counts.
 */
export class ArtistNameDeriver {
  private readonly names = new Map<number, string[]>();
  private readonly credited = new Map<number, Map<string, number>>();

  /** @param survivors ids of the artists that survive at least one merge. */
  constructor(private readonly survivors: ReadonlySet<number>) {}

  /** Reads one artist's source document (fields `name`, `aliases`); others than survivors are ignored. */
  addArtist(a: SourceDocument): void {
    if (this.survivors.has(a.id)) this.names.set(a.id, ownNames(a.doc));
  }

  /** Counts the credit names (`artists[].id`, `artists[].name`) of one recording document, once per artist. */
  addRecording(recording: JsonObject): void {
    const seen = new Set<number>();
    for (const c of Array.isArray(recording.artists) ? recording.artists : []) {
      if (c === null || typeof c !== 'object' || Array.isArray(c) || typeof c.id !== 'number') continue;
      const name = str(c.name);
      if (!name || !this.survivors.has(c.id) || seen.has(c.id)) continue;
      seen.add(c.id);
      const counts = this.credited.get(c.id) ?? this.credited.set(c.id, new Map()).get(c.id)!;
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }

  /** The derived `name` and `aliases` of the survivors read by {@link addArtist}, by artist id. */
  fields(): DerivedFieldInput[] {
    const out: DerivedFieldInput[] = [];
    for (const [id, own] of [...this.names].sort((a, b) => a[0] - b[0])) {
      const served = own[0];
      const counts = this.credited.get(id);
      if (!served || !counts) continue;
      const perFold = new Map<string, { n: number; spellings: [string, number][] }>();
      for (const [name, n] of counts) {
        const f = foldForMatch(name);
        const g = perFold.get(f) ?? perFold.set(f, { n: 0, spellings: [] }).get(f)!;
        g.n += n;
        g.spellings.push([name, n]);
      }
      const servedFold = foldForMatch(served);
      const servedCount = perFold.get(servedFold)?.n ?? 0;
      const [topFold, top] = [...perFold].sort((x, y) => y[1].n - x[1].n || (x[0] < y[0] ? -1 : 1))[0]!;
      let name = served;
      if (topFold !== servedFold && top.n > servedCount) {
        const spelled = own.find((n) => foldForMatch(n) === topFold && hasDiacritics(n));
        name = spelled ?? top.spellings.sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))[0]![0];
        out.push({
          kind: 'artist',
          id,
          field: 'name',
          value: name,
          rule: 'artist-name:most-credited',
          evidence: {
            replaces: served,
            recordings_per_name: Object.fromEntries([...perFold].map(([, g]) => [g.spellings[0]![0], g.n])),
          },
        });
      }
      const known = new Set([name, ...own.slice(1)].map(foldForMatch));
      const extra = [...(name === served ? [] : [served]), ...[...counts.keys()].sort()].filter((n) => {
        const f = foldForMatch(n);
        if (known.has(f)) return false;
        known.add(f);
        return true;
      });
      if (extra.length) {
        out.push({
          kind: 'artist',
          id,
          field: 'aliases',
          value: extra.map((alias) => ({ link: 'Alias', alias })),
          rule: 'artist-name:credited-aliases',
          evidence: { credited_as: extra },
        });
      }
    }
    return out;
  }
}
