/** 'Compartir sitio' (part 2 §2 "Share screen"): prepares social-media text for a place — a later issue. */
import { SectionPage } from '../SectionPage';

export const SharePage = () => <SectionPage title="app.page.share" />;
