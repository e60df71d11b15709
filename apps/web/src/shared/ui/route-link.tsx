import type { MouseEvent, ReactNode } from 'react';
import { navigateTo } from '../navigation/navigator.ts';

interface RouteLinkProps {
  href: string;
  /** History state handed to the page (the game's name and provider for its play page). */
  state?: unknown;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page' | undefined;
  'data-testid'?: string;
  /** Runs before the router moves (e.g. to close a menu). */
  onNavigate?: (() => void) | undefined;
}

/**
 * A link for lists of many (game cards, category tabs): a plain anchor whose plain left click
 * goes through the router. A router Link would subscribe each one to the location and redo
 * its path resolution on every render; modified clicks (new tab, window) stay the browser's.
 */
export function RouteLink(props: RouteLinkProps) {
  const { href, state, className, children, onNavigate, ...rest } = props;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigateTo(href, { state });
  };
  return (
    <a href={href} className={className} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
