import { Anchor } from '@mantine/core';
import type { AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { RouteLink } from '../../shared/ui/route-link.tsx';

/** A /datas menu entry: internal paths use the router, full URLs open in a new tab. */
export function MenuLink({
  path,
  children,
  ...props
}: AnchorProps & { path: string; children: ReactNode }) {
  if (/^https?:\/\//.test(path))
    return (
      <Anchor href={path} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
      </Anchor>
    );
  return (
    <Anchor component={RouteLink} href={path} {...props}>
      {children}
    </Anchor>
  );
}
