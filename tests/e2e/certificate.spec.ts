/**
 * /certificate: on a phone the certificate is a third of its size, too small to read, so the
 * picture opens its largest file, to zoom into. The page has no script: a plain link.
 */
import { sectionsOf } from "./content";
import { expect, test } from "./fixtures";

const block = () => sectionsOf<{ image: { alt: string }; fullSize: string }>("pages/certificate.md", "certificate")[0]!;

test("on a phone the certificate opens full size: the picture is a link to its largest file", async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/certificate");
  const { image, fullSize } = block();
  const link = page.getByRole("link", { name: `${image.alt} ${fullSize}` });
  await expect(link).toBeVisible();
  await expect(link.getByText(fullSize)).toBeVisible();
  const shown = await link.getByRole("img", { name: image.alt }).evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width);
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/^\/_img\/certificate-sample-[0-9a-f]+-\d+\.webp$/);
  const res = await request.get(href);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("image/webp");
  // The largest file there is: more than four times the width the phone shows.
  const width = Number(/-(\d+)\.webp$/.exec(href)![1]);
  expect(width).toBeGreaterThan(4 * shown);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
});
