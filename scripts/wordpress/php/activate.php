<?php
/**
 * php activate.php <stack dir> <plugin folder>...
 *
 * Activates plugins copied into the run folder's wp-content/plugins/ (each
 * <folder>/<folder>.php), with WordPress's own activate_plugin(), as the
 * Plugins screen does. WP-CLI is not in Debian 12 (see install.php).
 */
if (PHP_SAPI !== 'cli') exit(1);
$dir = $argv[1] ?? '';
if (!is_file("$dir/wp-config.php")) {
    fwrite(STDERR, "activate.php: no wp-config.php in " . var_export($dir, true) . "\n");
    exit(1);
}
require __DIR__ . '/cli-env.php';
require "$dir/wp-config.php";
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$admin = get_users(['role' => 'administrator', 'number' => 1]);
wp_set_current_user($admin ? $admin[0]->ID : 0);
foreach (array_slice($argv, 2) as $slug) {
    $result = activate_plugin("$slug/$slug.php", '', false, false);
    if (is_wp_error($result)) {
        fwrite(STDERR, "activate.php: $slug: " . $result->get_error_message() . "\n");
        exit(1);
    }
    echo "activate: $slug\n";
}
