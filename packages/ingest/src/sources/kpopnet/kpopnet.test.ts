import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asRef } from '@mc/catalog';
import { buildCatalogArtistIndex, type CatalogArtist } from '../common/artist-linking';
import { catalogArtistFixture } from '../common/catalog-artist-fixture';
import {
  aliasesAndTranslations,
  decideKpopnetLinks,
  isDistinctiveName,
  type KpopnetData,
  mapKpopnetGroup,
  mapKpopnetIdol,
} from './kpopnet';

const data = JSON.parse(
  readFileSync(join(__dirname, '../../../../../data/kpop_idols_groups_kpopnet/kpopnet.json'), 'utf8'),
) as KpopnetData;
const group = (name: string) => data.groups.find((g) => g.name === name)!;
const idol = (name: string, groupName: string) =>
  data.idols.find((i) => i.name === name && i.groups.includes(group(groupName).id))!;

let nextId = 1;
const catalog = (name: string, firstYear: number | undefined, extra: Partial<CatalogArtist> = {}): CatalogArtist => {
  const id = nextId++;
  return catalogArtistFixture(id, name, { ...(firstYear ? { firstYear } : {}), ...extra });
};

describe('kpopnet documents', () => {
  it('gives a group its Hangul name, members and activity period', () => {
    const twice = group('TWICE');
    const c = mapKpopnetGroup(twice, new Map(data.idols.map((i) => [i.id, i])));
    expect(c.doc).toMatchObject({
      name: 'TWICE',
      type: 'Band',
      translated: [{ lang: 'ko', rfc_5646: 'ko-Hang', name: '트와이스' }],
      debut_date: '2015-10-20',
    });
    const members = c.doc.band_members as { id_artist: number; name_artist: string; name_role: string }[];
    expect(members.map((m) => m.name_artist)).toEqual(expect.arrayContaining(['Jihyo', 'Nayeon', 'Tzuyu']));
    expect(asRef(members[0]!.id_artist)).toMatchObject({ $ref: 'artist', source: 'kpopnet' });
  });

  it('gives an idol real name, birth date and Hangul name but no gender', () => {
    const c = mapKpopnetIdol(idol('Jennie', 'Blackpink'));
    expect(c.doc).toMatchObject({
      name: 'Jennie',
      type: 'Person',
      translated: [{ lang: 'ko', rfc_5646: 'ko-Hang', name: '제니' }],
      birth_date: '1996-01-16',
    });
    expect(c.doc.real_firstname_lastname).toBeTruthy();
    expect(c.doc.gender).toBeUndefined();
  });

  it('sorts name_alias entries into Latin aliases and translated names by script', () => {
    expect(aliasesAndTranslations('Hyeju', ['혜주', 'Olivia Hye, 올리비아 혜'])).toEqual({
      aliases: [{ alias: 'Olivia Hye', link: 'Alias' }],
      translated: [
        { lang: 'ko', rfc_5646: 'ko-Hang', name: '혜주' },
        { lang: 'ko', rfc_5646: 'ko-Hang', name: '올리비아 혜' },
      ],
    });
    expect(aliasesAndTranslations('Tsuki', ['츠키', 'Taru, タル']).translated).toContainEqual({
      lang: 'ja',
      rfc_5646: 'ja-Hrkt',
      name: 'タル',
    });
  });

  it('calls capitals, inner capitals, digits and several words distinctive, single words not', () => {
    expect(['TWICE', 'CL', 'NewJeans', '2NE1', 'Wonder Girls', 'Le Sserafim'].map(isDistinctiveName)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['Aurora', 'Rainbow', 'Blackpink', 'Jimin', 'Rose'].map(isDistinctiveName)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('decideKpopnetLinks', () => {
  // Catalog years as the real Billboard catalog dates them.
  const twice = catalog('TWICE', 2021);
  const twiceCase = catalog('Twice', 2025);
  const blackpink = catalog('BLACKPINK', 2018);
  const jennie = catalog('JENNIE', 2023);
  const rose = catalog('ROSE', 2021);
  const lisa = catalog('LISA', 2024);
  const rainbow = catalog('Rainbow', 1979);
  const aurora = catalog('AURORA', 2019);
  const mina = catalog('Mina', 1961);
  const jimin = catalog('Jimin', 2023);
  const index = buildCatalogArtistIndex([twice, twiceCase, blackpink, jennie, rose, lisa, rainbow, aurora, mina, jimin]);
  const decisions = decideKpopnetLinks(data, index);
  const about = (id: string) => decisions.find((d) => d.key === id);

  it('links TWICE (distinctive capitals) to every same-name catalog act active after its debut', () => {
    const d = about(group('TWICE').id)!;
    expect([d.target?.id, ...(d.alsoTargets ?? []).map((t) => t.id)]).toEqual([twice.id, twiceCase.id]);
  });

  it('links Blackpink through its members and the members through the group', () => {
    expect(about(group('Blackpink').id)?.target?.id).toBe(blackpink.id);
    expect(about(idol('Jennie', 'Blackpink').id)?.target?.id).toBe(jennie.id);
    expect(about(idol('Rose', 'Blackpink').id)?.target?.id).toBe(rose.id);
  });

  it('refuses the rock band Rainbow, active decades before the K-pop group debuted', () => {
    const d = about(group('Rainbow').id)!;
    expect(d.target).toBeUndefined();
    expect(d.reason).toMatch(/before the K-pop debut 2009/);
  });

  it('refuses AURORA although the dates agree: a common word with no linked group', () => {
    const d = decisions.find((x) => x.name === 'Aurora')!;
    expect(d.target).toBeUndefined();
    expect(d.reason).toMatch(/common name/);
  });

  it('refuses the Italian singer Mina for TWICE member Mina (dates) and a Jimin shared by two idols', () => {
    expect(about(idol('Mina', 'TWICE').id)?.target).toBeUndefined();
    expect(decisions.filter((d) => d.name === 'Jimin').every((d) => !d.target)).toBe(true);
  });
});
