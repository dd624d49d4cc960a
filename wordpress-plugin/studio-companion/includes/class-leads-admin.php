<?php
/**
 * What the studio sees of leads in wp-admin: the list with the lead's fields
 * as columns, a read-only box with the whole message, and "Export CSV"
 * (admin-post.php?action=studio_companion_export_leads: capability, then nonce;
 * every cell that a spreadsheet would run as a formula is prefixed with ').
 * A lead WordPress could not e-mail is named on every wp-admin screen until it
 * is sent: "Send again" on its row (capability, then nonce) mails it again.
 */

if (!defined('ABSPATH')) {
    exit;
}

final class Studio_Companion_Leads_Admin {
    const EXPORT_ACTION = 'studio_companion_export_leads';
    const RESEND_ACTION = 'studio_companion_resend_lead';
    const COLUMNS = ['name' => 'Name', 'email' => 'E-mail', 'phone' => 'Phone', 'mailed' => 'Mail'];

    public static function init(): void {
        $type = Studio_Companion_Leads::TYPE;
        add_filter("manage_{$type}_posts_columns", [self::class, 'columns']);
        add_action("manage_{$type}_posts_custom_column", [self::class, 'column'], 10, 2);
        add_action('add_meta_boxes_' . $type, [self::class, 'meta_box']);
        add_action('manage_posts_extra_tablenav', [self::class, 'export_button']);
        add_action('admin_post_' . self::EXPORT_ACTION, [self::class, 'export']);
        add_filter('post_row_actions', [self::class, 'row_actions'], 10, 2);
        add_action('admin_notices', [self::class, 'unmailed_notice']);
        add_action('admin_post_' . self::RESEND_ACTION, [self::class, 'resend']);
    }

    /**
     * How many leads WordPress could not e-mail to the studio (two counting queries, on every
     * wp-admin screen that shows the notice): those whose mail failed, and those still "sending"
     * long after they came (Studio_Companion_Leads::mail_state()). One sending now is not counted.
     */
    public static function unmailed_count(): int {
        $count = static function (string $value, array $extra = []): int {
            $query = new WP_Query([
                'post_type' => Studio_Companion_Leads::TYPE, 'post_status' => 'any', 'posts_per_page' => 1, 'fields' => 'ids',
                'orderby' => 'none', 'update_post_meta_cache' => false, 'update_post_term_cache' => false,
                'meta_query' => [['key' => '_studio_mailed', 'value' => $value, 'compare' => '=']], // phpcs:ignore WordPress.DB.SlowDBQuery -- leads only, by post type first
            ] + $extra);
            return (int) $query->found_posts;
        };
        $stale = gmdate('Y-m-d H:i:s', time() - Studio_Companion_Leads::SENDING_FOR);
        return $count('0') + $count('sending', ['date_query' => [['column' => 'post_date_gmt', 'before' => $stale, 'inclusive' => true]]]);
    }

    /**
     * On every wp-admin screen, to those who read leads: how many never reached the studio's
     * inbox (WordPress could not send mail), where to read them, and what to fix. A lead is
     * never lost with its mail, but nobody looks at the list while the inbox stays quiet.
     */
    public static function unmailed_notice(): void {
        if (!current_user_can(Studio_Companion_Leads::capability())) {
            return;
        }
        $resent = isset($_GET['studio_resent']) ? sanitize_key(wp_unslash($_GET['studio_resent'])) : ''; // phpcs:ignore WordPress.Security.NonceVerification -- a message, no action
        if ($resent === 'sent') {
            echo '<div class="notice notice-success is-dismissible"><p>' . esc_html__('The lead was e-mailed to you.', 'studio-companion') . '</p></div>';
        } elseif ($resent === 'failed') {
            echo '<div class="notice notice-error"><p>' . esc_html__('WordPress could not send it this time either. Check its e-mail settings (a mail plugin, or your host\'s SMTP), then try again.', 'studio-companion') . '</p></div>';
        }
        $count = self::unmailed_count();
        if ($count === 0) {
            return;
        }
        $list = Studio_Companion_Leads::list_url();
        printf(
            '<div class="notice notice-warning"><p><strong>%s</strong> %s <a href="%s">%s</a></p></div>',
            /* translators: %d: number of leads */
            esc_html(sprintf(_n('%d lead from the website could not be e-mailed to you.', '%d leads from the website could not be e-mailed to you.', $count, 'studio-companion'), $count)),
            esc_html__('Nothing is lost: each is kept under Leads (Mail: not sent). WordPress could not send mail: check its e-mail settings (a mail plugin, or your host\'s SMTP), then use "Send again" on the lead.', 'studio-companion'),
            esc_url($list),
            esc_html__('Open Leads', 'studio-companion')
        );
    }

