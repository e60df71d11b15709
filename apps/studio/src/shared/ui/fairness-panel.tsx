import type { Fairness, Rotation, StudioGame } from '@lale/contract/studio/replies';
import { useId, useState, type FormEvent } from 'react';
import type { CommonDictionary } from '../../i18n/common.ts';
import type { Lang } from '../../i18n/lang.ts';
import type { GameCall } from '../session/game-call.ts';
import { verifyLink } from '../verify-link.ts';

interface Props {
  fairness: Fairness;
  game: StudioGame;
  call: GameCall;
  onChange: (fairness: Fairness) => void;
  onError: (error: unknown) => void;
  /** A hand in play keeps the seed: rotating would reveal the seed it is drawn from. */
  busy?: boolean;
  lang: Lang;
  t: CommonDictionary;
}

/** The seed commitment, the editable client seed, the nonce, and rotation that reveals the seed. */
export function FairnessPanel({ fairness, game, call, onChange, onError, busy, lang, t }: Props) {
  const inputId = useId();
  const [clientSeed, setClientSeed] = useState(fairness.clientSeed);
  const [revealed, setRevealed] = useState<Rotation['revealed'] | null>(null);
  const [saved, setSaved] = useState(false);
  // A new seed pair from the server replaces what the field shows (React's "adjust state when
  // a prop changes" pattern, without an extra render pass through an effect).
  const [shownSeed, setShownSeed] = useState(fairness.clientSeed);
  if (shownSeed !== fairness.clientSeed) {
    setShownSeed(fairness.clientSeed);
    setClientSeed(fairness.clientSeed);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    try {
      const next = await call('/fairness/client-seed', {
        body: { clientSeed: clientSeed.trim() },
      });
      onChange(next);
      setSaved(true);
    } catch (error) {
      onError(error);
    }
  }

  async function rotate() {
    try {
      const reply = await call('/fairness/rotate', { method: 'POST' });
      setRevealed(reply.revealed);
      onChange(reply.next);
    } catch (error) {
      onError(error);
    }
  }

  return (
    <section className="panel" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t.fairness}</h2>
      <dl className="facts">
        <dt>{t.serverSeedHash}</dt>
        <dd className="mono" data-testid="server-seed-hash">
          {fairness.serverSeedHash}
        </dd>
        <dt>{t.nonce}</dt>
        <dd data-testid="nonce">{fairness.nonce}</dd>
      </dl>
      <form className="inline-form" onSubmit={save}>
        <label htmlFor={inputId}>{t.clientSeed}</label>
        <input
          id={inputId}
          value={clientSeed}
          maxLength={64}
          required
          onChange={(event) => setClientSeed(event.target.value)}
        />
        <button type="submit">{t.saveClientSeed}</button>
      </form>
      {saved && <p role="status">{t.clientSeedSaved}</p>}
      <button type="button" onClick={rotate} disabled={busy}>
        {t.rotateSeed}
      </button>
      {revealed && (
        <div className="revealed" role="status">
          <p>{t.revealedSeed}</p>
          <p className="mono" data-testid="revealed-seed">
            {revealed.serverSeed}
          </p>
          {typeof revealed.lastNonce === 'number' && (
            <p>{t.revealedFor(revealed.clientSeed, revealed.lastNonce)}</p>
          )}
          {typeof revealed.lastNonce === 'number' && (
            <a
              href={verifyLink({
                engine: game.engine,
                model: game.model,
                serverSeed: revealed.serverSeed,
                serverSeedHash: revealed.serverSeedHash,
                clientSeed: revealed.clientSeed,
                nonce: revealed.lastNonce,
                lang,
              })}
              target="_blank"
              rel="noopener"
            >
              {t.verifyLink}
            </a>
          )}
        </div>
      )}
    </section>
  );
}
