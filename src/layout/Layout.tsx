/** react-admin's Layout with the panel's menu, header and side menu (named for screen readers on phones). */
import type { ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { Layout, Sidebar, useTranslate, type SidebarProps } from 'react-admin';
import { AppAppBar } from './AppBar';
import { AppMenu } from './Menu';
import { RoleRefresh } from './RoleRefresh';

/**
 * On phones the menu is a modal drawer: its dialog needs a name ('Menú principal'). A window that
 * crosses the phone width gets a new drawer (the key): react-admin's one drawer, switched between
 * its fixed and its modal form, came up open but stuck off screen, hiding the whole page from
 * screen readers (aria-hidden) behind a drawer nobody could see.
 */
const AppSidebar = (props: SidebarProps) => {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return <Sidebar key={phone ? 'phone' : 'desktop'} {...props} slotProps={{ paper: { 'aria-label': translate('app.menu') } }} />;
};

export const AppLayout = ({ children }: { children?: ReactNode }) => (
  <Layout appBar={AppAppBar} menu={AppMenu} sidebar={AppSidebar}>
    <RoleRefresh />
    {children}
  </Layout>
);
