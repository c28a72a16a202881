import { useState } from 'react';
import type { Copy } from '../../shared/copy/collections';

type TeamConsoleCopy = Copy<'teamConsole'>;
import { fillTemplate } from '../../shared/language/fillTemplate';
import type { SignupRow } from '../../shared/contracts/teamConsole';
import { retryDelivery } from './teamApi';

interface Props {
  copy: TeamConsoleCopy['deliveries'];
  email: string;
  deliveries: SignupRow['deliveries'];
  onRetried: () => Promise<void>;
}

/** A signup's deliveries (welcome e-mail, platform event); a failed one can be sent again. */
export function DeliveryList({ copy, email, deliveries, onRetried }: Props) {
  const [retrying, setRetrying] = useState<string>();
  const [problem, setProblem] = useState<string>();

  async function retry(deliveryId: string) {
    setRetrying(deliveryId);
    setProblem(undefined);
    try {
      await retryDelivery(deliveryId);
      await onRetried();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : '');
    } finally {
      setRetrying(undefined);
    }
  }

  if (deliveries.length === 0) return <span className="text-muted">{copy.none}</span>;
  return (
    <>
      <ul className="space-y-2">
        {deliveries.map((delivery) => (
          <li key={delivery.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium">{copy.kinds[delivery.kind]}:</span>
            <span className={delivery.state === 'failed' ? 'font-semibold text-alert' : ''}>
              {copy.states[delivery.state]}
            </span>
            <span className="text-muted">
              ({fillTemplate(copy.attempts, { count: delivery.attempts })})
            </span>
            {delivery.state === 'failed' && (
              <button
                type="button"
                onClick={() => void retry(delivery.id)}
                disabled={retrying !== undefined}
                aria-label={fillTemplate(copy.retryLabel, {
                  kind: copy.kinds[delivery.kind].toLowerCase(),
                  email,
                })}
                className="btn-secondary min-h-9 px-3 py-1 text-sm disabled:opacity-60"
              >
                {retrying === delivery.id ? copy.retrying : copy.retry}
              </button>
            )}
            {delivery.state === 'failed' && delivery.lastError && (
              <span className="w-full text-xs break-all text-muted">{delivery.lastError}</span>
            )}
          </li>
        ))}
      </ul>
      {problem !== undefined && (
        <p role="alert" className="mt-1 text-xs text-alert">
          {problem}
        </p>
      )}
    </>
  );
}
