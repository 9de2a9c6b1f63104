/**
 * Side menu (part 1 §2 "Dashboard shell"): Inicio, then every resource with a list screen in the
 * order of the <Resource> elements in App.tsx (a resource whose `options.menu` is false, shown on
 * another's screen, has none), with each custom page right after the resource it names. Labels
 * are the resources' Spanish names (resources.<name>.name). react-admin's Menu.Item closes the
 * burger drawer by itself on small screens.
 */
import { Menu, useResourceDefinitions } from 'react-admin';
import { CUSTOM_PAGES } from '../pages/customPages';

export const AppMenu = () => {
  const resources = Object.values(useResourceDefinitions()).filter((r) => r.hasList && r.options?.menu !== false);
  return (
    <Menu>
      <Menu.DashboardItem primaryText="app.page.main" />
      {/* One flat list of items: MUI's menu list reads its children, and a Fragment hides them. */}
      {resources.flatMap(({ name }) => [
        <Menu.ResourceItem key={name} name={name} />,
        ...CUSTOM_PAGES.filter((page) => page.menu.after === name).map(({ path, menu: { label, icon: Icon } }) => (
          <Menu.Item key={path} to={path} primaryText={label} leftIcon={<Icon />} />
        )),
      ])}
    </Menu>
  );
};
