/** How a patient gets ready for the video consultation: the reminder says it, and the room's page before it opens. */
export const consultationPreparation = [
  "Find a quiet, private space with a good internet connection.",
  "Set your phone or laptop camera so it can see your whole leg.",
  "Leave enough room to bend and straighten your knee and take a few steps.",
] as const;
