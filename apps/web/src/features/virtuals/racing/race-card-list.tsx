import type { RaceCard, RacingProductKey } from '@lale/contract/methods/racing';
import { useTranslation } from 'react-i18next';
import { OddsButton } from '../../../shared/bet-slip/odds-button.tsx';
import { RunnerBadge } from './runner-badge.tsx';
import { slipEvent } from './slip-event.ts';
import classes from './racing.module.css';

/** The runners of the next race: number, name, form, win and place odds onto the slip. */
export function RaceCardList({
  product,
  race,
  raceName,
}: {
  product: RacingProductKey;
  race: RaceCard;
  raceName: string;
}) {
  const { t } = useTranslation();
  const event = slipEvent(race, raceName);
  const placeKey = `racing.place@${race.placesPaid}`;
  return (
    <div className={classes.card} data-testid="race-card" data-event={race.eventId}>
      <div className={classes.cardHead}>
        <span>
          {product === 'greyhound_racing' ? t('racingScreen.trap') : t('racingScreen.runner')}
        </span>
        <span>{t('racingScreen.win')}</span>
        <span title={t('racingScreen.place', { places: race.placesPaid })}>
          {t('racingScreen.placeShort', { places: race.placesPaid })}
        </span>
      </div>
      {race.runners.map((runner) => (
        <div
          key={runner.number}
          className={classes.runnerRow}
          data-testid="race-runner-row"
          data-runner={runner.number}
        >
          <div className={classes.runnerName}>
            <RunnerBadge product={product} number={runner.number} />
            <div className={classes.nameBlock}>
              <span className={classes.name}>{runner.name}</span>
              <span className={classes.form} title={t('racingScreen.formHint')}>
                {t('racingScreen.form')} {runner.form.join('-')}
              </span>
            </div>
          </div>
          <OddsButton
            event={event}
            marketKey="racing.win"
            selection={{ key: String(runner.number), odds: runner.winOdds }}
            locked={!race.open}
            hideLabel
            fill
          />
          <OddsButton
            event={event}
            marketKey={placeKey}
            selection={{ key: String(runner.number), odds: runner.placeOdds }}
            locked={!race.open}
            hideLabel
            fill
          />
        </div>
      ))}
    </div>
  );
}
