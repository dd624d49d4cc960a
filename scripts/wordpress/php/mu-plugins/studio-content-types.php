<?php
/**
 * Plugin Name: Studio content types
 * Description: Portfolio and FAQ post types in the REST API (wp/v2/portfolio, wp/v2/faq), as the site expects.
 *
 * A must-use plugin of the contract-test WordPress (scripts/wordpress). Both
 * types share the posts' shape and the `category` taxonomy, so portfolio items
 * and FAQs carry category ids like posts do.
 */

add_action('init', function () {
    register_post_type('portfolio', [
        'labels' => [
            'name' => 'Portfolio',
            'singular_name' => 'Portfolio item',
            'add_new_item' => 'Add portfolio item',
        ],
        'public' => true,
        'has_archive' => true,
        'rewrite' => ['slug' => 'portfolio'],
        'menu_icon' => 'dashicons-format-gallery',
        'show_in_rest' => true,
        'rest_base' => 'portfolio',
        'supports' => ['title', 'editor', 'excerpt', 'thumbnail', 'author', 'revisions'],
        'taxonomies' => ['category'],
    ]);
    register_post_type('faq', [
        'labels' => [
            'name' => 'FAQ',
            'singular_name' => 'Question',
            'add_new_item' => 'Add question',
        ],
        'public' => true,
        'has_archive' => true,
        'rewrite' => ['slug' => 'faq'],
        'menu_icon' => 'dashicons-editor-help',
        'show_in_rest' => true,
        'rest_base' => 'faq',
        'supports' => ['title', 'editor', 'excerpt', 'thumbnail', 'author', 'revisions'],
        'taxonomies' => ['category'],
    ]);
});
