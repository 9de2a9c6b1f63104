/** react-admin's Layout with the panel's menu and header. */
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppAppBar } from './AppBar';
import { AppMenu } from './Menu';

export const AppLayout = ({ children }: { children?: ReactNode }) => (
  <Layout appBar={AppAppBar} menu={AppMenu}>
    {children}
  </Layout>
);
