import './sound-toggle.css';
import type { Lang } from '../../i18n/lang.ts';
import { soundText } from '../../i18n/sound.ts';
import { playSound, useMuted } from '../sound/index.ts';

/**
 * The one mute switch: a toggle button named "Sound", pressed while sound is on, drawn as a
 * speaker that is crossed out while sound is off (the default).
 */
export function SoundToggle({ lang }: { lang: Lang }) {
  const [muted, setMuted] = useMuted();
  const text = soundText[lang];
  return (
    <button
      type="button"
      className="sound-toggle"
      aria-pressed={!muted}
      aria-label={text.sound}
      title={text.sound}
      data-testid="sound-toggle"
      onClick={() => {
        setMuted(!muted);
        if (muted) playSound('click');
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {muted ? (
          <path
            d="M16 9l5 6M21 9l-5 6"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        ) : (
          <path
            d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        )}
      </svg>
    </button>
  );
}
