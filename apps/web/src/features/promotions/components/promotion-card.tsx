import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { Promotion } from '@lale/contract/methods/cms';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { PromotionClaim } from '../../../shared/bonuses/promotion-claim.tsx';

/** Image, title, summary and dates; the button opens the full terms. */
export function PromotionCard({ promotion, onOpen }: { promotion: Promotion; onOpen: () => void }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  return (
    <Card withBorder padding="lg" data-testid="promotion-card">
      <Card.Section>
        <Image
          src={promotion.image}
          alt={promotion.title}
          h={180}
          loading="lazy"
          fallbackSrc="/favicon.svg"
        />
      </Card.Section>
      <Stack gap={8} mt="md" style={{ flex: 1 }}>
        <Badge variant="light" w="fit-content">
          {promotion.category}
        </Badge>
        <Text fw={700} fz="lg" lineClamp={2} component="h2">
          {promotion.title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ flex: 1 }}>
          {promotion.summary}
        </Text>
        {promotion.bonus ? (
          <PromotionClaim offer={promotion.bonus} active={promotion.state === 'active'} />
        ) : null}
        <Group justify="space-between" mt="sm">
          <Text size="xs" c="dimmed">
            {formatDate(promotion.Start_date, lang)} – {formatDate(promotion.End_date, lang)}
          </Text>
          <Button
            size="xs"
            variant="light"
            onClick={onOpen}
            aria-label={t('promotions.detailsOf', { title: promotion.title })}
          >
            {t('promotions.details')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
