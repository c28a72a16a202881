import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { apiMessagesSchema } from './api-messages/schema';
import { pricingCalculatorSchema } from './pricing-calculator/schema';
import { pricingPageSchema } from './pricing-page/schema';
import { signupMessagesSchema } from './signup-messages/schema';
import { testCheckoutSchema } from './test-checkout/schema';
import { trialDialogSchema } from './trial-dialog/schema';

/** Each set of copy files: one folder, one file per language, one schema. */
const copySets: Record<string, ZodType> = {
  'pricing-page': pricingPageSchema,
  'pricing-calculator': pricingCalculatorSchema,
  'trial-dialog': trialDialogSchema,
  'signup-messages': signupMessagesSchema,
  'api-messages': apiMessagesSchema,
  'test-checkout': testCheckoutSchema,
};

const languageFiles = (folder: string) =>
  readdirSync(join(import.meta.dirname, folder)).filter((name) => name.endsWith('.json'));

describe.each(Object.entries(copySets))('the %s copy', (folder, schema) => {
  it('has English, and every language file matches the schema', () => {
    const files = languageFiles(folder);
    expect(files).toContain('en.json');
    for (const file of files) {
      const content: unknown = JSON.parse(
        readFileSync(join(import.meta.dirname, folder, file), 'utf8'),
      );
      const result = schema.safeParse(content);
      expect(result.error?.issues ?? [], `${folder}/${file}`).toEqual([]);
    }
  });
});

describe('a copy schema', () => {
  it('refuses a file that misses a text or adds one', () => {
    const english: unknown = JSON.parse(
      readFileSync(join(import.meta.dirname, 'signup-messages', 'en.json'), 'utf8'),
    );
    const missing: Record<string, string> = { ...(english as Record<string, string>) };
    delete missing.emptyEmail;
    expect(signupMessagesSchema.safeParse(missing).success).toBe(false);
    expect(signupMessagesSchema.safeParse({ ...(english as object), extra: 'x' }).success).toBe(
      false,
    );
  });
});
