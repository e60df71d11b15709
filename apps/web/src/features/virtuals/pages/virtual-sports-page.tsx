import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/ui/page.tsx';
import { RouteLink } from '../../../shared/ui/route-link.tsx';
import classes from '../components/virtuals.module.css';
import { FootballIcon } from '../components/football-icon.tsx';
import { RacingIcon } from '../racing/racing-icon.tsx';
import { VIRTUAL_PRODUCT_CARDS } from '../virtual-products.ts';

/** /virtual-sports: the hub of the virtual products. */
export function VirtualSportsPage() {
  const { t } = useTranslation();
  return (
    <Page
      testId="page-virtual-sports"
      title={t('virtuals.title')}
      subtitle={t('virtuals.subtitle')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {VIRTUAL_PRODUCT_CARDS.map((card) => (
          <RouteLink
            key={card.key}
            href={card.href}
            className={classes.hubCard}
            data-testid="virtual-product"
            data-product={card.key}
          >
            {card.key === 'football' ? (
              <FootballIcon size={44} />
            ) : card.key.endsWith('_racing') ? (
              <RacingIcon product={card.key} size={44} />
            ) : (
              <span style={{ fontSize: 40, lineHeight: 1 }} aria-hidden="true">
                {card.icon}
              </span>
            )}
            <b>{t(card.name)}</b>
            <span className={classes.hubPill}>
              {t('virtuals.every', { minutes: card.everyMinutes })}
            </span>
            <Text size="sm" c="rgba(255,255,255,0.85)">
              {t(card.blurb)}
            </Text>
          </RouteLink>
        ))}
      </SimpleGrid>
    </Page>
  );
}
