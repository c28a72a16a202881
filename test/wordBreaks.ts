import type { Page } from '@playwright/test';

/**
 * Every word the page shows split across two lines anywhere but after a hyphen, a soft hyphen, a
 * dash or a slash, as "vielbeschäfti | gte": the line-break position of each laid-out word,
 * measured from its characters' boxes. A browser without a hyphenation dictionary (Chromium on Linux) shows what a
 * visitor gets where `hyphens: auto` does nothing.
 */
export function wordsBrokenWithoutHyphen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Text laid out but not seen (the typing headline's other phrases) counts: it is shown in turn.
    const hidden = (element: Element) =>
      getComputedStyle(element).display === 'none' ||
      element.closest('.sr-only, [hidden], template') !== null;
    /** The lines a range covers: its boxes' distinct vertical places (inline boxes overlap). */
    const lineTops = (range: Range) => {
      const tops: number[] = [];
      for (const box of range.getClientRects()) {
        if (box.width === 0 || box.height === 0) continue;
        if (!tops.some((top) => Math.abs(top - box.top) < box.height / 2)) tops.push(box.top);
      }
      return tops;
    };
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || text.trim() === '' || hidden(parent)) continue;
      if (parent.closest('script, style, noscript, svg')) continue;
      range.selectNodeContents(node);
      if (lineTops(range).length < 2) continue;
      for (const word of text.matchAll(/\S+/g)) {
        const start = word.index;
        range.setStart(node, start);
        range.setEnd(node, start + word[0].length);
        if (lineTops(range).length < 2) continue;
        // Where the word leaves its first line: the first character whose prefix of the word
        // spans two lines (a prefix's boxes, unlike one character's, never straddle the break).
        for (let offset = 1; offset < word[0].length; offset += 1) {
          range.setStart(node, start);
          range.setEnd(node, start + offset + 1);
          if (lineTops(range).length < 2) continue;
          const before = word[0][offset - 1] ?? '';
          if (!/[-\u00ad\u2010\u2011\u2013\u2014/]/.test(before)) {
            broken.push(`"${word[0].slice(0, offset)} | ${word[0].slice(offset)}"`);
          }
          break;
        }
      }
    }
    return broken;
  });
}
