<?php
/**
 * WordPress's own public pages send their visitors to the site (decision 222). With a site URL
 * set, every front-end request WordPress would answer with its theme — a post, a page, an
 * archive, a feed, the home page, a 404 — answers 301 instead:
 *
 * - a published post, portfolio item or FAQ: straight to its page on the site,
 *   `{site}/blog/{slug}`, `{site}/portfolio/{slug}`, `{site}/faq/{slug}` (the site's
 *   COLLECTIONS routePrefix; the contract test holds the two together), which opens even
 *   before the next build has it (the site reads a newer one from WordPress);
 * - an attachment's page: its file (uploads stay on WordPress);
 * - WordPress's home, without a query: the site's home;
 * - anything else: the same path and query on the site, `{site}{request}`, where the site's
 *   old-address rules (built from this WordPress's links: permalinks, categories, feeds, date
 *   archives, ?p=…) take it on, or its own 404 answers.
 *
 * Without it, every post was on the web twice, the theme's copy indexed under the CMS's host
 * with its own canonical, and a link the site leaves on the CMS (a tag, an author) opened the
 * old theme. WordPress's admin, login, REST API (the site's snapshot and live layer, the forms,
 * the newsletter's links), cron, uploads (files nginx or Apache serve without PHP), robots.txt,
 * an editor's preview (a visitor's `?preview=true` is a public query variable), the Customizer
 * and a POST (another plugin's form; an author's archive excepted) never reach
 * template_redirect or are left alone. A signed-in editor's
 * unpublished item is left alone too.
 *
 * `add_filter('studio_companion_front_redirect', '__return_false')` keeps the theme (a site
 * that still shows some pages from WordPress).
 */

if (!defined('ABSPATH')) {
    exit;
}

final class Studio_Companion_Front {
    /** Where each post type's items live on the site (app/features/collections/table.ts, routePrefix). */
    const SITE_PATHS = ['post' => '/blog', 'portfolio' => '/portfolio', 'faq' => '/faq'];

    public static function init(): void {
        // Before WordPress's own canonical redirect (10), which would add a hop, and before its sitemaps.
        add_action('template_redirect', [self::class, 'redirect'], 1);
    }

    public static function redirect(): void {
        $target = self::target();
        if ($target !== null && wp_redirect($target, 301, 'Studio Companion')) {
            exit;
        }
    }

    /** The site's address for this request, or null when WordPress answers it itself. */
    public static function target(): ?string {
        $site = Studio_Companion_Settings::site_url();
        if ($site === '' || !apply_filters('studio_companion_front_redirect', true)) {
            return null;
        }
        // A form another plugin handles on the front end (a POST) is left to it: a 301 would make it
        // a GET. Not an author's archive, whose theme page names the author's login slug (decision 225).
        $method = isset($_SERVER['REQUEST_METHOD']) ? strtoupper((string) $_SERVER['REQUEST_METHOD']) : 'GET';
        if ($method === 'POST' && !is_author()) {
            return null;
        }
        // `preview=true` is a public query variable: only an editor's preview is one.
        if ((is_preview() && current_user_can('edit_posts')) || is_robots() || is_favicon() || is_customize_preview() || is_admin() || wp_doing_ajax() || wp_doing_cron()) {
            return null;
        }
        // The site and this WordPress on one host (a proxy in front of both): the request would come back here.
        $home = wp_parse_url(home_url('/'));
        $to = wp_parse_url($site);
        if (!is_array($to) || strtolower((string) ($to['host'] ?? '')) === strtolower((string) ($home['host'] ?? '')) && ($to['port'] ?? null) === ($home['port'] ?? null)) {
            return null;
        }
        if (is_singular()) {
            $post = get_queried_object();
            if ($post instanceof WP_Post && $post->post_type === 'attachment') {
                // An attachment's page (its status is "inherit"): its file, which stays here.
                return wp_get_attachment_url($post->ID) ?: null;
            }
            if (!$post instanceof WP_Post || $post->post_status !== 'publish') {
                return null; // an editor's draft, private or scheduled item: the site has no page for it
            }
            if (isset(self::SITE_PATHS[$post->post_type]) && $post->post_name !== '') {
                return $site . self::SITE_PATHS[$post->post_type] . '/' . $post->post_name; // stored percent-encoded, as REST gives it to the site
            }
        }
        $request = isset($_SERVER['REQUEST_URI']) ? (string) wp_unslash($_SERVER['REQUEST_URI']) : '/';
        if ($request === '' || $request[0] !== '/' || str_starts_with($request, '//')) {
            $request = '/';
        }
        // WordPress's home itself (no query): the site's home, whatever WordPress's home path is
        // (under /blog it would otherwise be the site's blog list).
        $home_path = rtrim((string) ($home['path'] ?? ''), '/');
        if (!str_contains($request, '?') && rtrim($request, '/') === $home_path) {
            return $site . '/';
        }
        return $site . $request;
    }
}
