<?php
/**
 * What the studio takes out of the subscriber list in wp-admin: "Export confirmed (CSV)"
 * (admin-post.php?action=studio_companion_export_subscribers: capability, then nonce). Only
 * addresses whose owner pressed the confirmation button are in the file, each with when it
 * signed up and when it was confirmed (the consent an anti-spam law such as Canada's CASL asks
 * the sender to be able to show); pending and unsubscribed addresses never leave WordPress this
 * way, so a mailing tool cannot be fed an address that did not opt in. Cells a spreadsheet would
 * run as formulas are made text, as the leads' export does.
 */

if (!defined('ABSPATH')) {
    exit;
}

final class Studio_Companion_Newsletter_Admin {
    const EXPORT_ACTION = 'studio_companion_export_subscribers';

    public static function init(): void {
        add_action('manage_posts_extra_tablenav', [self::class, 'export_button']);
        add_action('admin_post_' . self::EXPORT_ACTION, [self::class, 'export']);
    }

    public static function export_url(): string {
        return wp_nonce_url(admin_url('admin-post.php?action=' . self::EXPORT_ACTION), self::EXPORT_ACTION);
    }

    public static function export_button(string $which): void {
        global $typenow;
        if ($which !== 'top' || $typenow !== Studio_Companion_Newsletter::TYPE || !current_user_can(Studio_Companion_Leads::capability())) {
            return;
        }
        echo '<div class="alignleft actions"><a class="button" href="' . esc_url(self::export_url()) . '">' . esc_html__('Export confirmed (CSV)', 'studio-companion') . '</a></div>';
    }

    /** @return list<list<string>> the header row and one row per confirmed subscriber, newest sign-up first. */
    public static function csv_rows(): array {
        $rows = [['E-mail', 'Signed up', 'Confirmed']];
        $ids = get_posts([
            'post_type' => Studio_Companion_Newsletter::TYPE,
            'post_status' => 'any',
            'numberposts' => -1,
            'orderby' => 'date',
            'order' => 'DESC',
            'fields' => 'ids',
            'no_found_rows' => true,
            'meta_key' => '_studio_status',
            'meta_value' => 'confirmed',
        ]);
        foreach ($ids as $id) {
            $confirmed = (int) get_post_meta($id, '_studio_confirmed', true);
            $rows[] = array_map(['Studio_Companion_Leads_Admin', 'csv_cell'], [
                (string) get_post_meta($id, '_studio_email', true),
                (string) get_post_time('Y-m-d H:i:s', false, $id),
                $confirmed > 0 ? (string) wp_date('Y-m-d H:i:s', $confirmed) : '',
            ]);
        }
        return $rows;
    }

    /** admin-post.php handler: capability first, then the nonce, then the file. */
    public static function export(): void {
        if (!current_user_can(Studio_Companion_Leads::capability())) {
            wp_die(esc_html__('Sorry, you are not allowed to export subscribers.', 'studio-companion'), '', ['response' => 403]);
        }
        check_admin_referer(self::EXPORT_ACTION);
        $csv = Studio_Companion_Leads_Admin::csv(self::csv_rows());
        nocache_headers();
        header('Content-Type: text/csv; charset=utf-8');
        header('Content-Disposition: attachment; filename="subscribers-' . gmdate('Y-m-d') . '.csv"');
        header('X-Content-Type-Options: nosniff');
        echo $csv; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a CSV file, not HTML
        exit;
    }
}
