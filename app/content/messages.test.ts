import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scratchContent } from "../../tests/fixtures/scratch-content";
import { formatProblem } from "./errors";
import { checkAllContent, PAGE_SCHEMAS } from "./registry.server";
import { simplePageSchema } from "./schemas";
import { companySchema, navigationSchema } from "~/features/site/schema";
import { reviewSchema } from "~/features/pages/schema";
import { offerSchema } from "~/features/offers/schema";

const realContent = path.resolve("content");
const scratch = scratchContent("content-");
const { write, problems } = scratch;

const company = fs.readFileSync(path.join(realContent, "site/company.md"), "utf8");

describe("content messages name the file and the field", () => {
  it("reads a file saved with Windows line endings and a byte-order mark as the same file", () => {
    const windows = (text: string) => "\uFEFF" + text.replace(/\n/g, "\r\n");
    expect(problems(write("site/company.md", windows(company)), companySchema)).toEqual([]);
    // A quoted value on the block's last line is where a stray \r broke the YAML ("Unexpected scalar at node end").
    const review = fs.readFileSync(path.join(realContent, "reviews/01-sarah-thompson.md"), "utf8");
    expect(review).toMatch(/"\n---\n$/);
    expect(problems(write("reviews/01-sarah-thompson.md", windows(review)), reviewSchema)).toEqual([]);
  });

  it("a review's day is a date, not words that stop being true: the message says how to write it", () => {
    const review = fs.readFileSync(path.join(realContent, "reviews/01-sarah-thompson.md"), "utf8");
    expect(review).toMatch(/^date: \d{4}-\d{2}-\d{2}$/m);
    const worded = review.replace(/^date: .*$/m, "date: 2 weeks ago");
    expect(problems(write("reviews/01-sarah-thompson.md", worded), reviewSchema)).toEqual([
      "reviews/01-sarah-thompson.md: date: must be a date written as YYYY-MM-DD, for example 2026-03-14",
    ]);
    expect(problems(write("reviews/01-sarah-thompson.md", review.replace(/^date: .*$/m, 'date: "2026-11-31"')), reviewSchema)).toEqual([
      "reviews/01-sarah-thompson.md: date: is not a real calendar date",
    ]);
  });

  it("says what YAML did to a value an editor typed plainly, and how quotes fix it", () => {
    const withLine = (pattern: RegExp, line: string) => {
      expect(company).toMatch(pattern);
      return company.replace(pattern, line);
    };
    const at = (text: string, start: string) => text.split("\n").findIndex((l) => l.startsWith(start)) + 1;
    // " #" starts a comment: the rest of the value would have been dropped without a word.
    const hashed = withLine(/^tagline: .*$/m, "tagline: Mississauga's #1 design studio");
    expect(problems(write("site/company.md", hashed), companySchema)).toEqual([
      `site/company.md: frontmatter: line ${at(hashed, "tagline:")}: the text from " #" on is read as a comment, so the value is only "Mississauga's": put the whole value in double quotes, like "Mississauga's #1 design studio"`,
    ]);
    // A comment written as one (a space after the #), as the folders' README templates show them, is a comment.
    const commented = withLine(/^tagline: .*$/m, "tagline: Homes that feel like yours   # the footer's line");
    expect(problems(write("site/company.md", commented), companySchema)).toEqual([]);
    // A colon inside a value, an apostrophe in a quoted one: the YAML error says to quote.
    const colon = withLine(/^tagline: .*$/m, "tagline: Kitchens: a guide");
    expect(problems(write("site/company.md", colon), companySchema)).toEqual([
      `site/company.md: frontmatter: YAML error at line ${at(colon, "tagline:")}: Nested mappings are not allowed in compact mappings. If that line's value contains a colon, a quote mark or a #, put the whole value in double quotes (and write a " inside it as \\")`,
    ]);
    // Digits alone are a number to YAML.
    const phone = withLine(/^phone: .*$/m, "phone: 9055550199");
    expect(problems(write("site/company.md", phone), companySchema)).toEqual(["site/company.md: phone: expected text, got a number: put the value in double quotes"]);
  });

  it("refuses an unquoted date that is not in the calendar, instead of reading 2027-02-31 as 3 March", () => {
    const offer = fs.readFileSync(path.join(realContent, "offers/bedroom-bundle-deal.md"), "utf8");
    const broken = offer.replace(/^validUntil: .*$/m, "validUntil: 2027-02-31");
    expect(broken).not.toBe(offer);
    const lines = problems(write("offers/bedroom-bundle-deal.md", broken), offerSchema).filter((l) => !l.includes("image not found"));
    expect(lines).toEqual(["offers/bedroom-bundle-deal.md: validUntil: is not a real calendar date"]);
  });

  it("needs no sample note on the certificate page once the studio's own scan is in", () => {
    const cert = fs.readFileSync(path.join(realContent, "pages/certificate.md"), "utf8");
    const without = cert.replace(/^    sampleNote: .*\n/m, "");
    expect(without).not.toBe(cert);
    fs.mkdirSync(path.join(scratch.dir, "media/brand"), { recursive: true });
    fs.copyFileSync(path.join(realContent, "media/brand/certificate-sample.jpg"), path.join(scratch.dir, "media/brand/certificate-sample.jpg"));
    expect(problems(write("pages/certificate.md", without), PAGE_SCHEMAS.certificate!)).toEqual([]);
  });

  it("names the part of the privacy policy's text an editor left without a heading, and a text without parts", () => {
    const privacy = fs.readFileSync(path.join(realContent, "pages/privacy.md"), "utf8");
    const noHeading = privacy.replace(/^      - heading: When you send us a message\n        paragraphs:/m, "      - paragraphs:");
    expect(noHeading).not.toBe(privacy);
    expect(problems(write("pages/privacy.md", noHeading), PAGE_SCHEMAS.privacy!)).toEqual(["pages/privacy.md: sections[1].parts[1].heading: is required but missing"]);
    const noParts = privacy.replace(/^    parts:\n[\s\S]*?(?=^    buttons:)/m, "    parts: []\n");
    expect(problems(write("pages/privacy.md", noParts), PAGE_SCHEMAS.privacy!)).toEqual(["pages/privacy.md: sections[1].parts: must have at least 1 item"]);
  });

  it("refuses a file not saved as UTF-8, naming its line, instead of publishing a replacement character", () => {
    const lines = company.split("\n");
    const at = lines.findIndex((l) => l.startsWith("tagline: "));
    const latin1 = Buffer.concat([Buffer.from(lines.slice(0, at).join("\n") + "\ntagline: Caf"), Buffer.from([0xe9]), Buffer.from("\n" + lines.slice(at + 1).join("\n"))]);
    const abs = write("site/company.md", "");
    fs.writeFileSync(abs, latin1);
    expect(problems(abs, companySchema)).toEqual([`site/company.md: (file): is not saved as UTF-8 (line ${at + 1} has a character in another encoding): save it as UTF-8 in your editor`]);
  });

  it("accepts the committed company file", () => {
    expect(problems(write("site/company.md", company), companySchema)).toEqual([]);
  });

  it("lists every problem of a broken company file at once", () => {
    const broken = company
      .replace(/^name: .*$/m, "")
      .replace(/^email: .*$/m, "email: hello-at-example")
      .replace(/^phone: .*$/m, "phone: call us")
      .replace(/^siteUrl: .*$/m, "siteUrl: https://www.example.com/")
      .replace(/^  facebook: .*$/m, "  facebook: not a url")
      .replace(/^tagline: .*$/m, "tagline: \"\"\ntagLine: typo");
    expect(problems(write("site/company.md", broken), companySchema)).toMatchInlineSnapshot(`
      [
        "site/company.md: name: is required but missing",
        "site/company.md: tagline: must not be empty",
        "site/company.md: phone: must be a phone number such as +1 (905) 555-0142",
        "site/company.md: email: must be an e-mail address, got "hello-at-example"",
        "site/company.md: social.facebook: must be a full URL starting with https://, got "not a url"",
        "site/company.md: siteUrl: must not end with a slash",
        "site/company.md: (file): unknown field "tagLine" (check the spelling)",
      ]
    `);
  });

  it("reports wrong types with what was found", () => {
    const abs = write("site/navigation.md", "---\nheader:\n  - name: 12\n    path: about\nfooter: []\n---\n");
    expect(problems(abs, navigationSchema)).toMatchInlineSnapshot(`
      [
        "site/navigation.md: header[0].name: expected text, got a number: put the value in double quotes",
        "site/navigation.md: header[0].path: must be a site path starting with / (for example /contact)",
        "site/navigation.md: footer: expected a group of fields, got a list",
      ]
    `);
  });

  it("takes a picture's part to keep in view from nine places, and names the field of any other", () => {
    const offer = fs.readFileSync(path.join(realContent, "offers/bedroom-bundle-deal.md"), "utf8");
    const withFocus = (focus: string) => offer.replace(/^(  alt: .*)$/m, `$1\n  focus: ${focus}`);
    expect(withFocus("left")).not.toBe(offer);
    write("media/library/bedroom-04.jpg", fs.readFileSync(path.join(realContent, "media/library/bedroom-04.jpg")));
    expect(problems(write("offers/bedroom-bundle-deal.md", withFocus("top right")), offerSchema)).toEqual([]);
    expect(problems(write("offers/bedroom-bundle-deal.md", withFocus("middle")), offerSchema)).toEqual([
      'offers/bedroom-bundle-deal.md: image.focus: must be one of "center", "top", "bottom", "left", "right", "top left", "top right", "bottom left", "bottom right", got "middle"',
    ]);
  });

  it("reports YAML syntax errors with the line", () => {
    const abs = write("site/company.md", "---\nname: Studio\nphone: [unclosed\n---\n");
    expect(problems(abs, companySchema)).toMatchInlineSnapshot(`
      [
        "site/company.md: frontmatter: YAML error at line 3: Flow sequence in block collection must be sufficiently indented and end with a ]",
      ]
    `);
  });

  it("reports a file without frontmatter, and a missing image", () => {
    expect(problems(write("site/company.md", "name: Studio\n"), companySchema)).toMatchInlineSnapshot(`
      [
        "site/company.md: frontmatter: missing: the file must start with a --- frontmatter block",
      ]
    `);
    const withImage = write("pages/x.md", "---\nmeta:\n  title: T\n  description: D\n  shareImage: { src: media/library/nope.jpg, alt: A kitchen }\nheading: H\n---\n");
    expect(problems(withImage, simplePageSchema)).toMatchInlineSnapshot(`
      [
        "pages/x.md: meta.shareImage.src: image not found: content/media/library/nope.jpg",
      ]
    `);
    // A picture to share a page with says what it shows (decision 212): its description is not another picture's.
    const noAlt = write("pages/x.md", "---\nmeta:\n  title: T\n  description: D\n  shareImage: { src: media/library/nope.jpg }\nheading: H\n---\n");
    expect(problems(noAlt, simplePageSchema)).toEqual(["pages/x.md: meta.shareImage.alt: is required but missing", "pages/x.md: meta.shareImage.src: image not found: content/media/library/nope.jpg"]);
  });
});

describe("checkAllContent", () => {
  it("passes on the committed content", () => {
    delete process.env.CONTENT_DIR;
    expect(checkAllContent().problems.map(formatProblem)).toEqual([]);
  });

  it("names every broken file and field across folders, and unknown page files", () => {
    fs.cpSync(realContent, scratch.dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}cms${path.sep}`) });
    write("site/navigation.md", "---\nheader: []\nfooter:\n  quickLinks: []\n  services: []\n---\n");
    const edit = (rel: string, from: RegExp, to: string) => {
      const abs = path.join(scratch.dir, rel);
      fs.writeFileSync(abs, fs.readFileSync(abs, "utf8").replace(from, to));
    };
    edit("pages/about.md", /^  description: .*\n/m, "");
    write("pages/abuot.md", "---\nmeta:\n  title: About\n  description: x\nheading: About\n---\n");
    edit("services/residential/interior-design.md", /^name: .*$/m, "name: 42");
    const lines = checkAllContent().problems.map(formatProblem).map((l) => l.replace(path.relative(process.cwd(), scratch.dir), "<content>"));
    expect(lines).toMatchInlineSnapshot(`
      [
        "<content>/site/navigation.md: header: must have at least 1 item",
        "<content>/site/navigation.md: footer.quickLinks: must have at least 1 item",
        "<content>/site/navigation.md: footer.services: must have at least 1 item",
        "<content>/pages/about.md: meta.description: is required but missing",
        "<content>/pages/abuot.md: (file): no page uses this file (unknown page name)",
        "<content>/services/residential/interior-design.md: name: expected text, got a number: put the value in double quotes",
      ]
    `);
  });
});
