<?php
/**
 * Old slugs for the site's redirects (issue 28, decision 113): adds the read-only REST field
 * `studio_old_slugs` to posts, portfolio items and FAQ items. It lists the slugs WordPress
 * remembers for a record after a rename (its own `_wp_old_slug` post meta, which core uses to
 * redirect old addresses) so the static site can answer the old address with a 301 too.
 *
 * Capability-safe: the field is an empty list unless the record is published and has no
 * password, whoever asks (an editor's `context=edit` request for a draft gets nothing more).
 * The slugs are given as WordPress stored them; the site validates every one and drops any that
 * is not a single URL segment.
 */

if (!defined('ABSPATH')) {
    exit;
}

final class Studio_Companion_Old_Slugs {
    const FIELD = 'studio_old_slugs';
    /** At most this many per record (WordPress keeps every rename; a few are enough). */
    const MAX = 20;

    public static function init(): void {
        add_action('rest_api_init', [self::class, 'register']);
    }

    public static function register(): void {
        register_rest_field(Studio_Companion_Publish_Hook::content_types(), self::FIELD, [
            'get_callback' => [self::class, 'field'],
            'schema' => [
                'description' => 'Slugs this published record had before (WordPress _wp_old_slug).',
                'type' => 'array',
                'items' => ['type' => 'string'],
                'context' => ['view', 'edit', 'embed'],
                'readonly' => true,
            ],
        ]);
    }

    /** @param array $record The REST response data (has `id`). */
    public static function field(array $record): array {
        $post = get_post((int) ($record['id'] ?? 0));
        if (!$post instanceof WP_Post || $post->post_status !== 'publish' || $post->post_password !== '') {
            return [];
        }
        $slugs = [];
        foreach ((array) get_post_meta($post->ID, '_wp_old_slug', false) as $slug) {
            if (is_string($slug) && $slug !== '' && $slug !== $post->post_name && !in_array($slug, $slugs, true)) {
                $slugs[] = $slug;
            }
        }
        return array_slice($slugs, 0, self::MAX);
    }
}
