import { describe, expect, it } from 'vitest';
import { locales } from '../../shared/language/locales';
import { readCopy } from '../../shared/copy/readCopy';
import { heroChart } from '../../shared/facts/productPicture';
import { homeCopy } from '../../test/siteCopy';

const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

describe('home hero picture', () => {
  const { weeklyAcosPercent: series, acosGoalPercent: goal } = heroChart;
  const firstUnder = series.findIndex((percent) => percent < goal);

  it('shows ACoS falling to its goal and staying under it', () => {
    expect(series[0]).toBeGreaterThan(goal);
    expect(firstUnder).toBeGreaterThan(0);
    // Once under the goal it never goes back over, for at least the last three weeks.
    expect(series.slice(firstUnder).every((percent) => percent < goal)).toBe(true);
    expect(series.length - firstUnder).toBeGreaterThanOrEqual(3);
  });

  it('labels the two lines for what they are in English: ACoS against the ACoS goal', () => {
    const { picture } = homeCopy('en').hero;
    expect(picture.acosLabel).toBe('ACoS');
    expect(picture.goalLabel).toBe('ACoS goal');
    expect(picture.chartTitle).not.toMatch(/bid/i);
  });

  it('says in its English alternative text what the data shows', () => {
    const { pictureAlt: alt, picture } = homeCopy('en').hero;
    expect(alt).toContain(`from ${series[0]}% to ${series.at(-1)}%`);
    expect(alt).toContain(`under the ${goal}% ACoS goal`);
    expect(alt).toMatch(/falling/);
    expect(alt).not.toMatch(/above|over the/);
    const counted = (kind: string) => picture.rows.filter((row) => row.kind === kind).length;
    const inWords = ['no', 'one', 'two', 'three', 'four', 'five'];
    expect(alt).toContain(`${inWords[counted('promoted')]} promoted to exact match`);
    expect(alt).toContain(`${inWords[counted('negative')]} added as negative`);
  });
});

describe.each(locales)('home hero picture in %s', (locale) => {
  const { hero } = homeCopy(locale);
  const { picture, pictureAlt: alt } = hero;

  it('labels the two lines ACoS and its goal, and titles the chart with ACoS', () => {
    expect(picture.acosLabel).toBe('ACoS');
    expect(picture.goalLabel).toContain('ACoS');
    expect(picture.goalLabel).not.toBe(picture.acosLabel);
    expect(picture.chartTitle).toContain('ACoS');
  });

  it('names in its alternative text the first and last ACoS, the goal and the keyword counts', () => {
    const series = heroChart.weeklyAcosPercent;
    const first = String(series[0]);
    const last = String(series.at(-1));
    expect(alt).toContain(first);
    expect(alt).toContain(last);
    expect(alt.indexOf(first)).toBeLessThan(alt.indexOf(last));
    expect(alt).toContain(String(heroChart.acosGoalPercent));
    const { countWords } = readCopy('home', locale).hero;
    const counted = (kind: string) => picture.rows.filter((row) => row.kind === kind).length;
    const promoted = countWords[counted('promoted')];
    const negative = countWords[counted('negative')];
    expect(promoted).toBeDefined();
    expect(negative).toBeDefined();
    expect(words(alt)).toEqual(expect.arrayContaining([promoted, negative]));
    expect(alt).not.toMatch(/\{\w+\}/);
  });
});

/** Words of three letters or more: "de" or "à" may well come twice in a line, "Amazon" may not. */
const contentWords = (text: string) => words(text).filter((word) => word.length >= 3);

describe.each(locales)('home headline in %s', (locale) => {
  it('never repeats a word of its lead in a typed phrase ("… for Amazon Sellers")', () => {
    const { hero } = homeCopy(locale);
    const lead = new Set(contentWords(hero.headlineLead));
    for (const phrase of hero.typingPhrases) {
      expect(
        contentWords(phrase).filter((word) => lead.has(word)),
        phrase,
      ).toEqual([]);
    }
  });
});
