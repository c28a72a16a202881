/** `**...**` in an answer's content marks its bold runs. */
const BOLD_MARK = '**';

export function textRuns(paragraph: string) {
  return paragraph
    .split(BOLD_MARK)
    .map((text, index) => ({ text, bold: index % 2 === 1 }))
    .filter((run) => run.text !== '');
}

/** The paragraph as plain text, for structured data. */
export function plainText(paragraph: string): string {
  return paragraph.split(BOLD_MARK).join('');
}
