import { describe, expect, it } from 'vitest';
import { hero } from './home';

const words = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];

describe('home hero picture', () => {
  const { weeklyAcosPercent: series, acosGoalPercent: goal, rows } = hero.picture;
  const firstUnder = series.findIndex((percent) => percent < goal);

  it('shows ACoS falling to its goal and staying under it', () => {
    expect(series[0]).toBeGreaterThan(goal);
    expect(firstUnder).toBeGreaterThan(0);
    // Once under the goal it never goes back over, for at least the last three weeks.
    expect(series.slice(firstUnder).every((percent) => percent < goal)).toBe(true);
    expect(series.length - firstUnder).toBeGreaterThanOrEqual(3);
  });

  it('labels the two lines for what they are: ACoS against the ACoS goal', () => {
    expect(hero.picture.acosLabel).toBe('ACoS');
    expect(hero.picture.goalLabel).toBe('ACoS goal');
    expect(hero.picture.chartTitle).toMatch(/ACoS/);
    expect(hero.picture.chartTitle).not.toMatch(/bid/i);
  });

  it('says in its alternative text what the data shows', () => {
    const alt = hero.pictureAlt;
    expect(alt).toContain(`from ${series[0]}% to ${series.at(-1)}%`);
    expect(alt).toContain(`under the ${goal}% ACoS goal`);
    expect(alt).toMatch(/falling/);
    expect(alt).not.toMatch(/above|over the/);
    const counted = (kind: string) => rows.filter((row) => row.kind === kind).length;
    const inWords = ['no', 'one', 'two', 'three', 'four', 'five'];
    expect(alt).toContain(`${inWords[counted('promoted')]} promoted to exact match`);
    expect(alt).toContain(`${inWords[counted('negative')]} added as negative`);
  });
});

describe('home headline', () => {
  it('never repeats a word of its lead in a typed phrase ("… for Amazon Sellers")', () => {
    const lead = new Set(words(hero.headlineLead));
    for (const phrase of hero.typingPhrases) {
      expect(
        words(phrase).filter((word) => lead.has(word)),
        phrase,
      ).toEqual([]);
    }
  });
});
