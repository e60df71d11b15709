import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes/paths.ts';
import { useIsSignedIn } from '../../../shared/session/session-actions.ts';
import classes from './welcome-hero.module.css';

/** Shown when there is no live slide: a welcome and the ways in, no invented offers. */
export function WelcomeHero() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  return (
    <Box className={classes.hero} data-testid="home-welcome">
      <Stack gap="md" maw={560} className={classes.content}>
        <Text tt="uppercase" fw={700} size="sm" c="tulip.2" style={{ letterSpacing: 1.2 }}>
          {t('home.welcomeKicker')}
        </Text>
        <Title order={2} fz={{ base: 28, sm: 40 }} c="white" lh={1.15}>
          {t('home.welcomeTitle')}
        </Title>
        <Text c="gray.3" size="lg">
          {t('home.welcomeBody')}
        </Text>
        <Group gap="sm">
          <Button component={Link} to={paths.slot} size="md">
            {t('home.browseSlots')}
          </Button>
          <Button component={Link} to={paths.live} size="md" variant="white" color="dark">
            {t('home.browseLive')}
          </Button>
          {signedIn ? null : (
            <Button component={Link} to={paths.register} size="md" variant="outline" color="gray.0">
              {t('header.register')}
            </Button>
          )}
        </Group>
      </Stack>
    </Box>
  );
}
