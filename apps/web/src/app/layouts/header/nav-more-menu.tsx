import { Menu } from '@mantine/core';
import type { MenuItem } from '@lale/contract/site';
import type { ReactElement } from 'react';
import { Fragment } from 'react';
import { NavLink } from 'react-router';

/** The header entries that do not fit the row, under its "More" button (children grouped). */
export function MoreMenu({
  items,
  lang,
  target,
}: {
  items: MenuItem[];
  lang: 'tr' | 'en';
  target: ReactElement;
}) {
  return (
    <Menu trigger="click-hover" openDelay={80} closeDelay={150} position="bottom-end" withinPortal>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown data-testid="header-nav-more-menu">
        {items.map((item) =>
          item.children?.length ? (
            <Fragment key={item.id}>
              <Menu.Label>{item.label[lang]}</Menu.Label>
              {item.children.map((child) => (
                <Menu.Item key={child.id} component={NavLink} to={child.path}>
                  {child.label[lang]}
                </Menu.Item>
              ))}
            </Fragment>
          ) : (
            <Menu.Item key={item.id} component={NavLink} to={item.path}>
              {item.label[lang]}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
