<?php
/**
 * What the studio takes out of the subscriber list in wp-admin: "Export confirmed (CSV)"
 * (admin-post.php?action=studio_companion_export_subscribers: capability, then nonce). Only
 * addresses whose owner pressed the confirmation button are in the file, each with when it
 * first signed up and when it was last confirmed (an address that unsubscribed and confirmed
 * again keeps its first sign-up; its confirmation is the new one) (the consent an anti-spam law such as Canada's CASL asks
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
        add_action('admin_notices', [self::class, 'held_notice']);
    }

    /**
     * On every wp-admin screen, to those who read leads and subscribers, for a day after the site's
     * hourly limit of confirmation mails held one back (decision 229): how many, and why.
     */
    public static function held_notice(): void {
        if (!current_user_can(Studio_Companion_Leads::capability())) {
            return;
        }
        $count = Studio_Companion_Newsletter::held_count();
        if ($count === 0) {
            return;
        }
        printf(
            '<div class="notice notice-warning"><p><strong>%s</strong> %s</p></div>',
            /* translators: %d: number of e-mails */
            esc_html(sprintf(_n('%d newsletter confirmation e-mail was not sent in the last day.', '%d newsletter confirmation e-mails were not sent in the last day.', $count, 'studio-companion'), $count)),
            /* translators: %d: the hourly limit */
            esc_html(sprintf(__('More than %d sign-ups arrived within an hour, which looks like someone using the form to send e-mail to many addresses, so the site stopped mailing for that hour. Real sign-ups among them are kept as pending and can sign up again.', 'studio-companion'), Studio_Companion_Newsletter::site_limit()))
        );
    }

    public static function export_button(string $which): void {
        Studio_Companion_Leads_Admin::list_button($which, Studio_Companion_Newsletter::TYPE, self::EXPORT_ACTION, __('Export confirmed (CSV)', 'studio-companion'));
    }

    /** @return list<list<string>> the header row and one row per confirmed subscriber, newest sign-up first. */
    public static function csv_rows(): array {
        $rows = [['E-mail', 'First signed up', 'Confirmed']];
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

    /** admin-post.php handler: capability first, then the nonce, then the file (the leads' export's steps). */
    public static function export(): void {
        Studio_Companion_Leads_Admin::send_csv(self::EXPORT_ACTION, __('Sorry, you are not allowed to export subscribers.', 'studio-companion'), 'subscribers', [self::class, 'csv_rows']);
    }
}
