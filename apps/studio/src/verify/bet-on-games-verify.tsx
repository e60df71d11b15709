import { drawBetOnGames, type BetOnGamesDraw } from '@lale/games/bet-on-games';
import { hashServerSeed } from '@lale/games/fair/seed-hash';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { ballTone, PlayingCard } from '../bet-on-games/draw-stage.tsx';
import { betOnGamesText } from '../bet-on-games/text.ts';
import { langFromQuery } from '../i18n/lang.ts';
import { verifyText } from '../i18n/verify.ts';

const words = {
  tr: {
    title: 'Bet On Games çekilişini doğrula',
    intro:
      'Çekilişin açıklanan sunucu tohumu, istemci tohumu (oyunun odası) ve çekiliş numarası (nonce) ile topları ve kartı tarayıcınızda yeniden çekin: HMAC-SHA256 akışından her top için kalan numaralar arasından j’inci sayı (j = uniformInt(42 − i)), sonra kart (uniformInt(52)).',
  },
  en: {
    title: 'Verify a Bet On Games draw',
    intro:
      "Redraw the balls and the card in your browser from the draw's revealed server seed, client seed (the game's room) and draw number (nonce): from the HMAC-SHA256 stream, each ball is the j-th of the numbers left (j = uniformInt(42 − i)), then the card (uniformInt(52)).",
  },
};

/** The verify page for a Bet On Games draw, opened by the game's links (engine=bet-on-games). */
export function BetOnGamesVerify() {
  const lang = useMemo(() => langFromQuery(window.location.search), []);
  const text = verifyText[lang];
  const game = betOnGamesText[lang];
  const query = useMemo(() => new URLSearchParams(window.location.search), []);
  const [form, setForm] = useState({
    serverSeed: query.get('serverSeed') ?? '',
    hash: query.get('hash') ?? '',
    clientSeed: query.get('clientSeed') ?? '',
    nonce: query.get('nonce') ?? '',
  });
  const compute = () => {
    const nonce = Number(form.nonce);
    if (!form.serverSeed || !form.clientSeed || !Number.isSafeInteger(nonce) || nonce < 0)
      return null;
    return {
      draw: drawBetOnGames(form.serverSeed, form.clientSeed, nonce),
      hash: hashServerSeed(form.serverSeed),
    };
  };
  const [result, setResult] = useState<{ draw: BetOnGamesDraw; hash: string } | null>(compute);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(compute());
  };
  const field = (name: keyof typeof form) => ({
    id: `bog-verify-${name}`,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm({ ...form, [name]: event.target.value }),
  });
  const given = form.hash.trim().toLowerCase();
  return (
    <div className="page verify">
      <header className="topbar">
        <h1>{words[lang].title}</h1>
      </header>
      <p>{words[lang].intro}</p>
      <form className="panel verify-form" onSubmit={submit}>
        <label htmlFor="bog-verify-serverSeed">{text.serverSeed}</label>
        <input {...field('serverSeed')} className="mono" spellCheck={false} />
        <label htmlFor="bog-verify-hash">{text.serverSeedHash}</label>
        <input {...field('hash')} className="mono" spellCheck={false} />
        <label htmlFor="bog-verify-clientSeed">{text.clientSeed}</label>
        <input {...field('clientSeed')} spellCheck={false} />
        <label htmlFor="bog-verify-nonce">{text.nonce}</label>
        <input {...field('nonce')} inputMode="numeric" />
        <button type="submit" className="primary">
          {text.verify}
        </button>
      </form>
      {result && (
        <section className="panel" data-testid="verify-outcome">
          <h2>{text.outcome}</h2>
          {given && (
            <p role="status" className={given === result.hash ? 'positive' : 'negative'}>
              {given === result.hash ? text.hashMatches : text.hashDiffers}
            </p>
          )}
          <p className="mono bog-hash">
            {text.computedHash}: {result.hash}
          </p>
          <div className="bog-drum">
            <ol className="bog-balls" data-testid="verify-bog-balls">
              {result.draw.balls.map((ball) => (
                <li key={ball} className={`bog-ball bog-ball--${ballTone(ball)}`}>
                  {ball}
                </li>
              ))}
            </ol>
            <PlayingCard card={result.draw.card} text={game} />
          </div>
        </section>
      )}
    </div>
  );
}
