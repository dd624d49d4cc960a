<?php
/**
 * The REST API tells a visitor an author's name and nothing else (decision 225).
 *
 * WordPress answers anyone's GET /wp/v2/users (the list of everyone who has published), and
 * /wp/v2/users/{id}, with each author's slug (by default the login name: half of what a password
 * guess needs), the author archive's link (the slug again) and avatar_urls (Gravatar's hash of
 * the author's e-mail address, which a list of likely addresses reverses). The site needs only
 * an article's author's name (`_embedded.author[0].name`).
 *
 * For a caller who cannot edit posts (a visitor, the Previewer role):
 * - the list, /wp/v2/users (GET and HEAD, however the path is spelled), answers 401
 *   `rest_user_cannot_view` (its `slug=` and `search=` would still tell which logins exist);
 * - a user, GET /wp/v2/users/{id} (what `_embed=author` reads), is `{id, name}` only;
 * - an oEmbed of a post keeps `author_name` and loses `author_url` (the archive's address).
 * Editors and administrators keep everything (the block editor's author picker reads the list).
 * Wherever WordPress writes an author's archive address (a theme's byline, Yoast's schema, a
 * feed), it is the site's About page when a site URL is set.
 */

if (!defined('ABSPATH')) {
    exit;
}

final class Studio_Companion_Authors {
    public static function init(): void {
        add_filter('rest_endpoints', [self::class, 'guard_list']);
        add_filter('rest_prepare_user', [self::class, 'name_only'], 10, 3);
        add_filter('oembed_response_data', [self::class, 'embed_without_author_link']);
        add_filter('author_link', [self::class, 'author_page']);
    }

    /**
     * An author's archive address, wherever WordPress writes it (a theme's byline, an SEO plugin's
     * schema, a feed): the site's About page when a site URL is set, not `/author/{login slug}/`.
     * The site has no author pages; WordPress's own redirect to the site (decision 222) would
     * send the archive's visitors to a 404 there anyway.
     */
    public static function author_page(string $link): string {
        $site = Studio_Companion_Settings::site_url();
        return $site === '' ? $link : $site . '/about';
    }

    private static function trusted(): bool {
        return current_user_can('edit_posts') || current_user_can('list_users');
    }

    /**
     * The users list's handlers (GET, and HEAD, which WordPress answers with GET's, X-WP-Total
     * included) ask for an editor first. On the route itself, so no spelling of its path
     * (`/wp/v2/Users`: WordPress matches routes without regard to case) or method goes around it.
     */
    public static function guard_list(array $endpoints): array {
        foreach ($endpoints['/wp/v2/users'] ?? [] as $i => $handler) {
            if (!is_array($handler) || !isset($handler['callback'])) {
                continue;
            }
            $own = $handler['permission_callback'] ?? null;
            $endpoints['/wp/v2/users'][$i]['permission_callback'] = static function ($request) use ($own) {
                if (!self::trusted()) {
                    return new WP_Error('rest_user_cannot_view', __('Sorry, you are not allowed to list users.', 'studio-companion'), ['status' => rest_authorization_required_code()]);
                }
                return is_callable($own) ? call_user_func($own, $request) : true;
            };
        }
        return $endpoints;
    }

    /** An embed of a post (oEmbed) names its author, without the author archive's address (the login slug again). */
    public static function embed_without_author_link(array $data): array {
        unset($data['author_url']);
        return $data;
    }

    /** @param WP_REST_Response $response */
    public static function name_only($response, $user, $request) {
        if (!$response instanceof WP_REST_Response || self::trusted()) {
            return $response;
        }
        $data = (array) $response->get_data();
        $response->set_data(array_intersect_key($data, ['id' => true, 'name' => true]));
        foreach (array_keys($response->get_links()) as $rel) {
            $response->remove_link($rel);
        }
        return $response;
    }
}
