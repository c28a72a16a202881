import type { ServerConfig } from './config';

/** Where log lines go: a stream with `write`, as pino takes it. */
export interface LogStream {
  write(line: string): void;
}

/**
 * Log lines a developer reads in a terminal: one coloured line each, by pino-pretty (a dev
 * dependency, so a production install has none and never asks for it). Elsewhere (production, a
 * file, a pipe, a log collector) the lines stay JSON, and this returns nothing.
 */
export async function terminalLogStream(config: ServerConfig): Promise<LogStream | undefined> {
  if (config.production || !process.stdout.isTTY) return undefined;
  try {
    const { default: pretty } = await import('pino-pretty');
    return pretty({
      colorize: true,
      sync: true,
      translateTime: 'HH:MM:ss',
      ignore: 'pid,hostname',
    });
  } catch {
    return undefined;
  }
}
