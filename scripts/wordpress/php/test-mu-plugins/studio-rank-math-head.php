<?php
/**
 * Plugin Name: Studio Rank Math-like head and old slugs (contract tests only)
 * Description: Answers /wp-json/rankmath/v1/getHead the way Rank Math's headless support does, for one post that has no Yoast fields, and gives a post old slugs (tests/contract/seo.test.ts, decision 113).
 *
 * Never part of the plugin: stack.ts copies this into a test run's mu-plugins when asked.
 * Rank Math (includes/rest/class-headless.php): GET rankmath/v1/getHead?url=<permalink>, public,
 * answers { "success": true, "head": "<title>…" } with the tags its front end prints. Here the
 * "Rank Math post" is the published post with the lowest id other than links-in-every-form: its
 * Yoast fields are removed (a studio that moved from Yoast to Rank Math on it) and its head holds
 * a studio's title with a script, a description, noindex, the permalink as canonical and a share
 * image. Old slugs: `_wp_old_slug`, WordPress's own meta, on links-in-every-form (one real old
 * slug and two hostile ones), added once.
 */

function studio_rank_math_post_id(): int {
    $ids = get_posts(['post_type' => 'post', 'post_status' => 'publish', 'orderby' => 'ID', 'order' => 'ASC', 'numberposts' => 2, 'fields' => 'ids', 'has_password' => false]);
    foreach ($ids as $id) if (get_post_field('post_name', $id) !== 'links-in-every-form') return (int) $id;
    return 0;
}

add_filter('rest_prepare_post', function ($response, $post) {
    if ($post->ID === studio_rank_math_post_id()) {
        $data = $response->get_data();
        unset($data['yoast_head_json']);
        $response->set_data($data);
    }
    return $response;
}, 100, 2);

add_action('rest_api_init', function () {
    register_rest_route('rankmath/v1', '/getHead', [
        'methods' => WP_REST_Server::READABLE,
        'permission_callback' => '__return_true',
        'args' => ['url' => ['type' => 'string', 'required' => true]],
        'callback' => function (WP_REST_Request $request) {
            $id = url_to_postid((string) $request->get_param('url'));
            $site = get_bloginfo('name');
            if ($id === 0) return new WP_REST_Response(['success' => true, 'head' => '<title>Page not found - ' . esc_html($site) . '</title>'], 200);
            $permalink = get_permalink($id);
            $head = '<title>' . esc_html(get_the_title($id) . ' - ' . $site) . "</title>\n" . '<link rel="canonical" href="' . esc_url($permalink) . "\" />\n";
            if ($id === studio_rank_math_post_id()) {
                $head = '<title>' . esc_html('<script>document.title="pwned"</script>A Title Set In Rank Math | Studio') . "</title>\n"
                    . "<meta name=\"description\" content=\"A description set in Rank Math.\"/>\n"
                    . "<meta name=\"robots\" content=\"nofollow, noindex\"/>\n"
                    . '<link rel="canonical" href="' . esc_url($permalink) . "\" />\n";
                $thumb = get_post_thumbnail_id($id);
                if ($thumb) $head .= '<meta property="og:image" content="' . esc_url(wp_get_attachment_image_url($thumb, 'full')) . "\" />\n";
                $head .= '<script type="application/ld+json" class="rank-math-schema">{"@context":"https://schema.org"}</script>';
            }
            return new WP_REST_Response(['success' => true, 'head' => $head], 200);
        },
    ]);
});

add_action('init', function () {
    if (get_option('studio_test_old_slugs_added')) return;
    $post = get_page_by_path('links-in-every-form', OBJECT, 'post');
    if (!$post) return;
    foreach (['links-old-name', '//evil.example', '../wp-admin'] as $old) add_post_meta($post->ID, '_wp_old_slug', $old);
    update_option('studio_test_old_slugs_added', 1);
});
