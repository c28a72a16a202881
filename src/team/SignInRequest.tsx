import { useId, useState, type SubmitEvent } from 'react';
import { signInLinkMinutes } from '../../shared/contracts/teamConsole';
import type { Copy } from '../../shared/copy/collections';

type TeamConsoleCopy = Copy<'teamConsole'>;
import { fillTemplate } from '../../shared/language/fillTemplate';
import { inputClass, labelClass } from './fieldClasses';
import { requestSignInLink } from './teamApi';

type Progress = { state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; message: string };

/** Asks for a sign-in link. Every address gets the same answer, so it reveals no member. */
export function SignInRequest({
  copy,
  notice,
}: {
  copy: TeamConsoleCopy['requestLink'];
  notice?: string | undefined;
}) {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [progress, setProgress] = useState<Progress>({ state: 'idle' });

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setProgress({ state: 'sending' });
    try {
      await requestSignInLink(email.trim());
      setProgress({ state: 'sent' });
    } catch (error) {
      setProgress({ state: 'failed', message: error instanceof Error ? error.message : '' });
    }
  }

  return (
    <section aria-labelledby={`${inputId}-heading`} className="card mx-auto max-w-md p-6 md:p-8">
      <h1 id={`${inputId}-heading`} className="text-3xl">
        {copy.heading}
      </h1>
      {notice && <p className="mt-3 font-medium text-alert">{notice}</p>}
      <p className="mt-3 text-muted">{copy.intro}</p>
      <form onSubmit={(event) => void submit(event)} className="mt-5 space-y-4">
        <div className="space-y-2">
          <label htmlFor={inputId} className={labelClass}>
            {copy.emailLabel}
          </label>
          <input
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={inputClass}
          />
        </div>
        <button
          type="submit"
          disabled={progress.state === 'sending'}
          className="btn-primary w-full disabled:opacity-70"
        >
          {progress.state === 'sending' ? copy.sending : copy.submit}
        </button>
        <p
          role="status"
          className={`min-h-6 text-sm font-medium ${progress.state === 'failed' ? 'text-alert' : 'text-ink'}`}
        >
          {progress.state === 'sent' && fillTemplate(copy.sent, { minutes: signInLinkMinutes })}
          {progress.state === 'failed' && progress.message}
        </p>
      </form>
    </section>
  );
}
