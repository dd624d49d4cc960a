<?php
/**
 * php install.php <stack dir>
 *
 * Creates the WordPress tables and the first user (WordPress's own
 * wp_install(), as the web installer calls it), then sets pretty permalinks so
 * the REST API answers under /blog/wp-json/. WP-CLI is not in Debian 12's
 * archive, so this stands in for `wp core install`.
 */
if (PHP_SAPI !== 'cli') exit(1);
$dir = $argv[1] ?? '';
if (!is_file("$dir/wp-config.php")) {
    fwrite(STDERR, "install.php: no wp-config.php in " . var_export($dir, true) . "\n");
    exit(1);
}
require __DIR__ . '/cli-env.php';
define('WP_INSTALLING', true);
require "$dir/wp-config.php";
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

add_filter('pre_wp_mail', '__return_false'); // no mail server here; wp_install sends a welcome mail

$result = wp_install('Maple & Mortar Interiors', 'clara', 'clara@maple-mortar.example', true, '', 'contract-test-only', 'en_US');
if (empty($result['user_id'])) {
    fwrite(STDERR, "install.php: wp_install() failed\n");
    exit(1);
}
update_option('blogdescription', 'Interior design & construction studio');
update_option('timezone_string', 'Europe/London');
update_option('date_format', 'j F Y');
update_option('permalink_structure', '/%postname%/');
update_option('default_comment_status', 'closed');
update_option('default_ping_status', 'closed');
wp_update_user(['ID' => $result['user_id'], 'display_name' => 'Clara Whitfield', 'first_name' => 'Clara', 'last_name' => 'Whitfield']);

// WordPress's sample content is not the studio's.
foreach (get_posts(['post_type' => ['post', 'page'], 'post_status' => 'any', 'numberposts' => -1]) as $p) {
    wp_delete_post($p->ID, true);
}
echo "install: WordPress " . get_bloginfo('version') . " installed\n";
