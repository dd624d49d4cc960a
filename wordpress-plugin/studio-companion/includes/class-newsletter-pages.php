<?php
/**
 * The pages behind the newsletter's links:
 *   GET  …/subscribers/confirm?token=…       a page with a "Confirm" button (a GET
 *                                            changes nothing: mail scanners open links)
 *   POST …/subscribers/confirm?token=…       pending → confirmed
 *   GET  …/subscribers/unsubscribe?token=…   a page with an "Unsubscribe" button
 *   POST …/subscribers/unsubscribe?token=…   → unsubscribed (also RFC 8058 one-click)
 * A forged, expired or other-action token: 400 and nothing changes.
 * These are HTML pages (text/html), served from REST routes.
 */

if (!defined('ABSPATH')) {
    exit;
}

final class Studio_Companion_Newsletter_Pages {
    const ACTIONS = ['confirm', 'unsubscribe'];

    public static function init(): void {
        add_action('rest_api_init', [self::class, 'register_routes']);
        add_filter('rest_pre_serve_request', [self::class, 'serve_html'], 20, 3);
    }

    public static function register_routes(): void {
        foreach (self::ACTIONS as $action) {
            register_rest_route(STUDIO_COMPANION_NS, '/subscribers/' . $action, [
                'methods' => ['GET', 'POST'],
                'callback' => static fn (WP_REST_Request $r) => self::handle($r, $action),
                'permission_callback' => '__return_true', // the signed token is the permission
                'args' => ['token' => ['type' => 'string', 'required' => false]],
            ]);
        }
    }

    public static function handle(WP_REST_Request $request, string $action): WP_REST_Response {
        $token = $request->get_param('token');
        $id = is_string($token) ? Studio_Companion_Newsletter::verify($token, $action) : 0;
        if (!$id) {
            return self::page(400, __('This link is not valid', 'studio-companion'), __('The link is incomplete, expired or not one we sent. Copy the whole link from the e-mail, or sign up again on the website.', 'studio-companion'));
        }
        $status = Studio_Companion_Newsletter::status($id);
        if ($request->get_method() !== 'POST') {
            $label = $action === 'confirm' ? __('Confirm my subscription', 'studio-companion') : __('Unsubscribe', 'studio-companion');
            $form = '<form method="post" action="' . esc_url(add_query_arg('token', $token, rest_url(STUDIO_COMPANION_NS . '/subscribers/' . $action))) . '"><button type="submit">' . esc_html($label) . '</button></form>';
            $title = $action === 'confirm' ? __('Confirm your subscription', 'studio-companion') : __('Unsubscribe from the newsletter', 'studio-companion');
            return self::page(200, $title, '', $form);
        }
        if ($action === 'unsubscribe') {
            if ($status !== 'unsubscribed') {
                Studio_Companion_Newsletter::set_status($id, 'unsubscribed');
            }
            return self::page(200, __('You are unsubscribed', 'studio-companion'), __('You will receive no more newsletters from us.', 'studio-companion'));
        }
        // A valid confirm link of an unsubscribed address was sent after it unsubscribed (unsubscribing
        // renews the confirm key): its owner asked again, and pressing the button is their consent.
        if ($status !== 'confirmed') {
            Studio_Companion_Newsletter::set_status($id, 'confirmed');
        }
        return self::page(200, __('Your subscription is confirmed', 'studio-companion'), __('Thank you. You can unsubscribe at any time with the link in every e-mail.', 'studio-companion'));
    }

    /** A small HTML page; every text is escaped, $form is built from escaped parts. */
    private static function page(int $status, string $title, string $text, string $form = ''): WP_REST_Response {
        $site = Studio_Companion_Settings::site_url();
        $back = $site !== '' ? '<p><a href="' . esc_url($site . '/') . '">' . esc_html__('Back to the website', 'studio-companion') . '</a></p>' : '';
        $html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">'
            . '<title>' . esc_html($title) . '</title>'
            . '<style>body{font:1.05rem/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#222}button{font:inherit;padding:.6rem 1.2rem;cursor:pointer}</style>'
            . '</head><body><h1>' . esc_html($title) . '</h1>'
            . ($text !== '' ? '<p>' . esc_html($text) . '</p>' : '') . $form . $back . '</body></html>';
        $response = new WP_REST_Response(['studio_html' => $html], $status);
        $response->header('Cache-Control', 'no-store');
        $response->header('X-Robots-Tag', 'noindex');
        return $response;
    }

    /** Sends the page as HTML instead of JSON, for these two routes only. */
    public static function serve_html($served, $result, $request) {
        $route = $request instanceof WP_REST_Request ? (string) $request->get_route() : '';
        $mine = false;
        foreach (self::ACTIONS as $action) {
            $mine = $mine || $route === '/' . STUDIO_COMPANION_NS . '/subscribers/' . $action;
        }
        $data = $result instanceof WP_HTTP_Response ? $result->get_data() : null;
        if ($served || !$mine || !is_array($data) || !isset($data['studio_html'])) {
            return $served;
        }
        if (!headers_sent()) {
            header('Content-Type: text/html; charset=UTF-8');
            header("Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; form-action 'self'");
        }
        echo $data['studio_html']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts in page()
        return true;
    }
}
