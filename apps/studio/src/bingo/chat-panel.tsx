import type { BingoChatLine } from '@lale/contract/live/bingo-payloads';
import { BINGO_CHAT_MAX_LENGTH } from '@lale/contract/studio/bingo';
import { useEffect, useRef, useState } from 'react';
import type { Lang } from '../i18n/lang.ts';
import type { BingoText } from './bingo-text.ts';

interface Props {
  lines: BingoChatLine[];
  lang: Lang;
  text: BingoText;
  onSend: (text: string) => Promise<boolean>;
}

/** The room's chat: everyone in the room, names masked. */
export function ChatPanel({ lines, lang, text, onSend }: Props) {
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [lines.length]);
  const time = new Intl.DateTimeFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <section className="panel bingo-chat" aria-labelledby="bingo-chat">
      <h2 id="bingo-chat">{text.chat}</h2>
      <ol ref={list} className="bingo-chat__lines" aria-live="polite">
        {lines.length === 0 && <li className="muted">{text.noChat}</li>}
        {lines.map((line) => (
          <li key={line.id}>
            <span className="muted">{time.format(line.at)}</span> <strong>{line.player}</strong>{' '}
            {line.text}
          </li>
        ))}
      </ol>
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          const value = draft.trim();
          if (!value || sending) return;
          setSending(true);
          void onSend(value)
            .then((ok) => ok && setDraft(''))
            .finally(() => setSending(false));
        }}
      >
        <input
          value={draft}
          maxLength={BINGO_CHAT_MAX_LENGTH}
          placeholder={text.chatPlaceholder}
          aria-label={text.chatPlaceholder}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" disabled={sending || !draft.trim()}>
          {text.send}
        </button>
      </form>
    </section>
  );
}
