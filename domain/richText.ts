/**
 * Rich text (menus, descriptions with HTML; part 1 §9 toolbar): the hosts a video may be embedded
 * from. The server's sanitiser keeps iframes from these only (https), the panel's CSP frames them,
 * and the editor offers videos from them.
 */
export const VIDEO_HOSTS = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'] as const;

/**
 * The rel of every link that opens elsewhere (has a target or a rel): what the editor's link writes
 * and what the server's sanitiser puts in place of any rel sent (so never `opener`): the target gets
 * no handle on the panel's or the public site's window, nor the referrer.
 */
export const LINK_REL = 'noopener noreferrer nofollow';
