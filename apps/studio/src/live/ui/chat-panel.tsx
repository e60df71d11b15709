import type { LiveChatMessage } from '@lale/contract/live-tables/events';
import { LIVE_CHAT_MAX_LENGTH } from '@lale/contract/live-tables/requests';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { LiveDictionary } from '../../i18n/live.ts';

/** The table's chat: others' lines as plain text, and a line to send. */
export function ChatPanel({
  lines,
  self,
  onSend,
  text,
}: {
  lines: readonly LiveChatMessage[];
  /** Ids of the lines this player sent. */
  self: ReadonlySet<string>;
  onSend: (line: string) => Promise<boolean>;
  text: LiveDictionary;
}) {
  const t = text.chat;
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lines]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const line = draft.trim();
    if (!line || sending) return;
    setSending(true);
    if (await onSend(line)) setDraft('');
    setSending(false);
  };

  return (
    <section className="chat" aria-labelledby="live-chat-title">
      <h2 id="live-chat-title">{t.title}</h2>
      <ol className="chat__lines" ref={list} aria-live="polite" data-testid="live-chat-lines">
        {lines.length === 0 && <li className="chat__empty">{t.empty}</li>}
        {lines.map((line) => (
          <li
            key={line.id}
            className={self.has(line.id) ? 'chat__line chat__line--own' : 'chat__line'}
          >
            <strong>{self.has(line.id) ? t.you : line.player}</strong> <span>{line.text}</span>
          </li>
        ))}
      </ol>
      <form className="chat__form" onSubmit={(event) => void submit(event)}>
        <label className="visually-hidden" htmlFor="live-chat-input">
          {t.input}
        </label>
        <input
          id="live-chat-input"
          value={draft}
          maxLength={LIVE_CHAT_MAX_LENGTH}
          placeholder={t.placeholder}
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" disabled={sending || draft.trim() === ''}>
          {t.send}
        </button>
      </form>
    </section>
  );
}
