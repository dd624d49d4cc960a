<?php
/**
 * php block-post.php <stack dir> <blocks file>
 *
 * Publishes one post whose content is the serialized block markup in <blocks
 * file> (tests/fixtures/wp-blocks/blocks.html), as the block editor saves it,
 * by the administrator (so nothing is filtered). Placeholders are filled with
 * attachments uploaded here: {{id:N}} and {{url:N:size}} for drawn JPEGs
 * (N = 1, 2, …; size thumbnail|medium|large|full), {{id:pdf}} and {{url:pdf}}
 * for a small PDF. Prints {"id":…, "slug":…}. For tests/contract/blocks.test.ts.
 */
if (PHP_SAPI !== 'cli') exit(1);
[$self, $dir, $source] = $argv + [null, '', ''];
if (!is_file("$dir/wp-config.php") || !is_file($source)) {
    fwrite(STDERR, "usage: php block-post.php <stack dir> <blocks file>\n");
    exit(1);
}
require __DIR__ . '/cli-env.php';
require "$dir/wp-config.php";
require_once ABSPATH . 'wp-admin/includes/image.php';
wp_set_current_user(1);

function block_fail(string $message): never
{
    fwrite(STDERR, "block-post: $message\n");
    exit(1);
}

/** A 1600×1000 JPEG in warm neutrals, different for each $n (enough for every intermediate size). */
function block_jpeg(int $n): string
{
    $im = imagecreatetruecolor(1600, 1000);
    $tones = [[232, 220, 203], [176, 141, 87], [138, 154, 123], [184, 107, 75], [240, 234, 224], [95, 110, 99]];
    [$r, $g, $b] = $tones[$n % count($tones)];
    imagefilledrectangle($im, 0, 0, 1600, 1000, imagecolorallocate($im, $r, $g, $b));
    imagefilledrectangle($im, 200 + 60 * $n, 150, 700 + 60 * $n, 650, imagecolorallocate($im, 250, 248, 240));
    imagestring($im, 5, 40, 940, "block image $n", imagecolorallocate($im, 29, 26, 23));
    ob_start();
    imagejpeg($im, null, 70);
    imagedestroy($im);
    return (string) ob_get_clean();
}

function block_upload(string $name, string $bits, string $mime, string $title): int
{
    $up = wp_upload_bits($name, null, $bits, '2026/11');
    if (!empty($up['error'])) block_fail("upload $name: {$up['error']}");
    $id = wp_insert_attachment(['post_mime_type' => $mime, 'post_title' => $title, 'post_content' => '', 'post_status' => 'inherit', 'guid' => $up['url']], $up['file'], 0, true);
    if (is_wp_error($id)) block_fail("attachment $name: " . $id->get_error_message());
    if ($mime === 'image/jpeg') wp_update_attachment_metadata($id, wp_generate_attachment_metadata($id, $up['file']));
    return (int) $id;
}

$markup = (string) file_get_contents($source);
$ids = [];
preg_match_all('/\{\{id:(\d+)\}\}/', $markup, $m);
foreach (array_unique($m[1]) as $n) $ids[$n] = block_upload("block-image-$n.jpg", block_jpeg((int) $n), 'image/jpeg', "Block image $n");
$pdf = "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";
$ids['pdf'] = block_upload('leslieville-finishes-schedule.pdf', $pdf, 'application/pdf', 'Leslieville finishes schedule');

$content = preg_replace_callback('/\{\{(id|url):(\w+)(?::(\w+))?\}\}/', function ($x) use ($ids) {
    $id = $ids[$x[2]] ?? block_fail("no attachment {$x[2]}");
    if ($x[1] === 'id') return (string) $id;
    if ($x[2] === 'pdf') return (string) wp_get_attachment_url($id);
    return (string) wp_get_attachment_image_url($id, $x[3] ?? 'full');
}, $markup);

$post = wp_insert_post([
    'post_title' => 'Every block an editor uses',
    'post_name' => 'every-block-an-editor-uses',
    'post_status' => 'publish',
    'post_date' => '2026-11-20 10:00:00',
    'post_author' => 1,
    'post_content' => wp_slash($content),
], true);
if (is_wp_error($post)) block_fail('post: ' . $post->get_error_message());
echo json_encode(['id' => $post, 'slug' => get_post_field('post_name', $post)]), "\n";
