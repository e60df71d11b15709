import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStaticData } from '../../../shared/api/static-data.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { MenuLink } from '../menu-link.tsx';

/** Link groups of /datas/footer-menu.json. */
export function FooterMenu() {
  const { data } = useStaticData('footer-menu');
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  if (!data?.length) return null;
  return (
    <nav aria-label={t('footer.menu')}>
      <SimpleGrid cols={{ base: 2, sm: 3, md: Math.min(data.length, 5) }} spacing="xl">
        {data.map((group) => (
          <Stack key={group.id} gap={8}>
            <Text
              component="h2"
              fw={700}
              size="sm"
              tt="uppercase"
              c="dimmed"
              style={{ letterSpacing: 0.6 }}
            >
              {group.title[lang]}
            </Text>
            {group.items.map((item) => (
              <MenuLink key={item.id} path={item.path} size="sm" c="var(--mantine-color-text)">
                {item.label[lang]}
              </MenuLink>
            ))}
          </Stack>
        ))}
      </SimpleGrid>
    </nav>
  );
}
