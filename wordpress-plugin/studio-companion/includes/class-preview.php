<?php
/**
 * WordPress's Preview button for posts, portfolio items and FAQs opens the
 * site's own /preview page instead of the theme:
 *
 *   {site URL}/preview?type=posts&id=42            (type: the REST base — posts, portfolio, faq)
 *   {site URL}/preview?type=posts&id=42&autosave=1 (unsaved changes of a published item:
 *                                                   read /wp/v2/posts/42/autosaves)
 *
 * The page reads the draft with /wp/v2/{type}/{id}?context=edit and an
 * application password (WordPress core); CORS for the site's origin is in
 * class-http.php. Without a site URL setting, WordPress's own preview stays.
 */

if (!defined('ABSPATH')) {
    exit;
}

final class Studio_Companion_Preview {
    public static function init(): void {
        add_filter('preview_post_link', [self::class, 'link'], 10, 2);
    }

    public static function link($link, $post) {
        $post = get_post($post);
        $site = Studio_Companion_Settings::site_url();
        if (!$post || $site === '' || !in_array($post->post_type, Studio_Companion_Publish_Hook::content_types(), true)) {
            return $link;
        }
        $type = get_post_type_object($post->post_type);
        $args = [
            'type' => $type && is_string($type->rest_base) && $type->rest_base !== '' ? $type->rest_base : $post->post_type,
            'id' => (int) $post->ID,
        ];
        if (is_string($link) && str_contains($link, 'preview_id=')) {
            $args['autosave'] = 1;
        }
        return $site . '/preview?' . http_build_query($args);
    }
}
