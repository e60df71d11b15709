import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { useLeagueTable } from '../api/virtuals-queries.ts';
import classes from './virtuals.module.css';

const FORM_CLASS = { W: classes.formW, D: classes.formD, L: classes.formL } as const;

/** The season's table: P W D L GF GA GD Pts and the last five, the top and bottom marked. */
export function LeagueTableView() {
  const { t } = useTranslation();
  const query = useLeagueTable();
  return (
    <QueryView query={query} empty={{ title: t('virtuals.football.waiting') }}>
      {(table) => (
        <div data-testid="vf-table" data-played={table.matchdaysPlayed}>
          <Text size="sm" fw={700}>
            {table.leagueName} · {t('virtuals.football.season', { season: table.season })}
          </Text>
          <Text size="xs" c="dimmed" mb="xs" data-testid="vf-table-played">
            {t('virtuals.football.table.playedOf', { played: table.matchdaysPlayed })}
          </Text>
          <div className={classes.list}>
            <table className={classes.table}>
              <thead>
                <tr>
                  <th>{t('virtuals.football.table.position')}</th>
                  <th style={{ textAlign: 'left' }}>{t('virtuals.football.table.team')}</th>
                  <th>{t('virtuals.football.table.played')}</th>
                  <th>{t('virtuals.football.table.won')}</th>
                  <th>{t('virtuals.football.table.drawn')}</th>
                  <th>{t('virtuals.football.table.lost')}</th>
                  <th className={classes.wide}>{t('virtuals.football.table.goalsFor')}</th>
                  <th className={classes.wide}>{t('virtuals.football.table.goalsAgainst')}</th>
                  <th>{t('virtuals.football.table.goalDifference')}</th>
                  <th>{t('virtuals.football.table.points')}</th>
                  <th className={classes.wide}>{t('virtuals.football.table.form')}</th>
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr
                    key={row.teamId}
                    data-testid="vf-table-row"
                    data-played={row.played}
                    className={
                      row.position <= 4
                        ? classes.zoneTop
                        : row.position >= 16
                          ? classes.zoneDown
                          : undefined
                    }
                  >
                    <td>{row.position}</td>
                    <td className={classes.teamCell}>{row.team}</td>
                    <td>{row.played}</td>
                    <td>{row.won}</td>
                    <td>{row.drawn}</td>
                    <td>{row.lost}</td>
                    <td className={classes.wide}>{row.goalsFor}</td>
                    <td className={classes.wide}>{row.goalsAgainst}</td>
                    <td>
                      {row.goalDifference > 0 ? `+${row.goalDifference}` : row.goalDifference}
                    </td>
                    <td className={classes.pts}>{row.points}</td>
                    <td className={classes.wide}>
                      <span className={classes.form}>
                        {row.form.map((mark, i) => (
                          <span key={i} className={FORM_CLASS[mark]}>
                            {t(`virtuals.football.table.formMark.${mark}`)}
                          </span>
                        ))}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </QueryView>
  );
}
