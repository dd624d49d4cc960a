<?php
/**
 * Deleting the plugin (Plugins → Delete) removes its settings, the pending
 * refresh, its rate-limit counters and the mailboxes' mail times. Leads and
 * subscribers stay: they are the studio's records (export them first, or
 * delete them from their lists).
 */

if (!defined('WP_UNINSTALL_PLUGIN')) {
    exit;
}

foreach (['studio_companion_site_url', 'studio_companion_preview_url', 'studio_companion_studio_email', 'studio_companion_github_repo', 'studio_companion_github_token', 'studio_companion_rate_limit', 'studio_companion_rate_window', 'studio_companion_dispatch_pending', 'studio_companion_dispatch_status', 'studio_companion_trusted_proxies', 'studio_companion_client_header', 'studio_companion_header_proxies', 'studio_companion_held_mails', 'studio_companion_version'] as $option) {
    delete_option($option);
}
wp_unschedule_hook('studio_companion_dispatch');
wp_unschedule_hook('studio_companion_prune');
remove_role('studio_previewer');

global $wpdb;
$wpdb->query($wpdb->prepare(
    "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s",
    $wpdb->esc_like('_transient_studio_rl_') . '%',
    $wpdb->esc_like('_transient_timeout_studio_rl_') . '%',
    $wpdb->esc_like('studio_companion_mail_') . '%'
));
