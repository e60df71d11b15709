import { CRASH_GAMES } from '@lale/games/crash';
import { useState, type FormEvent } from 'react';
import { multiplierText } from '../crash/format.ts';
import { crashText } from '../i18n/crash.ts';
import type { Lang } from '../i18n/lang.ts';
import { verifyText } from '../i18n/verify.ts';
import { formatPercent } from '../shared/money.ts';
import { crashFormFromQuery, verifyCrashForm, type CrashVerifyForm } from './crash-verify-form.ts';

/** The crash part of the verify page: game hash, salt, model and the previous hash. */
export function CrashVerify({ lang }: { lang: Lang }) {
  const text = crashText[lang].verifyPage;
  const words = verifyText[lang];
  const [form, setForm] = useState(() => crashFormFromQuery(window.location.search));
  const [result, setResult] = useState(() => verifyCrashForm(form));
  const [invalid, setInvalid] = useState(false);

  const field = (name: keyof CrashVerifyForm) => ({
    id: `crash-${name}`,
    value: form[name],
    spellCheck: false,
    onChange: (event: { target: { value: string } }) =>
      setForm({ ...form, [name]: event.target.value }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = verifyCrashForm(form);
    setInvalid(next === null);
    setResult(next);
  }

  return (
    <>
      <p>{text.intro}</p>
      <form className="panel verify-form" onSubmit={submit} data-testid="crash-verify-form">
        <label htmlFor="crash-model">{text.model}</label>
        <select {...field('model')}>
          {CRASH_GAMES.map((game) => (
            <option key={game.id} value={game.id}>
              {game.name} (RTP{' '}
              {lang === 'tr'
                ? `%${formatPercent(game.rtp, lang)}`
                : `${formatPercent(game.rtp, lang)}%`}
              )
            </option>
          ))}
        </select>
        <label htmlFor="crash-gameHash">{text.gameHash}</label>
        <input {...field('gameHash')} className="mono" />
        <label htmlFor="crash-salt">{text.salt}</label>
        <input {...field('salt')} className="mono" />
        <label htmlFor="crash-previousHash">{text.previousHash}</label>
        <input {...field('previousHash')} className="mono" />
        <button type="submit" className="primary">
          {words.verify}
        </button>
      </form>
      {invalid && (
        <div className="banner banner--error" role="alert">
          {text.invalid}
        </div>
      )}
      {result && (
        <section className="panel" aria-labelledby="crash-outcome" data-testid="crash-outcome">
          <h2 id="crash-outcome">{words.outcome}</h2>
          <p className="result" data-testid="crash-point">
            {text.crashPoint(multiplierText(result.crashPointHundredths, lang))}
          </p>
          <p
            role="status"
            data-testid="chain-check"
            className={
              result.chainLinkValid === null
                ? 'muted'
                : result.chainLinkValid
                  ? 'positive'
                  : 'negative'
            }
          >
            {result.chainLinkValid === null
              ? text.noPrevious
              : result.chainLinkValid
                ? text.linkHolds
                : text.linkBroken}
          </p>
          <p className="mono">
            {text.hmac}: {result.hmac}
          </p>
        </section>
      )}
    </>
  );
}
