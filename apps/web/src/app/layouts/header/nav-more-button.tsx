import type { ComponentPropsWithRef } from 'react';
import classes from './site-header.module.css';

/**
 * The header's "More" entry. Marked like the current page's link when that page sits in its
 * menu, so the row always shows where the player is.
 */
export function MoreButton({
  label,
  current,
  ...props
}: { label: string; current: boolean } & ComponentPropsWithRef<'button'>) {
  return (
    // The menu's target props (events, aria, its own className) first: the look stays ours.
    <button
      type="button"
      {...props}
      className={`${classes.navLink} ${classes.moreButton}`}
      data-current={current || undefined}
    >
      <MoreLabel label={label} />
    </button>
  );
}

/** The button's face: its label and a chevron (the row measures it on its own, as a span). */
export function MoreLabel({ label }: { label: string }) {
  return (
    <>
      {label}
      <svg
        className={classes.moreChevron}
        width={12}
        height={12}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.4}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M6 9l6 6 6-6" />
      </svg>
    </>
  );
}
