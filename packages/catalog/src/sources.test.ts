import { SHIPPED_SOURCES, SOURCE_NAME_PATTERN, checkSource } from './sources';

describe('source names', () => {
  it('take 1 to 63 lower-case letters, digits, "-" or "_", starting with a letter or digit', () => {
    for (const ok of ['my-library', 'a', 'lib_2']) expect(SOURCE_NAME_PATTERN.test(ok)).toBe(true);
    for (const bad of ['My-Library', '-lib', 'a b', '', 'x'.repeat(64)]) expect(SOURCE_NAME_PATTERN.test(bad)).toBe(false);
  });

  it("refuse an operator's source named like a shipped source, `all`, or against the pattern", () => {
    expect(() => checkSource('my-library')).not.toThrow();
    for (const shipped of Object.values(SHIPPED_SOURCES)) expect(() => checkSource(shipped)).toThrow(/shipped source/);
    expect(() => checkSource('all')).toThrow(/shipped source/);
    expect(() => checkSource('My Library')).toThrow(/lower-case/);
  });
});
