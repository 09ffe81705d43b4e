import { CHART_READING, QUERY_READING, creditAtoms } from './credit-parts';
describe('a person suffix after ", " is part of the name', () => {
  it.each(['Oscar Toney, Jr.', 'Grover Washington, Jr.', 'Sammy Davis, Jr.', 'Hank Williams, III'])(
    '%s stays one atom',
    (name) => {
      expect(creditAtoms(name, CHART_READING).atoms).toEqual([name]);
      expect(creditAtoms(name, QUERY_READING).atoms).toEqual([name]);
    },
  );
  it('still cuts a list after a suffix', () => {
    expect(creditAtoms('Sammy Davis, Jr., Dean Martin', CHART_READING).atoms.map((a) => a.trim())).toEqual([
      'Sammy Davis, Jr.',
      'Dean Martin',
    ]);
  });
});
