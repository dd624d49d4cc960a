<?php
/**
 * Plugin Name: Studio test: YouTube's oEmbed answer without the internet
 * Description: For tests/contract/blocks.test.ts only. The contract stack has no
 * internet, so WordPress could not ask YouTube's oEmbed endpoint for an Embed
 * block's player; this answers with the HTML YouTube's endpoint returns for a
 * watch URL (the iframe of a 16:9 player), so the block renders as on a live site.
 */
add_filter('pre_oembed_result', function ($result, $url) {
    if (!preg_match('~^https://(?:www\.)?youtube\.com/watch\?v=([\w-]{11})~', $url, $m)) return $result;
    return '<iframe width="500" height="281" src="https://www.youtube.com/embed/' . $m[1] . '?feature=oembed" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen title="A walk through the finished house"></iframe>';
}, 10, 2);
