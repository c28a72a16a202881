import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** A string of this many words or more is a sentence of copy, which belongs in a content file. */
export const SENTENCE_WORDS = 10;

/** The string and template literals of ten or more words in one TypeScript file. */
export function longStringLiterals(file: string, source = readFileSync(file, 'utf8')) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: { file: string; line: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    // A list of CSS classes is not copy.
    if (ts.isJsxAttribute(node) && node.name.getText() === 'className') return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node)
    ) {
      const text = ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((span) => `x ${span.literal.text}`)].join('')
        : node.text;
      if (text.trim().split(/\s+/).length >= SENTENCE_WORDS) {
        const { line } = tree.getLineAndCharacterOfPosition(node.getStart());
        found.push({ file, line: line + 1, text });
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}
