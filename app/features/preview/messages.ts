/** What `/preview` says, in one place (the browser tests assert these words). */
export const PREVIEW_TEXT = {
  banner: "Preview, not published",
  bannerNote: "Only you can see this page. Visitors see it once you publish it in WordPress.",
  signInTitle: "Preview a draft",
  signInIntro:
    "Sign in with the WordPress user made for previews — one with the role “Previewer”, which can read drafts and change nothing — and an application password of that user (in WordPress: Users → Profile → Application Passwords). They stay in this browser tab only and are sent to WordPress alone.",
  user: "WordPress user name",
  password: "Application password",
  submit: "Show preview",
  loading: "Loading the draft…",
  signOut: "Sign out of preview",
  unauthorized: "WordPress did not accept this user name and application password.",
  notFound: "WordPress has nothing to preview with this id: it may have been deleted.",
  unavailable: "WordPress could not be reached. Check your connection and try again.",
  incomplete: "This preview link is incomplete. Open the draft in WordPress and press Preview.",
  required: "Enter your user name and application password.",
  elsewhere: "Previews are not shown on this address. Open the draft in WordPress and press Preview: it opens the preview on the editor's own address.",
  unsavedHidden: "Unsaved changes can't be shown to a Previewer: this is the last saved version.",
} as const;
