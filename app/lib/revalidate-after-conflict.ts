import type { ShouldRevalidateFunction } from "react-router";

/**
 * A route's `shouldRevalidate` for pages listing open times: React Router asks loaders again after an
 * action unless it answered an error status; after a 409 (the time was taken meanwhile) the list must be
 * asked again too, so that the taken time leaves it.
 */
export const revalidateAfterConflict: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;