    /** admin-post.php's address that mails lead `$id` again, with its nonce. */
    public static function resend_url(int $id): string {
        return wp_nonce_url(admin_url('admin-post.php?action=' . self::RESEND_ACTION . '&lead=' . $id), self::RESEND_ACTION . '-' . $id);
    }

    /** "Send again": the capability, then the lead's own nonce; mails it, records how that went, and goes back to the list. Never returns. */
    public static function resend(): void {
        if (!current_user_can(Studio_Companion_Leads::capability())) {
            wp_die(esc_html__('Sorry, you are not allowed to send leads.', 'studio-companion'), '', ['response' => 403]);
        }
        $id = isset($_GET['lead']) ? absint($_GET['lead']) : 0; // phpcs:ignore WordPress.Security.NonceVerification -- checked below, per lead
        check_admin_referer(self::RESEND_ACTION . '-' . $id);
        if ($id === 0 || get_post_type($id) !== Studio_Companion_Leads::TYPE) {
            wp_die(esc_html__('No such lead.', 'studio-companion'), '', ['response' => 404]);
        }
        $list = Studio_Companion_Leads::list_url();
        // Sent meanwhile (a second click, a reload of this address): not mailed twice.
        if (get_post_meta($id, '_studio_mailed', true) === '1') {
            wp_safe_redirect(add_query_arg('studio_resent', 'sent', $list));
            exit;
        }
        $sent = Studio_Companion_Leads::mail($id, Studio_Companion_Leads::stored($id));
        update_post_meta($id, '_studio_mailed', $sent ? '1' : '0');
        wp_safe_redirect(add_query_arg('studio_resent', $sent ? 'sent' : 'failed', $list));
        exit;
    }

    /** The Mail column's word for a lead's mail_state(), in the site's language. */
    public static function mail_state_text(int $id): string {
        $state = Studio_Companion_Leads::mail_state($id);
        return $state === 'sent' ? __('sent', 'studio-companion') : ($state === 'sending' ? __('sending', 'studio-companion') : __('not sent', 'studio-companion'));
    }

    public static function columns(array $columns): array {
        $out = ['cb' => $columns['cb'] ?? '', 'title' => __('Subject', 'studio-companion')];
        foreach (self::COLUMNS as $key => $label) {
            $out['studio_' . $key] = __($label, 'studio-companion'); // phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText
        }
        $out['date'] = __('Received', 'studio-companion');
        return $out;
    }

    public static function column(string $column, int $post_id): void {
        $key = substr($column, strlen('studio_'));
        if (!str_starts_with($column, 'studio_') || !isset(self::COLUMNS[$key])) {
            return;
        }
        $value = (string) get_post_meta($post_id, '_studio_' . $key, true);
        if ($key === 'mailed') {
            echo esc_html(self::mail_state_text($post_id));
        } elseif ($key === 'email' && is_email($value)) {
            echo '<a href="' . esc_url('mailto:' . $value) . '">' . esc_html($value) . '</a>';
        } else {
            echo esc_html($value);
        }
    }

    /** Leads are read, not edited: "View" instead of Edit / Quick Edit. */
    public static function row_actions(array $actions, WP_Post $post): array {
        if ($post->post_type !== Studio_Companion_Leads::TYPE) {
            return $actions;
        }
        unset($actions['inline hide-if-no-js']);
        if (isset($actions['edit'])) {
            $actions['edit'] = '<a href="' . esc_url((string) get_edit_post_link($post->ID)) . '">' . esc_html__('View', 'studio-companion') . '</a>';
        }
        if (Studio_Companion_Leads::mail_state($post->ID) === 'not sent' && current_user_can(Studio_Companion_Leads::capability())) {
            $actions['studio_resend'] = '<a href="' . esc_url(self::resend_url($post->ID)) . '">' . esc_html__('Send again', 'studio-companion') . '</a>';
        }
        return $actions;
    }

    public static function meta_box(): void {
        add_meta_box('studio-lead', __('Lead', 'studio-companion'), [self::class, 'render_box'], Studio_Companion_Leads::TYPE, 'normal', 'high');
    }

