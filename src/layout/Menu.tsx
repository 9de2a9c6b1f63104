/**
 * Side menu (part 1 §2 "Dashboard shell"): Inicio, then the resources in the spec's order, with
 * 'Compartir sitio' (the one custom page) between CMS and Usuarios. Labels are the resources'
 * Spanish names. react-admin's Menu.Item closes the burger drawer by itself on small screens.
 */
import ShareIcon from '@mui/icons-material/Share';
import { Menu, useResourceDefinitions } from 'react-admin';

/** The spec's menu entries after Inicio: resource names, and where the share page goes. */
const MENU_ORDER = [
  'places',
  'reviews',
  'suggestions',
  'categories',
  'equipment',
  'services',
  'allergies',
  'events',
  'chains',
  'cms',
  'share',
  'users',
  'config',
];

export const AppMenu = () => {
  const resources = useResourceDefinitions();
  return (
    <Menu>
      <Menu.DashboardItem primaryText="app.page.main" />
      {MENU_ORDER.map((name) =>
        name === 'share' ? (
          <Menu.Item key={name} to="/share" primaryText="app.page.share" leftIcon={<ShareIcon />} />
        ) : resources[name]?.hasList ? (
          <Menu.ResourceItem key={name} name={name} />
        ) : null,
      )}
    </Menu>
  );
};
