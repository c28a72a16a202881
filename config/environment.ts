/**
 * The one place settings come from, for the build and for the server: the `.env` file of the
 * project (when there is one) under the process environment. A variable set in the process
 * environment wins over the file, even when it is set to an empty string, so a deployment can
 * always override or blank a value the file gives.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

export type Environment = Readonly<Record<string, string | undefined>>;

export interface EnvironmentSource {
  /** The folder holding `.env` (default: the working directory, the project root under npm). */
  directory?: string;
  /** The process environment (default: process.env). */
  processEnv?: Environment;
}

export function loadEnvironment({
  directory = process.cwd(),
  processEnv = process.env,
}: EnvironmentSource = {}): Environment {
  const file = join(directory, '.env');
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {};
  const merged: Record<string, string | undefined> = { ...fromFile };
  for (const [name, value] of Object.entries(processEnv)) {
    if (value !== undefined) merged[name] = value;
  }
  return merged;
}
