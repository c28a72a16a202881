import { useState } from 'react';
import type { SignupRow } from '../../shared/contracts/teamConsole';
import type { Copy } from '../../shared/copy/collections';
import { fillTemplate } from '../../shared/language/fillTemplate';
import { deliveryWords } from './signupWords';
import { retryDelivery } from './teamApi';

type DeliveriesCopy = Copy<'teamConsole'>['deliveries'];

interface Props {
  copy: DeliveriesCopy;
  email: string;
  deliveries: SignupRow['deliveries'];
  /** Reads the signup again once the server has queued the delivery. */
  onRetried: (deliveryId: string) => Promise<void>;
}

/** A signup's deliveries in words; a failed one can be sent again. */
export function DeliveryList({ copy, email, deliveries, onRetried }: Props) {
  const [retrying, setRetrying] = useState<string>();
  const [problem, setProblem] = useState<string>();

  async function retry(deliveryId: string) {
    setRetrying(deliveryId);
    setProblem(undefined);
    try {
      await retryDelivery(deliveryId);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : '');
      setRetrying(undefined);
      return;
    }
    setRetrying(undefined);
    await onRetried(deliveryId).catch(() => undefined);
  }

  if (deliveries.length === 0) return <span className="text-muted">{copy.none}</span>;
  return (
    <>
      <ul className="space-y-2">
        {deliveries.map((delivery) => {
          const failed = delivery.state === 'failed';
          const troubled = failed || (delivery.state === 'pending' && delivery.attempts > 0);
          return (
            <li key={delivery.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className={troubled ? 'font-semibold text-alert' : ''}>
                {deliveryWords(delivery, copy)}
              </span>
              {failed && (
                <button
                  type="button"
                  onClick={() => void retry(delivery.id)}
                  disabled={retrying !== undefined}
                  aria-label={fillTemplate(copy.retryLabel, {
                    kind: copy.kinds[delivery.kind],
                    email,
                  })}
                  className="btn-secondary min-h-9 px-3 py-1 text-sm disabled:opacity-60"
                >
                  {retrying === delivery.id ? copy.retrying : copy.retry}
                </button>
              )}
              {troubled && delivery.lastError && (
                <span className="w-full text-xs break-all text-muted">{delivery.lastError}</span>
              )}
            </li>
          );
        })}
      </ul>
      {problem !== undefined && (
        <p role="alert" className="mt-1 text-xs text-alert">
          {problem}
        </p>
      )}
    </>
  );
}
