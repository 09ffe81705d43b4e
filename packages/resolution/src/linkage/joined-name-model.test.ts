import { type ChartedSong, atomSongsOf } from '@mc/text-analysis';
import { chartJoinedNames, joinedNameReader, joinedNameVector } from './joined-name-model';

const rows: ChartedSong[] = [
  { performer: '21 Savage', song: 'a lot', first: '2016-11-12' },
  { performer: 'Metro Boomin Featuring Gunna', song: 'feel the fiyaaaah', first: '2017-07-15' },
  { performer: '21 Savage & Metro Boomin', song: 'runnin', first: '2020-10-17' },
  { performer: 'Simon & Garfunkel', song: 'mrs. robinson', first: '1968-04-27' },
  { performer: 'Simon & Garfunkel', song: 'the boxer', first: '1969-04-19' },
  { performer: 'Simon & Garfunkel', song: 'america', first: '1972-10-28' },
  { performer: 'Commander Cody & His Lost Planet Airmen', song: 'hot rod lincoln', first: '1972-03-25' },
  { performer: 'Bizarrap & Quevedo', song: 'bzrp music sessions, vol. 52', first: '2022-08-06' },
  { performer: 'Bizarrap & Shakira', song: 'bzrp music sessions, vol. 53', first: '2023-01-28' },
  { performer: 'Karol G & Quevedo', song: 'pero tu', first: '2023-03-11' },
];

describe('joinedNameVector', () => {
  const chart = atomSongsOf(rows);
  it('reads a one-off billing of two artists charting apart before it', () => {
    expect(joinedNameVector('21 Savage & Metro Boomin', chart)).toEqual({
      billing: 'one',
      parts_apart: 'all',
      partners: 'no_one_word',
      career_share: 'most',
      era: 'since_2015',
      established: 'yes',
      shape: 'full_names',
      band: 'none',
      list: 'two',
      joiner: 'other',
    });
  });
  it('reads a duo billed on three songs whose one-word parts never chart as whole parts', () => {
    expect(joinedNameVector('Simon & Garfunkel', chart)).toMatchObject({
      billing: 'few',
      parts_apart: 'none',
      shape: 'one_words',
    });
  });
  it('reads one-word parts each billed with other partners, though never as a whole part apart', () => {
    expect(joinedNameVector('Bizarrap & Quevedo', chart)).toMatchObject({ partners: 'all' });
    expect(joinedNameVector('Simon & Garfunkel', chart)).toMatchObject({ partners: 'none' });
  });
  it('tells no part apart in a billing of the streaming era from no part apart before it', () => {
    expect(joinedNameVector('Bizarrap & Quevedo', chart)).toMatchObject({ parts_apart: 'none_since_2015', era: 'since_2015' });
    expect(joinedNameVector('Simon & Garfunkel', chart)).toMatchObject({ parts_apart: 'none', era: 'before_1980' });
  });
  it("weighs the billing against the busiest part's songs apart, and the era it first charted", () => {
    const band = atomSongsOf([
      { performer: 'Bob Seger', song: 'ramblin gamblin man', first: '1969-01-01' },
      ...[1, 2, 3].map((i) => ({ performer: 'Bob Seger & The Silver Bullet Band', song: `song ${i}`, first: '1976-01-01' })),
    ]);
    expect(joinedNameVector('Bob Seger & The Silver Bullet Band', band)).toMatchObject({
      career_share: 'most',
      era: 'before_1980',
      band: 'the_together',
    });
    const credit = atomSongsOf([
      ...[1, 2, 3, 4, 5].map((i) => ({ performer: 'Sting', song: `solo ${i}`, first: '1990-01-01' })),
      { performer: 'The Police', song: 'roxanne', first: '1979-04-01' },
      { performer: 'Sting & The Police', song: 'message in a bottle 97', first: '1997-12-01' },
    ]);
    expect(joinedNameVector('Sting & The Police', credit)).toMatchObject({
      career_share: 'little',
      era: '1980s_1990s',
      band: 'the_apart',
    });
  });
  it("reads a leader's possessive band", () => {
    expect(joinedNameVector('Commander Cody & His Lost Planet Airmen', chart)).toMatchObject({ band: 'possessive' });
  });
  it('has nothing to decide for one part, a repeated part or a name never billed', () => {
    expect(joinedNameVector('21 Savage', chart)).toBeUndefined();
    expect(joinedNameVector('M + M', atomSongsOf([{ performer: 'M + M', song: 'x' }]))).toBeUndefined();
    expect(joinedNameVector('Gunna & 21 Savage', chart)).toBeUndefined();
  });
});

describe('joinedNameReader', () => {
  // A chart of 40 duos billed together on many songs, their parts never apart, and 40 one-off
  // billings of two artists with careers of their own.
  const chart: ChartedSong[] = [];
  for (let i = 0; i < 40; i++) {
    for (let s = 0; s < 6; s++)
      chart.push({ performer: `Duoa${i} & Duob${i}`, song: `duo ${i} song ${s}`, first: `1970-01-0${1 + (s % 9)}` });
    chart.push({ performer: `Solo Left${i}`, song: `left ${i}`, first: '2010-01-01' });
    chart.push({ performer: `Solo Right${i}`, song: `right ${i}`, first: '2011-01-01' });
    chart.push({ performer: `Solo Left${i} & Solo Right${i}`, song: `together ${i}`, first: '2015-01-01' });
  }
  const { estimate, score } = joinedNameReader(
    chart.map((c) => c.performer),
    atomSongsOf(chart),
  );
  it('estimates the share of credits among the chart’s joined names without labels', () => {
    expect(estimate.converged).toBe(true);
    expect(estimate.model.lambda).toBeGreaterThan(0.4);
    expect(estimate.model.lambda).toBeLessThan(0.6);
  });
  it('reads the one-off billing as a credit and the duo as one act, with the weight', () => {
    expect(score('Solo Left3 & Solo Right3')).toMatchObject({ act: false, weight: { total: expect.any(Number) } });
    expect(score('Duoa3 & Duob3').act).toBe(true);
    expect(score('Solo Left3').act).toBe(true);
  });
  it('lists every joined part of the performer strings once', () => {
    expect(chartJoinedNames(['A & B Featuring C & D', 'A & B', 'E'])).toEqual(['A & B', 'C & D']);
  });
});
