import type { ReactNode } from 'react';
import { FavoriteHeart } from '../favorites/favorite-heart.tsx';
import type { FavoriteType } from '../favorites/favorite-queries.ts';
import { RouteLink } from './route-link.tsx';
import classes from './game-card.module.css';

export interface GameCardProps {
  type: FavoriteType;
  id: number;
  name: string;
  providerName: string;
  /** 300×400 artwork. */
  thumbnail: string;
  href: string;
  isFavorite: boolean;
  /** Short labels over the artwork (flags, "closed"). */
  badges: string[];
  /** Above the fold: load at once instead of lazily (the page's largest image). */
  eager: boolean;
  /** More under the caption (a live table's room: players, limits, last results). */
  children?: ReactNode;
}

/**
 * One game or live table: artwork, name and provider linking to its play page, badges and the
 * favourite heart. Plain elements and one CSS module, no toolkit components: a grid holds
 * hundreds of these and each must cost little to render.
 */
export function GameCard(props: GameCardProps) {
  const { type, id, name, providerName, thumbnail, href, isFavorite, badges, eager, children } =
    props;
  return (
    <article className={classes.card} data-testid="game-card" data-id={id}>
      <RouteLink href={href} state={{ name, providerName }} className={classes.link}>
        <img
          className={classes.thumb}
          src={thumbnail}
          alt=""
          width={300}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...(eager ? { fetchPriority: 'high' as const } : {})}
        />
        <span className={classes.caption}>
          <span className={classes.name} data-testid="game-name">
            {name}
          </span>
          <span className={classes.provider}>{providerName}</span>
        </span>
      </RouteLink>
      {children}
      {badges.length > 0 ? (
        <span className={classes.badges}>
          {badges.map((badge) => (
            <span key={badge} className={classes.badge}>
              {badge}
            </span>
          ))}
        </span>
      ) : null}
      <FavoriteHeart type={type} id={id} name={name} isFavorite={isFavorite} />
    </article>
  );
}
