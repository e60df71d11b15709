import { Group, Menu, Skeleton, Stack, UnstyledButton } from '@mantine/core';
import type { MenuItem } from '@lale/contract/site';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStaticData } from '../../../shared/api/static-data.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import classes from './site-header.module.css';

/** The header menu of /datas/header-menu.json, in the current language. */
export function HeaderNav({
  vertical = false,
  onNavigate,
}: {
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  const { data, isPending } = useStaticData('header-menu');
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const Wrapper = vertical ? Stack : Group;
  if (isPending) return <Skeleton height={28} width={vertical ? '100%' : 420} radius="xl" />;
  return (
    <nav aria-label={t('header.mainMenu')}>
      <Wrapper gap={vertical ? 4 : 2} wrap="nowrap">
        {(data ?? []).map((item) =>
          item.children?.length ? (
            <SubMenu key={item.id} item={item} lang={lang} onNavigate={onNavigate} />
          ) : (
            <NavLink
              key={item.id}
              to={item.path}
              end={item.path === '/'}
              className={classes.navLink}
              onClick={onNavigate}
            >
              {item.label[lang]}
            </NavLink>
          ),
        )}
      </Wrapper>
    </nav>
  );
}

function SubMenu({
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
