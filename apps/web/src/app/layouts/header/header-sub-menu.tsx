import { Menu, UnstyledButton } from '@mantine/core';
import type { MenuItem } from '@lale/contract/site';
import { NavLink } from 'react-router';
import classes from './site-header.module.css';

/** A header menu entry with children, as a drop-down. */
export function SubMenu({
  item,
  lang,
  onNavigate,
}: {
  item: MenuItem;
  lang: 'tr' | 'en';
  onNavigate?: (() => void) | undefined;
}) {
  return (
    <Menu
      trigger="click-hover"
      openDelay={80}
      closeDelay={150}
      position="bottom-start"
      withinPortal
    >
      <Menu.Target>
        <UnstyledButton className={classes.navLink}>{item.label[lang]}</UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {(item.children ?? []).map((child) => (
          <Menu.Item key={child.id} component={NavLink} to={child.path} onClick={onNavigate}>
            {child.label[lang]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
