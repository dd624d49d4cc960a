<?php
/**
 * What activation and every upgrade make sure of (decisions 101 and 104):
 *
 * - The token option is never autoloaded. WordPress's update_option() adds a
 *   missing option with autoload "yes", so the first save of the settings page
 *   would load the token into every request's memory (and every object-cache
 *   dump). The option is created with autoload "no", and an existing row that
 *   says "yes" (plugin 1.0.0) is turned to "no" — on activation, on the first
 *   request after an upgrade, and whenever the option is added again.
 * - The "Previewer" role (studio_previewer) exists: it can read drafts and
 *   private items of the previewed types and nothing else (class-preview.php).
 * - The newsletter's daily prune is scheduled (class-newsletter-prune.php).
 */

if (!defined('ABSPATH')) {
    exit;
}

final class Studio_Companion_Setup {
    const VERSION_OPTION = 'studio_companion_version';
    const TOKEN_OPTION = 'studio_companion_github_token';

    public static function init(): void {
        add_action('init', [self::class, 'maybe_upgrade'], 5);
        add_action('added_option', [self::class, 'on_added_option']);
    }

    /** register_activation_hook: everything, now. */
    public static function activate(): void {
        self::token_not_autoloaded();
        Studio_Companion_Preview::add_role();
        update_option(self::VERSION_OPTION, STUDIO_COMPANION_VERSION, false);
        Studio_Companion_Publish_Hook::resume();
        Studio_Companion_Newsletter_Prune::schedule();
    }

    /** register_deactivation_hook: no event of the plugin's is left to fire without it. */
    public static function deactivate(): void {
        Studio_Companion_Publish_Hook::unschedule();
        Studio_Companion_Newsletter_Prune::unschedule();
    }

    /** Copying a new version over the old one runs no activation hook: the stored version tells. */
    public static function maybe_upgrade(): void {
        if (get_option(self::VERSION_OPTION) !== STUDIO_COMPANION_VERSION) {
            self::activate();
        }
    }

    public static function on_added_option(string $option): void {
        if ($option === self::TOKEN_OPTION) {
            self::token_not_autoloaded();
        }
    }

    /** The token's row exists with autoload "no" (WordPress 6.1 has no wp_set_option_autoload()). */
    public static function token_not_autoloaded(): void {
        global $wpdb;
        $row = $wpdb->get_row($wpdb->prepare("SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", self::TOKEN_OPTION));
        if (!$row) {
            add_option(self::TOKEN_OPTION, '', '', 'no');
            return;
        }
        if ($row->autoload !== 'no') {
            $wpdb->update($wpdb->options, ['autoload' => 'no'], ['option_name' => self::TOKEN_OPTION]);
            wp_cache_delete('alloptions', 'options');
            wp_cache_delete(self::TOKEN_OPTION, 'options');
        }
    }
}
