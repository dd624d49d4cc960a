<?php
/**
 * Leads: POST /wp-json/studio-companion/v1/leads with the contact form's JSON
 * {name, email, phone?, subject, message}. Checked with the site's own rules
 * and messages (SPEC §5, app/features/leads/contact-form.ts), stored as a private `lead`
 * post and sent by e-mail to the studio with Reply-To the visitor.
 *
 *   201 {"status":"received"}                       stored (and the honeypot's answer too)
 *   400 {"code":"studio_invalid_lead", "message":…, "data":{"status":400,"fields":{"name":"Name must be at least 2 characters.",…}}}
 *   400 {"code":"studio_invalid_json", …, "data":{"status":400,"fields":{}}}
 *   403 {"code":"studio_forbidden_origin", …}        Origin header that is not the site's
 *   429 {"code":"studio_rate_limited", …, "data":{"status":429,"fields":{},"retry_after":N}} + Retry-After: N
 */

if (!defined('ABSPATH')) {
    exit;
}

final class Studio_Companion_Leads {
    const TYPE = 'lead';
    /**
     * A lead's mail goes after the answer (decision 211): until then its Mail is "sending". One
     * still "sending" this long after it came was never mailed (the server stopped first): it
     * counts as not sent, with "Send again".
     */
    const SENDING_FOR = 10 * MINUTE_IN_SECONDS;
    /** SPEC §5, word for word. */
    const MESSAGES = [
        'name' => 'Name must be at least 2 characters.',
        'email' => 'Please enter a valid email address.',
        'subject' => 'Subject must be at least 3 characters.',
        'message' => 'Message must be at least 10 characters.',
    ];
    /** The site's minimum lengths, and the plugin's own maximums (not in SPEC; a guard against abuse). */
    const MIN = ['name' => 2, 'subject' => 3, 'message' => 10];
    const MAX = ['name' => 200, 'email' => 254, 'phone' => 50, 'subject' => 200, 'message' => 5000];
    /** zod 4's e-mail pattern, as the site checks it (z.email()); D: `$` is the very end. */
    const EMAIL_PATTERN = "/^(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$/D";

    public static function init(): void {
        add_action('init', [self::class, 'register_type']);
        add_action('rest_api_init', [self::class, 'register_route']);
    }

    /** Who may see leads and export them (filter `studio_companion_leads_capability`). */
    public static function capability(): string {
        return (string) apply_filters('studio_companion_leads_capability', 'manage_options');
    }

    /** Private to wp-admin: not public, not in REST, no front-end query, nobody creates one by hand. */
    public static function private_type_args(string $name, string $singular, string $icon): array {
        $cap = self::capability();
        $caps = ['read' => 'read', 'create_posts' => 'do_not_allow'];
        foreach (['edit_posts', 'edit_others_posts', 'edit_private_posts', 'edit_published_posts', 'publish_posts', 'read_private_posts', 'delete_posts', 'delete_private_posts', 'delete_others_posts', 'delete_published_posts'] as $c) {
            $caps[$c] = $cap;
        }
        return [
            'labels' => ['name' => $name, 'singular_name' => $singular, 'menu_name' => $name, 'all_items' => $name, 'not_found' => sprintf(__('No %s yet.', 'studio-companion'), strtolower($name))],
            'public' => false,
            'publicly_queryable' => false,
            'exclude_from_search' => true,
            'show_ui' => true,
            'show_in_menu' => true,
            'show_in_nav_menus' => false,
            'show_in_admin_bar' => false,
            'show_in_rest' => false,
            'query_var' => false,
            'rewrite' => false,
            'has_archive' => false,
            'can_export' => true,
            'delete_with_user' => false,
            'supports' => false, // read-only records: no title or editor to change
            'menu_icon' => $icon,
            'capabilities' => $caps,
            'map_meta_cap' => true,
        ];
    }

    public static function register_type(): void {
        register_post_type(self::TYPE, self::private_type_args(__('Leads', 'studio-companion'), __('Lead', 'studio-companion'), 'dashicons-email-alt'));
    }

    public static function register_route(): void {
        register_rest_route(STUDIO_COMPANION_NS, '/leads', [
            'methods' => 'POST',
            'callback' => [self::class, 'create'],
            'permission_callback' => ['Studio_Companion_Http', 'origin_permission'],
        ]);
    }

