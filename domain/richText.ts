/**
 * Rich text (menus, descriptions with HTML; part 1 §9 toolbar): the hosts a video may be embedded
 * from. The server's sanitiser keeps iframes from these only (https), the panel's CSP frames them,
 * and the editor offers videos from them.
 */
export const VIDEO_HOSTS = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'] as const;
