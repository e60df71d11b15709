import { ActionIcon, Group, type MantineSize } from '@mantine/core';
import { SOCIAL_NETWORKS } from '@lale/contract/constants';
import { useTranslation } from 'react-i18next';
import { useSocialLinks } from '../api/cms-information.ts';
import { SOCIAL_ICONS } from './social-icons.tsx';

/**
 * The operator's social accounts (cms `SocialMediaLinks`), one labelled icon link each, in
 * SPEC §3's order; networks without a link are left out, and nothing shows without any.
 */
export function SocialLinks({ size = 'lg', testId }: { size?: MantineSize; testId?: string }) {
  const { t } = useTranslation();
  const links = useSocialLinks();
  const networks = SOCIAL_NETWORKS.filter((network) => links[network]);
  if (!networks.length) return null;
  return (
    <Group component="ul" gap={6} aria-label={t('social.label')} data-testid={testId} m={0} p={0}>
      {networks.map((network) => {
        const Icon = SOCIAL_ICONS[network];
        const name = t(`social.networks.${network}`);
        return (
          <li key={network} style={{ listStyle: 'none' }}>
            <ActionIcon
              component="a"
              href={links[network]}
              target="_blank"
              rel="noopener noreferrer"
              size={size}
              radius="xl"
              variant="light"
              aria-label={`${t('social.linkLabel', { network: name })} ${t('quick.opensInNewTab')}`}
              title={name}
              data-testid={`social-link-${network}`}
            >
              <Icon size={18} />
            </ActionIcon>
          </li>
        );
      })}
    </Group>
  );
}