    public static function create(WP_REST_Request $request) {
        $body = Studio_Companion_Http::form_body($request, 'leads');
        if (!is_array($body)) {
            return $body;
        }
        $received = new WP_REST_Response(['status' => 'received'], 201);
        // The honeypot: the same answer as a real lead, and nothing stored or sent.
        if (Studio_Companion_Http::is_bot($body)) {
            return $received;
        }
        [$lead, $errors] = self::validate($body);
        if ($errors) {
            return Studio_Companion_Http::error('studio_invalid_lead', __('Some fields are not valid.', 'studio-companion'), 400, $errors);
        }
        $id = wp_insert_post([
            'post_type' => self::TYPE,
            'post_status' => 'private',
            'post_title' => $lead['subject'] !== '' ? $lead['subject'] : __('(no subject)', 'studio-companion'),
            'post_content' => '',
            'post_author' => 0,
            'comment_status' => 'closed',
            'ping_status' => 'closed',
            'meta_input' => [
                '_studio_name' => $lead['name'],
                '_studio_email' => $lead['email'],
                '_studio_phone' => $lead['phone'],
                '_studio_subject' => $lead['subject'],
                '_studio_message' => $lead['message'],
                '_studio_page' => $lead['page'],
                // Until the mail after the answer says how it went (mail_state()).
                '_studio_mailed' => 'sending',
            ],
        ], true);
        if (is_wp_error($id)) {
            error_log('studio-companion: a lead could not be saved: ' . $id->get_error_message());
            return Studio_Companion_Http::error('studio_lead_not_saved', __('Your message could not be saved. Please try again later.', 'studio-companion'), 500);
        }
        // Stored, so the visitor hears at once; the studio's mail goes after the answer (decision 211).
        Studio_Companion_Http::after_response(static function () use ($id, $lead): void {
            $sent = self::mail($id, $lead);
            // "Send again" may have mailed it meanwhile: a late failure does not undo that.
            if (get_post_meta($id, '_studio_mailed', true) !== '1') {
                update_post_meta($id, '_studio_mailed', $sent ? '1' : '0');
            }
        });
        return $received;
    }

    /**
     * Whether lead `$id`'s mail reached WordPress's mailer: "sent", "sending" (its mail after the
     * answer has not run yet, for at most SENDING_FOR) or "not sent" (it failed, or never ran).
     */
    public static function mail_state(int $id): string {
        $mailed = (string) get_post_meta($id, '_studio_mailed', true);
        if ($mailed === '1') {
            return 'sent';
        }
        $age = time() - (int) get_post_time('U', true, $id);
        return $mailed === 'sending' && $age < self::SENDING_FOR ? 'sending' : 'not sent';
    }

    /** JavaScript's String.prototype.trim(): Unicode white space and line terminators. */
    public static function js_trim(string $s): string {
        return preg_replace('/^[\s\x{A0}\x{FEFF}\p{Zs}\x{2028}\x{2029}]+|[\s\x{A0}\x{FEFF}\p{Zs}\x{2028}\x{2029}]+$/u', '', $s) ?? '';
    }

    /** JavaScript's string length (UTF-16 code units), as zod's minLength counts. */
    public static function js_length(string $s): int {
        return intdiv(strlen(mb_convert_encoding($s, 'UTF-16LE', 'UTF-8')), 2);
    }

    /**
     * The site's rules on the raw values, then WordPress's sanitising for storage.
     * A field of the wrong type (a number, a list, null) fails with its own message.
     *
     * @return array{0: array<string,string>, 1: array<string,string>} [clean lead, field => message]
     */
    public static function validate(array $body): array {
        $errors = [];
        $raw = [];
        foreach (['name', 'email', 'subject', 'message'] as $field) {
            $value = $body[$field] ?? null;
            $raw[$field] = is_string($value) && mb_check_encoding($value, 'UTF-8') ? self::js_trim($value) : null;
            if ($raw[$field] === null) {
                $errors[$field] = self::MESSAGES[$field];
            } elseif ($field === 'email' ? !preg_match(self::EMAIL_PATTERN, $raw[$field]) : self::js_length($raw[$field]) < self::MIN[$field]) {
                $errors[$field] = self::MESSAGES[$field];
            } elseif (self::js_length($raw[$field]) > self::MAX[$field]) {
                $errors[$field] = $field === 'email' ? self::MESSAGES['email'] : sprintf(
                    /* translators: 1: field label, 2: number */
                    __('%1$s must be at most %2$d characters.', 'studio-companion'),
                    ucfirst($field),
                    self::MAX[$field]
                );
            }
        }
        $phone = $body['phone'] ?? null;
        if ($phone !== null && !(is_string($phone) && mb_check_encoding($phone, 'UTF-8'))) {
            $errors['phone'] = __('Phone must be text.', 'studio-companion');
        } elseif (is_string($phone) && self::js_length(self::js_trim($phone)) > self::MAX['phone']) {
            $errors['phone'] = sprintf(__('%1$s must be at most %2$d characters.', 'studio-companion'), 'Phone', self::MAX['phone']);
        }
        if ($errors) {
            return [[], $errors];
        }
        return [[
            'name' => sanitize_text_field($raw['name']),
            'email' => sanitize_email($raw['email']),
            'phone' => is_string($phone) ? sanitize_text_field($phone) : '',
            'subject' => sanitize_text_field($raw['subject']),
            'message' => sanitize_textarea_field($raw['message']),
            'page' => self::page($body['page'] ?? null),
        ], []];
    }

