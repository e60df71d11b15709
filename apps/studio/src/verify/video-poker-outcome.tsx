import type { VerifyResults } from '@lale/games/verify';
import type { Lang } from '../i18n/lang.ts';
import { videoPokerText } from '../i18n/video-poker.ts';
import { HoldCard } from '../video-poker/hold-card.tsx';

interface Props {
  result: VerifyResults['video-poker'];
  lang: Lang;
}

/** A video poker round's deal and the cards its draw takes, in the order it takes them. */
export function VideoPokerOutcome({ result, lang }: Props) {
  const text = videoPokerText[lang];
  const row = (cards: number[], testId: string) => (
    <ul className="vp-hand" data-testid={testId}>
      {cards.map((card, index) => (
        <HoldCard
          key={index}
          card={card}
          position={index + 1}
          held={false}
          onToggle={null}
          text={text}
        />
      ))}
    </ul>
  );
  return (
    <>
      <p>{text.verifyDealt}</p>
      {row(result.dealt, 'verify-vp-dealt')}
      <p>{text.verifyDrawOrder}</p>
      {row(result.drawOrder, 'verify-vp-draws')}
    </>
  );
}
