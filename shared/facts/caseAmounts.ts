/**
 * The amounts of money the case studies quote, in US dollars: their copy names them as
 * `{placeholders}`, so each language writes them as it writes every price ("$1.50", "1,50 $").
 */
export const caseAmounts = {
  /** Handcraft Blends' target cost per click. */
  handcraftTargetCpc: 1.5,
} as const;
