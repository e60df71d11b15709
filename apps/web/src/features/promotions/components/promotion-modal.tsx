import { Image, Modal, Stack, Text } from '@mantine/core';
import type { Promotion } from '@lale/contract/methods/cms';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { HtmlContent } from '../../../shared/ui/html-content.tsx';
import { PromotionClaim } from '../../../shared/bonuses/promotion-claim.tsx';

/** The promotion's full body (sanitised HTML). */
export function PromotionModal({
  promotion,
  onClose,
}: {
  promotion: Promotion | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  return (
    <Modal
      opened={promotion !== null}
      onClose={onClose}
      title={promotion?.title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {promotion ? (
        <Stack gap="md" data-testid="promotion-detail">
          <Image
            src={promotion.image}
            alt={promotion.title}
            radius="md"
            mah={240}
            fallbackSrc="/favicon.svg"
          />
          <Text size="sm" c="dimmed">
            {formatDate(promotion.Start_date, lang)} – {formatDate(promotion.End_date, lang)}
          </Text>
          {promotion.bonus ? (
            <>
              <PromotionClaim offer={promotion.bonus} active={promotion.state === 'active'} />
              <Text size="sm">{promotion.bonus.terms}</Text>
            </>
          ) : null}
          <HtmlContent html={promotion.body} />
        </Stack>
      ) : null}
    </Modal>
  );
}
