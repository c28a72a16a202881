import type { LegalBlock, LegalInline, LegalParagraph } from '../../content/legal/types';

function Inline({ part }: { part: LegalInline }) {
  if (typeof part === 'string') return part;
  if ('strong' in part) return <strong className="font-semibold text-ink">{part.strong}</strong>;
  const className =
    'font-medium text-primary underline underline-offset-2 hover:text-primary-hover';
  return (
    <a href={part.href} className={className}>
      {part.text}
    </a>
  );
}

function ParagraphText({ paragraph }: { paragraph: LegalParagraph }) {
  if (typeof paragraph === 'string') return paragraph;
  return paragraph.map((part, index) => <Inline key={index} part={part} />);
}

/** Renders legal content blocks: paragraphs and bulleted lists, with links and bold terms. */
export function LegalBlocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return blocks.map((block, index) =>
    typeof block === 'object' && 'list' in block ? (
      <ul key={index} className="list-disc space-y-2 pl-6 marker:text-muted">
        {block.list.map((item, itemIndex) => (
          <li key={itemIndex}>
            <ParagraphText paragraph={item} />
          </li>
        ))}
      </ul>
    ) : (
      <p key={index}>
        <ParagraphText paragraph={block} />
      </p>
    ),
  );
}
