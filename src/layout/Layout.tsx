/** react-admin's Layout with the panel's menu, header and side menu (named for screen readers on phones). */
import type { ReactNode } from 'react';
import { Layout, Sidebar, useTranslate, type SidebarProps } from 'react-admin';
import { AppAppBar } from './AppBar';
import { AppMenu } from './Menu';

/** On phones the menu is a modal drawer: its dialog needs a name ('Menú principal'). */
const AppSidebar = (props: SidebarProps) => {
  const translate = useTranslate();
  return <Sidebar {...props} slotProps={{ paper: { 'aria-label': translate('app.menu') } }} />;
};

export const AppLayout = ({ children }: { children?: ReactNode }) => (
  <Layout appBar={AppAppBar} menu={AppMenu} sidebar={AppSidebar}>
    {children}
  </Layout>
);
