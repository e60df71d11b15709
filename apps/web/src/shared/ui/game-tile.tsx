import { AspectRatio, Badge, Card, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './game-tile.module.css';

export interface GameTileProps {
  name: string;
  providerName: string;
  thumbnail: string;
  href: string;
  badge?: 'jackpot' | 'new' | null;
}

/** One game or live table in a row or grid; the whole card links to its play page. */
export function GameTile({ name, providerName, thumbnail, href, badge }: GameTileProps) {
  const { t } = useTranslation();
  return (
    <Card
      component={Link}
      to={href}
      state={{ name }}
      padding={0}
      radius="md"
      className={classes.tile}
      data-testid="game-tile"
    >
      <AspectRatio ratio={3 / 4}>
        <Image src={thumbnail} alt={name} loading="lazy" fallbackSrc="/favicon.svg" />
      </AspectRatio>
      {badge ? (
        <Badge className={classes.badge} size="sm" color="yellow" c="dark.9" variant="filled">
          {t(`games.badge.${badge}`)}
        </Badge>
      ) : null}
      <div className={classes.caption}>
        <Text fw={600} size="sm" lineClamp={1}>
          {name}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {providerName}
        </Text>
      </div>
    </Card>
  );
}
