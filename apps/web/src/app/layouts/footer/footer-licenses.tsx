import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLicenses } from '../../../shared/api/licenses.ts';
import { ShieldIcon } from '../../../shared/ui/icons.tsx';
import classes from './site-footer.module.css';

/** The licences of GET /endpoint/v1/licenses. */
export function FooterLicenses() {
  const { data, isError } = useLicenses();
  const { t } = useTranslation();
  return (
    <Stack gap={8} data-testid="footer-licenses">
      <Text
        component="h2"
        fw={700}
        size="sm"
        tt="uppercase"
        c="dimmed"
        style={{ letterSpacing: 0.6 }}
      >
        {t('footer.licenses')}
      </Text>
      {isError ? (
        <Text size="sm" c="dimmed">
          {t('footer.licensesUnavailable')}
        </Text>
      ) : null}
      <Group gap="sm" align="stretch">
        {(data ?? []).map((license) => (
          <Group
            key={license.id}
            gap={10}
            wrap="nowrap"
            className={classes.chip}
            data-testid="footer-license"
          >
            {license.logo ? (
              <img src={license.logo} alt="" className={classes.logo} loading="lazy" />
            ) : (
              <ShieldIcon />
            )}
            <Stack gap={0}>
              <Text size="xs" fw={700}>
                {license.url ? (
                  <Anchor href={license.url} target="_blank" rel="noopener noreferrer" inherit>
                    {license.authority}
                  </Anchor>
                ) : (
                  license.authority
                )}
              </Text>
              <Text size="xs" c="dimmed">
                {t('footer.licenseLine', {
                  number: license.number,
                  jurisdiction: license.jurisdiction,
                })}
              </Text>
            </Stack>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
