/** A message reads as an error when it contains one of these words (case as written). */
const ERROR_MARKERS = ['error', 'exists', 'empty', 'Invalid'] as const;

export const messageColours = { error: '#DC2626', info: '#2563EB' } as const;

export type MessageTone = keyof typeof messageColours;

export function messageTone(message: string): MessageTone {
  return ERROR_MARKERS.some((marker) => message.includes(marker)) ? 'error' : 'info';
}

export function messageColour(message: string): string {
  return messageColours[messageTone(message)];
}
