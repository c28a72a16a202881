import { textRuns } from './richText';

export function FaqAnswer({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="space-y-3 text-muted">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>
          {textRuns(paragraph).map((run, index) =>
            run.bold ? (
              <strong key={index} className="font-semibold text-ink">
                {run.text}
              </strong>
            ) : (
              <span key={index}>{run.text}</span>
            ),
          )}
        </p>
      ))}
    </div>
  );
}