    public static function render_box(WP_Post $post): void {
        $lead = Studio_Companion_Leads::stored($post->ID);
        echo '<table class="form-table" role="presentation">';
        foreach (['name' => 'Name', 'email' => 'E-mail', 'phone' => 'Phone', 'subject' => 'Subject', 'page' => 'Sent from'] as $key => $label) {
            printf('<tr><th scope="row">%s</th><td>%s</td></tr>', esc_html__($label, 'studio-companion'), esc_html($lead[$key])); // phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText
        }
        printf('<tr><th scope="row">%s</th><td>%s</td></tr></table>', esc_html__('Message', 'studio-companion'), nl2br(esc_html($lead['message'])));
    }

    /** The admin-post.php address of an export `$action`, with its nonce. */
    public static function export_url(string $action = self::EXPORT_ACTION): string {
        return wp_nonce_url(admin_url('admin-post.php?action=' . $action), $action);
    }

    /**
     * An export's button above the top of the list of `$type` (the `manage_posts_extra_tablenav`
     * hook), for those who may export. Leads and subscribers (class-newsletter-admin.php) share it.
     */
    public static function list_button(string $which, string $type, string $action, string $label): void {
        global $typenow;
        if ($which !== 'top' || $typenow !== $type || !current_user_can(Studio_Companion_Leads::capability())) {
            return;
        }
        echo '<div class="alignleft actions"><a class="button" href="' . esc_url(self::export_url($action)) . '">' . esc_html($label) . '</a></div>';
    }

    public static function export_button(string $which): void {
        self::list_button($which, Studio_Companion_Leads::TYPE, self::EXPORT_ACTION, __('Export CSV', 'studio-companion'));
    }

    /** A spreadsheet runs cells starting with = + - @ (or tab / CR) as formulas: make them text. */
    public static function csv_cell(string $value): string {
        return preg_match('/^[=+\-@\t\r]/', $value) ? "'" . $value : $value;
    }

    /** @return list<list<string>> the header row and one row per lead, newest first. */
    public static function csv_rows(): array {
        $rows = [['Received', 'Name', 'E-mail', 'Phone', 'Subject', 'Message', 'Mail', 'Sent from']];
        $ids = get_posts(['post_type' => Studio_Companion_Leads::TYPE, 'post_status' => 'any', 'numberposts' => -1, 'orderby' => 'date', 'order' => 'DESC', 'fields' => 'ids', 'no_found_rows' => true]);
        foreach ($ids as $id) {
            $lead = Studio_Companion_Leads::stored($id);
            $rows[] = array_map([self::class, 'csv_cell'], [
                (string) get_post_time('Y-m-d H:i:s', false, $id),
                $lead['name'],
                $lead['email'],
                $lead['phone'],
                $lead['subject'],
                $lead['message'],
                Studio_Companion_Leads::mail_state($id),
                $lead['page'],
            ]);
        }
        return $rows;
    }

    public static function csv(array $rows): string {
        $out = fopen('php://temp', 'r+');
        foreach ($rows as $row) {
            fputcsv($out, $row, ',', '"', '');
        }
        rewind($out);
        $csv = (string) stream_get_contents($out);
        fclose($out);
        return "\xEF\xBB\xBF" . $csv; // UTF-8 BOM: spreadsheets then read names like Zoë right
    }

    /**
     * An export's admin-post.php handler: the capability first (`$refused` to those without it),
     * then the nonce of `$action`, then `$rows()` as `<$name>-<date>.csv`. Never returns.
     */
    public static function send_csv(string $action, string $refused, string $name, callable $rows): void {
        if (!current_user_can(Studio_Companion_Leads::capability())) {
            wp_die(esc_html($refused), '', ['response' => 403]);
        }
        check_admin_referer($action);
        $csv = self::csv($rows());
        nocache_headers();
        header('Content-Type: text/csv; charset=utf-8');
        header('Content-Disposition: attachment; filename="' . $name . '-' . gmdate('Y-m-d') . '.csv"');
        header('X-Content-Type-Options: nosniff');
        echo $csv; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a CSV file, not HTML
        exit;
    }

    public static function export(): void {
        self::send_csv(self::EXPORT_ACTION, __('Sorry, you are not allowed to export leads.', 'studio-companion'), 'leads', [self::class, 'csv_rows']);
    }
}
