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
 *
 * The "Previewer" role (studio_previewer, decision 104) is the least privilege
 * for that password: `read` and `studio_preview`, which lets it read drafts,
 * pending, scheduled and private items of the previewed types and nothing else
 * (no edit, no upload, no other type). WordPress maps reading another author's
 * draft to edit_post; the map_meta_cap filter below maps it to studio_preview
 * instead, for those types and read_post only. The REST API's context=edit
 * still needs edit_post, so the site asks a Previewer with context=view.
 */

if (!defined('ABSPATH')) {
    exit;
}

final class Studio_Companion_Preview {
    const ROLE = 'studio_previewer';
    const CAP = 'studio_preview';

    public static function init(): void {
        add_filter('preview_post_link', [self::class, 'link'], 10, 2);
        add_filter('map_meta_cap', [self::class, 'map_read'], 10, 4);
    }

    public static function add_role(): void {
        remove_role(self::ROLE); // the capabilities are this plugin's, not an old copy's
        add_role(self::ROLE, __('Previewer', 'studio-companion'), ['read' => true, self::CAP => true]);
    }

    /** read_post of an unpublished item of a previewed type: studio_preview suffices (editors keep their own way in). */
    public static function map_read($caps, $cap, $user_id, $args) {
        if ($cap !== 'read_post' || empty($args[0]) || !user_can((int) $user_id, self::CAP)) {
            return $caps;
        }
        $post = get_post((int) $args[0]);
        if (!$post || !in_array($post->post_type, Studio_Companion_Publish_Hook::content_types(), true)) {
            return $caps;
        }
        $status = get_post_status_object((string) get_post_status($post));
        if (!$status || $status->public || !in_array($post->post_status, ['draft', 'pending', 'future', 'private'], true)) {
            return $caps;
        }
        return [self::CAP];
    }

    public static function link($link, $post) {
        $post = get_post($post);
        // The preview's own origin when it has one (decision 105), else the site's.
        $site = Studio_Companion_Settings::preview_url() ?: Studio_Companion_Settings::site_url();
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
