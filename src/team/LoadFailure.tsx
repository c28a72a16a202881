import type { Copy } from '../../shared/copy/collections';

type TeamConsoleCopy = Copy<'teamConsole'>;
import { fillTemplate } from '../../shared/language/fillTemplate';

/** Why a part of the console could not be read, announced at once. */
export function LoadFailure({ copy, message }: { copy: TeamConsoleCopy; message: string }) {
  return (
    <p role="alert" className="mt-3 text-alert">
      {fillTemplate(copy.console.failed, { message })}
    </p>
  );
}
