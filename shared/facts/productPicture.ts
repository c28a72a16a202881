/**
 * The hero's product picture: weekly ACoS of a campaign after the automation takes over, falling
 * to its goal and staying under it. The picture's alternative text is written from these numbers.
 */
export const heroChart = {
  acosGoalPercent: 30,
  weeklyAcosPercent: [44, 41, 42, 37, 34, 31, 29, 27, 26, 25],
} as const;
