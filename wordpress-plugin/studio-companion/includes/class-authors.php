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
 * - the list, GET /wp/v2/users, answers 401 `rest_user_cannot_view` (its `slug=` and `search=`
 *   would still tell which logins exist);
 * - a user, GET /wp/v2/users/{id} (what `_embed=author` reads), is `{id, name}` only.
 * Editors and administrators keep everything (the block editor's author picker reads the list).
 */

if (!defined('ABSPATH')) {
    exit;
}

final class Studio_Companion_Authors {
    public static function init(): void {
        add_filter('rest_pre_dispatch', [self::class, 'refuse_list'], 10, 3);
        add_filter('rest_prepare_user', [self::class, 'name_only'], 10, 3);
    }

    private static function trusted(): bool {
        return current_user_can('edit_posts') || current_user_can('list_users');
    }

    /** @param mixed $result */
    public static function refuse_list($result, $server, $request) {
        if ($result !== null || !$request instanceof WP_REST_Request || $request->get_method() !== 'GET') {
            return $result;
        }
        if (preg_match('#^/wp/v2/users/?$#', $request->get_route()) && !self::trusted()) {
            return new WP_Error('rest_user_cannot_view', __('Sorry, you are not allowed to list users.', 'studio-companion'), ['status' => rest_authorization_required_code()]);
        }
        return $result;
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