    /**
     * The site's page the visitor came to the form from (the site sends its path, as the browser
     * writes it: percent-encoded), or '': only a path of the site itself (one leading /, a URL
     * path's own characters, at most 300), and anything else is dropped rather than refused: a
     * lead is never turned away over where it came from.
     */
    public static function page($value): string {
        if (!is_string($value) || strlen($value) > 300 || !preg_match("~^/(?!/)[A-Za-z0-9\-._\~!$&'()*+,;=:@%/]*$~D", $value)) {
            return '';
        }
        return $value;
    }

    /** The fields of a lead as it was stored (`_studio_*` meta), as `mail()` takes them. */
    public static function stored(int $id): array {
        $lead = [];
        foreach (['name', 'email', 'phone', 'subject', 'message', 'page'] as $field) {
            $lead[$field] = (string) get_post_meta($id, '_studio_' . $field, true);
        }
        return $lead;
    }

    /** The Leads list in wp-admin. */
    public static function list_url(): string {
        return admin_url('edit.php?post_type=' . self::TYPE);
    }

    /** A display name safe in a header: letters, marks, digits, spaces and . ' - only. */
    public static function display_name(string $name): string {
        $name = preg_replace('/[^\p{L}\p{M}\p{N} .\'-]+/u', ' ', $name) ?? '';
        return Studio_Companion_Http::header_text(preg_replace('/\s+/u', ' ', $name) ?? '', 100);
    }

    /** The studio's e-mail: To the studio, Reply-To the visitor, the lead as plain text. */
    public static function mail(int $id, array $lead): bool {
        $to = Studio_Companion_Settings::studio_email();
        $name = self::display_name($lead['name']);
        $reply_to = $name !== '' ? "{$name} <{$lead['email']}>" : $lead['email'];
        // Who and what, as the inbox lists it: the studio can tell enquiries apart without opening them.
        $subject = Studio_Companion_Http::header_text(
            $name !== ''
                /* translators: 1: the visitor's name, 2: the subject they wrote */
                ? sprintf(__('New enquiry from %1$s: %2$s', 'studio-companion'), $name, $lead['subject'])
                : sprintf(__('New enquiry: %s', 'studio-companion'), $lead['subject']),
            250
        );
        $lines = [
            __('A visitor sent this through the contact form of the website.', 'studio-companion'),
            '',
            __('Name:', 'studio-companion') . ' ' . $lead['name'],
            __('E-mail:', 'studio-companion') . ' ' . $lead['email'],
            __('Phone:', 'studio-companion') . ' ' . ($lead['phone'] !== '' ? $lead['phone'] : '—'),
            __('Subject:', 'studio-companion') . ' ' . $lead['subject'],
            __('Sent from:', 'studio-companion') . ' ' . ($lead['page'] !== '' ? Studio_Companion_Settings::site_url() . $lead['page'] : '—'),
            '',
            $lead['message'],
            '',
            '-- ',
            __('Reply to this e-mail to answer the visitor.', 'studio-companion'),
            __('This lead: ', 'studio-companion') . admin_url('post.php?post=' . $id . '&action=edit'),
            __('All leads: ', 'studio-companion') . self::list_url(),
        ];
        return (bool) wp_mail($to, $subject, implode("\n", $lines), ['Content-Type: text/plain; charset=UTF-8', 'Reply-To: ' . $reply_to]);
    }
}
