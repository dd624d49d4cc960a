<?php
/**
 * Plugin Name:       Studio Companion
 * Description:       Contact leads and newsletter sign-ups for the static site, a GitHub refresh on publish, and previews on the site's own templates.
 * Version:           1.6.0
 * Requires at least: 6.1
 * Requires PHP:      8.2
 * Author:            Maple & Mortar Interiors
 * License:           GPL-2.0-or-later
 * Text Domain:       studio-companion
 *
 * The WordPress half of the studio's static website (see readme.txt and
 * README.md beside this file). No build step: copy this folder into
 * wp-content/plugins/ and activate it.
 */

if (!defined('ABSPATH')) {
    exit;
}

const STUDIO_COMPANION_VERSION = '1.6.0';
/** REST namespace: /wp-json/studio-companion/v1/… */
const STUDIO_COMPANION_NS = 'studio-companion/v1';
/** The post types whose publishing refreshes the site and whose Preview opens the site. */
const STUDIO_COMPANION_CONTENT_TYPES = ['post', 'portfolio', 'faq'];

require_once __DIR__ . '/includes/class-settings.php';
require_once __DIR__ . '/includes/class-client-address.php';
require_once __DIR__ . '/includes/class-http.php';
require_once __DIR__ . '/includes/class-leads.php';
require_once __DIR__ . '/includes/class-leads-admin.php';
require_once __DIR__ . '/includes/class-newsletter.php';
require_once __DIR__ . '/includes/class-newsletter-pages.php';
require_once __DIR__ . '/includes/class-newsletter-prune.php';
require_once __DIR__ . '/includes/class-newsletter-admin.php';
require_once __DIR__ . '/includes/class-dispatch-status.php';
require_once __DIR__ . '/includes/class-publish-hook.php';
require_once __DIR__ . '/includes/class-preview.php';
require_once __DIR__ . '/includes/class-setup.php';
require_once __DIR__ . '/includes/class-old-slugs.php';
require_once __DIR__ . '/includes/class-front.php';
require_once __DIR__ . '/includes/class-authors.php';

Studio_Companion_Settings::init();
Studio_Companion_Http::init();
Studio_Companion_Leads::init();
Studio_Companion_Leads_Admin::init();
Studio_Companion_Newsletter::init();
Studio_Companion_Newsletter_Admin::init();
Studio_Companion_Publish_Hook::init();
Studio_Companion_Preview::init();
Studio_Companion_Setup::init();
Studio_Companion_Old_Slugs::init();
Studio_Companion_Front::init();
Studio_Companion_Authors::init();

register_activation_hook(__FILE__, ['Studio_Companion_Setup', 'activate']);
register_deactivation_hook(__FILE__, ['Studio_Companion_Setup', 'deactivate']);
