/**
 * A short chime through the chosen speaker (Web Audio, so no sound file to load): two notes, half a second.
 * Where the browser cannot choose the speaker, it plays on the default one, as the call will.
 */
export async function playTestSound(speakerId: string | null): Promise<void> {
  const context = new AudioContext();
  const sinkable = context as AudioContext & { setSinkId?: (id: string) => Promise<void> };
  if (speakerId && sinkable.setSinkId) await sinkable.setSinkId(speakerId);
  await context.resume();
  const gain = context.createGain();
  gain.connect(context.destination);
  const start = context.currentTime;
  for (const [index, frequency] of [660, 880].entries()) {
    const oscillator = context.createOscillator();
    oscillator.frequency.value = frequency;
    oscillator.connect(gain);
    oscillator.start(start + index * 0.25);
    oscillator.stop(start + index * 0.25 + 0.22);
  }
  gain.gain.setValueAtTime(0.2, start);
  gain.gain.exponentialRampToValueAtTime(0.001, start + 0.5);
  await new Promise((resolve) => setTimeout(resolve, 600));
  await context.close();
}
