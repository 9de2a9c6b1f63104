/**
 * The panel's route table (spec part 2 §2), the one place that says which screen answers which path.
 * Paths are canonical, without the legacy 'dashboard/' prefix (that one redirects, see pages/redirects).
 * Entries with an `icon` are the 14 side-menu entries, listed here in menu order; their label is the
 * page title. An entry without `component` shows the generic SectionPage placeholder with its title:
 * a later issue plugs its screen in by setting `component` (and `resource` if it uses react-admin's
 * List/Create/Edit controllers, which need a ResourceContext).
 */
import type { ComponentType } from 'react';
import HomeIcon from '@mui/icons-material/Home';
import PlaceIcon from '@mui/icons-material/Place';
import RateReviewIcon from '@mui/icons-material/RateReview';
import FeedbackIcon from '@mui/icons-material/Feedback';
import CategoryIcon from '@mui/icons-material/Category';
import HandymanIcon from '@mui/icons-material/Handyman';
import RoomServiceIcon from '@mui/icons-material/RoomService';
import NoFoodIcon from '@mui/icons-material/NoFood';
import EventIcon from '@mui/icons-material/Event';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ArticleIcon from '@mui/icons-material/Article';
import ShareIcon from '@mui/icons-material/Share';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import { Dashboard } from './pages/dashboard/Dashboard';
import { PlacesMapPage } from './pages/placesmap/PlacesMapPage';
import { PlaceList } from './resources/places';
import { AllergiesScreen, CategoriesScreen, EquipmentScreen, ServicesScreen } from './resources/reference/screens';

export interface AppRoute {
  /** react-router path relative to the root, no leading slash ('editplaces/:idplace'). */
  path: string;
  /** i18n key of the page title; also the menu label of menu entries. */
  title: string;
  /** Present on side-menu entries only. */
  icon?: ComponentType;
  /** The screen. Absent: the generic placeholder titled `title`. */
  component?: ComponentType;
  /** react-admin resource name to provide as ResourceContext around `component`. */
  resource?: string;
}

export const appRoutes: AppRoute[] = [
  { path: 'main', title: 'app.page.main', icon: HomeIcon, component: Dashboard },
  { path: 'places', title: 'app.page.places', icon: PlaceIcon, component: PlaceList, resource: 'places' },
  { path: 'addplaces', title: 'app.page.addplaces' },
  { path: 'addplacesquick', title: 'app.page.addplacesquick' },
  { path: 'editplaces/:idplace', title: 'app.page.editplaces' },
  { path: 'placesmap', title: 'app.page.placesmap', component: PlacesMapPage },
  { path: 'reviews', title: 'app.page.reviews', icon: RateReviewIcon },
  { path: 'suggestions', title: 'app.page.suggestions', icon: FeedbackIcon },
  { path: 'editsuggestion/:idsuggestion', title: 'app.page.editsuggestion' },
  { path: 'categories', title: 'app.page.categories', icon: CategoryIcon, component: CategoriesScreen },
  { path: 'equipment', title: 'app.page.equipment', icon: HandymanIcon, component: EquipmentScreen },
  { path: 'services', title: 'app.page.services', icon: RoomServiceIcon, component: ServicesScreen },
  { path: 'allergies', title: 'app.page.allergies', icon: NoFoodIcon, component: AllergiesScreen },
  { path: 'events', title: 'app.page.events', icon: EventIcon },
  { path: 'addevents', title: 'app.page.addevents' },
  { path: 'editevents/:idevent', title: 'app.page.editevents' },
  { path: 'chains', title: 'app.page.chains', icon: AccountTreeIcon },
  { path: 'addchains', title: 'app.page.addchains' },
  { path: 'editchains/:idchain', title: 'app.page.editchains' },
  { path: 'cms', title: 'app.page.cms', icon: ArticleIcon },
  { path: 'addcms', title: 'app.page.addcms' },
  { path: 'editcms/:idcms', title: 'app.page.editcms' },
  { path: 'share', title: 'app.page.share', icon: ShareIcon },
  { path: 'users', title: 'app.page.users', icon: PeopleIcon },
  { path: 'usersactivity/:iduser', title: 'app.page.usersactivity' },
  { path: 'config', title: 'app.page.config', icon: SettingsIcon },
];

/** The side menu: the entries with an icon, in table order. */
export const menuRoutes = appRoutes.filter(
  (route): route is AppRoute & { icon: ComponentType } => route.icon !== undefined,
);

/** Where the app lands: the home dashboard. */
export const HOME_PATH = '/main';
