import type { ReactNode } from 'react';
import { formatMoney } from '../money.ts';
import type { GameSession } from '../session/use-game-session.ts';
import { ErrorBanner } from './error-banner.tsx';
import { SoundToggle } from './sound-toggle.tsx';

interface Props {
  session: GameSession;
  title: string;
  children: ReactNode;
  aside?: ReactNode;
  /** Pages that play sound show the one mute switch beside the balance. */
  sound?: boolean;
}

/** The frame every game page shares: title, balance, errors, the table and its side panels. */
export function GameLayout({ session, title, children, aside, sound = false }: Props) {
  const { t, lang } = session;
  return (
    <div className="page">
      <header className="topbar">
        <h1>{session.game?.name ?? title}</h1>
        <div className="topbar__end">
          {session.balance !== null && (
            <p className="balance" aria-live="polite">
              <span>{t.balance}</span>{' '}
              <strong data-testid="balance">{formatMoney(session.balance, lang)}</strong>
            </p>
          )}
          {sound && <SoundToggle lang={lang} />}
        </div>
      </header>
      <ErrorBanner error={session.error} onClose={session.clearError} closeLabel={t.close} />
      {session.status === 'loading' && <p role="status">{t.loading}</p>}
      {session.status === 'ready' && (
        <div className="layout">
          <main className="table">{children}</main>
          <aside className="side">{aside}</aside>
        </div>
      )}
    </div>
  );
}
