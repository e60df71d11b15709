import { Grid, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { HtmlContent } from '../../../shared/ui/html-content.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { useInformation } from '../../../shared/api/cms-information.ts';
import { InfoNav } from './info-nav.tsx';
import type { ReadableType } from './info-types.ts';

/** One information page's text (sanitised HTML from the CMS) with the page list beside it. */
export function InfoArticle({ infType }: { infType: ReadableType }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const query = useInformation(infType);
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 2, md: 1 }}>
        <InfoNav current={infType} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }} order={{ base: 1, md: 2 }}>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" component="article">
          <QueryView
            query={query}
            isEmpty={(page) => !page?.Text}
            empty={{ title: t('info.empty') }}
          >
            {(page) =>
              page ? (
                <>
                  <HtmlContent html={page.Text} testId="info-text" />
                  <Text size="xs" c="dimmed" mt="lg">
                    {t('info.updated', { date: formatDate(page.updatedAt, lang) })}
                  </Text>
                </>
              ) : null
            }
          </QueryView>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
