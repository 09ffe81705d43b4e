/**
 * The scoring rules of the evaluation README's identity sets ("Joined names dev set", "Artist pairs
 * dev set"), applied to answers of the running API (`bench/eval-identity.ts`). Pure of any
 * transport: the API is an {@link ApiClient}.
 */
import { LEADING_THE } from '@mc/text-analysis';
import { norm } from './eval-scoring';

/** What the scoring reads from the API: JSON by path (null on 404) and artist documents by id. */
export interface ApiClient {
  get(path: string): Promise<unknown>;
  artist(id: number): Promise<unknown>;
}

/** One scored row of the joined-names file. */
export interface JoinedRow {
  name: string;
  label: string;
  /** For a credit: the credited artists as printed, joined by " | ". */
  parts: string;
  title: string;
  drawnFrom: string;
}

/** One scored row of the artist-pairs file. */
export interface PairRow {
  id: string;
  block: string;
  nameA: string;
  titleA: string;
  nameB: string;
  titleB: string;
  label: string;
}

type Obj = Record<string, unknown>;
const objects = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter((x): x is Obj => !!x && typeof x === 'object') : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
/** The README's fold with a leading "The" ignored. */
const foldThe = (s: string): string => norm(s).replace(LEADING_THE, '');

/** An artist document's names: its name, then its aliases. */
function namesOf(doc: unknown): string[] {
  const d = (doc ?? {}) as Obj;
  return [str(d.name), ...objects(d.aliases).map((a) => str(a.alias))].filter(Boolean);
}

/** The first hit of a search answer, or undefined. */
function firstHit(answer: unknown): Obj | undefined {
  return objects((answer as Obj | null)?.hits)[0];
}

const qs = (params: Record<string, string>) => new URLSearchParams(params).toString();

/**
 * One joined-names row (README rule): an act is right when an artist of the first page of
 * `/api/artist?query=` has the folded name; a credit when none of them carries it (name or alias)
 * and `/api/artist-title` answers a recording crediting every labelled part.
 * @returns whether it is right and, when not, why.
 */
export async function scoreJoined(api: ApiClient, row: JoinedRow): Promise<{ right: boolean; why: string }> {
  const want = norm(row.name);
  const search = objects(((await api.get(`/api/artist?${qs({ query: row.name })}`)) as Obj | null)?.hits);
  if (row.label === 'act') {
    const right = search.some((h) => norm(str(h.name)) === want);
    return {
      right,
      why: right
        ? ''
        : `first page: ${
            search
              .slice(0, 3)
              .map((h) => h.name)
              .join(' | ') || 'none'
          }`,
    };
  }
  const carrier = search.find((h) => namesOf(h).some((n) => norm(n) === want));
  if (carrier) return { right: false, why: `served as artist #${String(carrier.id)} "${str(carrier.name)}"` };
  const hit = firstHit(await api.get(`/api/artist-title?${qs({ name: row.name, title: row.title })}`));
  if (!hit) return { right: false, why: 'no match for the joined name and its title' };
  const credited = new Set(objects(hit.artists).map((a) => foldThe(str(a.name))));
  const missing = row.parts
    .split(' | ')
    .map((p) => p.trim())
    .filter((p) => p && !credited.has(foldThe(p)));
  return {
    right: missing.length === 0,
    why: missing.length
      ? `recording #${String(hit.id)} credits ${[...credited].join(' | ')}; missing ${missing.join(' | ')}`
      : '',
  };
}

/**
 * The id one side of a pair resolves to (README rule), or undefined when it is not found: the
 * artist of the top `/api/artist-title` hit whose folded name or alias is the side's name, when the
 * hit's folded title is the side's title.
 */
export async function resolveSide(api: ApiClient, name: string, title: string): Promise<number | undefined> {
  const hit = firstHit(await api.get(`/api/artist-title?${qs({ name, title })}`));
  if (!hit || norm(str(hit.title)) !== norm(title)) return undefined;
  const want = foldThe(name);
  for (const a of objects(hit.artists)) {
    const id = Number(a.id);
    if (!Number.isSafeInteger(id)) continue;
    if (foldThe(str(a.name)) === want) return id;
    if (namesOf(await api.artist(id)).some((n) => foldThe(n) === want)) return id;
  }
  return undefined;
}

/** One artist-pairs row (README rule): `same` right when both sides resolve to one id, `different` when to two. */
export async function scorePair(api: ApiClient, row: PairRow): Promise<{ right: boolean; why: string }> {
  const [a, b] = [await resolveSide(api, row.nameA, row.titleA), await resolveSide(api, row.nameB, row.titleB)];
  if (a === undefined || b === undefined) return { right: false, why: `side ${a === undefined ? 'A' : 'B'} not found` };
  const right = row.label === 'same' ? a === b : a !== b;
  return { right, why: right ? '' : `A → #${a}, B → #${b}` };
}
