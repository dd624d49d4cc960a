<?php
/**
 * Plugin Name: Studio Yoast-like SEO fields (contract tests only)
 * Description: Adds `yoast_head_json` to posts, portfolio and FAQ items in the REST API the way Yoast SEO 22 does (tests/contract/seo.test.ts, decision 112).
 *
 * Never part of the plugin: stack.ts copies this into a test run's mu-plugins when asked
 * (startWordPress({ muPlugins })). Yoast's defaults: title "%%title%% %%sep%% %%sitename%%"
 * (sep "-"), canonical = permalink, robots index, og_image = the featured image at full size,
 * description only where one was set. What a studio sets per post in Yoast's box lives in the
 * post meta `_yoast_wpseo_title`, `_yoast_wpseo_metadesc` and `_yoast_wpseo_meta-robots-noindex`
 * ("1"), Yoast's own meta keys; for the post "links-in-every-form" this plugin sets them itself
 * (one hostile title with a script) so the seed stays as it is.
 */

const STUDIO_YOAST_SEEDED = [
    'links-in-every-form' => [
        '_yoast_wpseo_title' => '<script>document.title="pwned"</script>Every Link Form, Explained | Studio SEO',
        '_yoast_wpseo_metadesc' => 'A description set in Yoast, not the excerpt.',
        '_yoast_wpseo_meta-robots-noindex' => '1',
    ],
];

function studio_yoast_meta(WP_Post $post, string $key): string {
    $seeded = STUDIO_YOAST_SEEDED[$post->post_name][$key] ?? null;
    return $seeded ?? (string) get_post_meta($post->ID, $key, true);
}

function studio_yoast_head_json(array $record): array {
    $post = get_post($record['id']);
    $permalink = get_permalink($post);
    $site = get_bloginfo('name');
    $title = studio_yoast_meta($post, '_yoast_wpseo_title');
    if ($title === '') $title = html_entity_decode(wp_strip_all_tags(get_the_title($post)), ENT_QUOTES) . ' - ' . $site;
    $out = [
        'title' => $title,
        'robots' => [
            'index' => studio_yoast_meta($post, '_yoast_wpseo_meta-robots-noindex') === '1' ? 'noindex' : 'index',
            'follow' => 'follow',
            'max-snippet' => 'max-snippet:-1',
            'max-image-preview' => 'max-image-preview:large',
            'max-video-preview' => 'max-video-preview:-1',
        ],
        'canonical' => $permalink,
        'og_locale' => 'en_US',
        'og_type' => 'article',
        'og_title' => $title,
        'og_url' => $permalink,
        'og_site_name' => $site,
        'article_published_time' => get_post_time('c', true, $post),
        'twitter_card' => 'summary_large_image',
        'schema' => ['@context' => 'https://schema.org', '@graph' => []],
    ];
    $description = studio_yoast_meta($post, '_yoast_wpseo_metadesc');
    if ($description !== '') {
        $out['description'] = $description;
        $out['og_description'] = $description;
    }
    $thumb = get_post_thumbnail_id($post);
    if ($thumb) {
        $src = wp_get_attachment_image_src($thumb, 'full');
        if ($src) $out['og_image'] = [['width' => $src[1], 'height' => $src[2], 'url' => $src[0], 'type' => get_post_mime_type($thumb)]];
    }
    return $out;
}

add_action('rest_api_init', function () {
    register_rest_field(['post', 'portfolio', 'faq'], 'yoast_head_json', [
        'get_callback' => 'studio_yoast_head_json',
        'schema' => ['type' => 'object', 'context' => ['view', 'edit', 'embed'], 'readonly' => true],
    ]);
});
