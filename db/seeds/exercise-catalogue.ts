/**
 * The ACL rehabilitation exercise library the site ships with: written by us from the published,
 * criteria-based guidelines cited in docs/exercise-sources.md (their facts, our words). Seeders upsert by
 * slug. Pictures and the ten most common exercises' videos are rendered by scripts/render-exercise-media.ts
 * (docs/decisions/0020) and served from public/media/exercises.
 */
export type Difficulty = "beginner" | "intermediate" | "advanced";

/**
 * Stages of recovery, in order; `category` of an exercise is its stage's name (the spec's category filter).
 * The weeks are the guidelines' usual times after surgery; moving on is by criteria met, not by the calendar.
 */
export const RECOVERY_STAGES = [
  { stage: 1, category: "Early recovery & range of motion", weeks: "0–2 weeks after surgery" },
  { stage: 2, category: "Quadriceps activation", weeks: "0–6 weeks" },
  { stage: 3, category: "Strength", weeks: "6–16 weeks" },
  { stage: 4, category: "Balance & control", weeks: "6–16 weeks" },
  { stage: 5, category: "Running & landing", weeks: "12–24 weeks" },
  { stage: 6, category: "Return to sport", weeks: "6–12 months" },
] as const;

export interface CatalogueExercise {
  slug: string;
  name: string;
  description: string;
  /** Steps, one per line. */
  instructions: string | null;
  stage: 1 | 2 | 3 | 4 | 5 | 6;
  difficulty: Difficulty;
  /** One leg at a time: a "both" side dosage runs left then right. */
  unilateral: boolean;
  sets: number;
  /** Exactly one of reps and holdSeconds is set. */
  reps: number | null;
  holdSeconds: number | null;
  /** Tempo that times a rep-based set (ignored for holds). */
  secondsPerRep: number;
  /** Between sets. */
  restSeconds: number;
  equipment: string[];
  imageUrl: string;
  imageWidth: number;
  imageHeight: number;
  /** H.264 mp4 loop, for the ten most commonly prescribed exercises. */
  videoUrl: string | null;
  /** Rank, 1 = most commonly prescribed; the ten with a video are 1..10. */
  popularity: number;
}

type Written = Omit<CatalogueExercise, "imageUrl" | "imageWidth" | "imageHeight" | "videoUrl"> & { video?: true };

const steps = (...lines: string[]) => lines.join("\n");

/** Every picture is 640×480 WebP; the videos are the same size. */
const withMedia = ({ video, ...e }: Written): CatalogueExercise => ({
  ...e,
  imageUrl: `/media/exercises/${e.slug}.webp`,
  imageWidth: 640,
  imageHeight: 480,
  videoUrl: video ? `/media/exercises/${e.slug}.mp4` : null,
});

const written: Written[] = [
  // Stage 1: early recovery and range of motion.
  {
    slug: "heel-slide", name: "Heel slides", stage: 1, difficulty: "beginner", unilateral: true, popularity: 2, video: true,
    description: "Lying on your back, you slide your heel towards you to bend the knee, then slide it back to straight. It brings back knee bend gently in the first weeks.",
    instructions: steps(
      "Lie on your back with both legs straight.",
      "Slowly slide the heel of your operated leg towards your buttock, keeping it on the mat.",
      "Stop at a firm stretch, not sharp pain, and hold for two seconds.",
      "Slide the heel back until the knee is straight again.",
    ),
    sets: 3, reps: 10, holdSeconds: null, secondsPerRep: 5, restSeconds: 30, equipment: ["Exercise mat"],
  },
  {
    slug: "prone-hang", name: "Prone hangs", stage: 1, difficulty: "beginner", unilateral: false, popularity: 16,
    description: "Lying face down with your lower legs over the end of a bed, you let gravity ease the knee straight. Getting the knee fully straight early is one of the first goals after surgery.",
    instructions: steps(
      "Lie face down on a firm bed with your knees just past the end of it.",
      "Let your lower legs hang, feet relaxed.",
      "Breathe slowly and let the muscles at the back of the knee relax.",
      "Stop if the knee aches sharply; a stretch is fine.",
    ),
    sets: 3, reps: null, holdSeconds: 60, secondsPerRep: 0, restSeconds: 30, equipment: ["Firm bed or treatment table"],
  },
  {
    slug: "heel-prop", name: "Heel props", stage: 1, difficulty: "beginner", unilateral: true, popularity: 12,
    description: "With your heel resting on a rolled towel and nothing under the knee, you let the knee sink towards straight. It works on full extension, the range most often lost after surgery.",
    instructions: steps(
      "Lie or sit with your leg straight and a rolled towel under your heel.",
      "Keep nothing under your knee, so it can sag towards the floor.",
      "Relax your thigh and let the knee straighten slowly.",
      "Tighten your thigh gently at the end to press the knee down a little more.",
    ),
    sets: 3, reps: null, holdSeconds: 60, secondsPerRep: 0, restSeconds: 30, equipment: ["Rolled towel", "Exercise mat"],
  },
  {
    slug: "patellar-mobilisation", name: "Kneecap (patellar) mobilisation", stage: 1, difficulty: "beginner", unilateral: true, popularity: 20,
    description: "Sitting with your leg straight and relaxed, you glide your kneecap gently up, down and side to side with your fingers. A kneecap that moves freely helps the knee bend and straighten.",
    instructions: steps(
      "Sit with your operated leg straight and your thigh muscle fully relaxed.",
      "Hold the edges of your kneecap with your thumb and fingers.",
      "Glide it gently towards your hip and hold for a few seconds, then towards your foot.",
      "Repeat side to side. Stay gentle around the healing scars.",
    ),
    sets: 2, reps: 10, holdSeconds: null, secondsPerRep: 5, restSeconds: 20, equipment: ["Exercise mat"],
  },
  {
    slug: "ankle-pumps", name: "Ankle pumps", stage: 1, difficulty: "beginner", unilateral: false, popularity: 14,
    description: "Lying down, you point and pull back both feet in a steady rhythm. It keeps blood moving in the legs and helps with swelling in the first days.",
    instructions: steps(
      "Lie on your back with your legs straight, the operated leg raised on a pillow if it is swollen.",
      "Pull your toes up towards you as far as is comfortable.",
      "Point them away from you.",
      "Keep a steady, smooth rhythm.",
    ),
    sets: 3, reps: 20, holdSeconds: null, secondsPerRep: 2, restSeconds: 20, equipment: ["Exercise mat"],
  },
  {
    slug: "wall-slide", name: "Wall slides", stage: 1, difficulty: "beginner", unilateral: true, popularity: 18,
    description: "Lying on your back with your feet up a wall, you let the foot of your operated leg slide down to bend the knee. Gravity does the work, so the thigh can stay relaxed.",
    instructions: steps(
      "Lie on your back close to a wall with both legs straight up the wall.",
      "Let the foot of your operated leg slide slowly down the wall, bending the knee.",
      "Stop at a firm stretch and hold for a few seconds.",
      "Use your other leg to help slide it back up.",
    ),
    sets: 3, reps: 10, holdSeconds: null, secondsPerRep: 6, restSeconds: 30, equipment: ["Wall", "Exercise mat"],
  },
  {
    slug: "stationary-bike", name: "Stationary bike", stage: 1, difficulty: "intermediate", unilateral: false, popularity: 10, video: true,
    description: "Easy pedalling on an exercise bike, first rocking back and forth, then full turns once the knee bends far enough. It builds knee bend and fitness without impact.",
    instructions: steps(
      "Set the seat high enough that your knee is only slightly bent at the bottom of the stroke.",
      "Start by rocking the pedals back and forth until a full turn feels easy.",
      "Pedal full turns at low resistance and a comfortable pace.",
      "Lower the seat a little at a time as your knee bend improves.",
    ),
    sets: 1, reps: null, holdSeconds: 600, secondsPerRep: 0, restSeconds: 0, equipment: ["Exercise bike"],
  },

  // Stage 2: quadriceps activation.
  {
    slug: "quad-set", name: "Quadriceps sets", stage: 2, difficulty: "beginner", unilateral: true, popularity: 1, video: true,
    description: "You tighten the muscle at the front of your thigh to press the back of the knee down. It is the first step to switching the quadriceps back on after surgery.",
    instructions: steps(
      "Lie or sit with your leg straight and a small rolled towel under the knee.",
      "Tighten your thigh muscle to press the back of your knee into the towel.",
      "Your kneecap should draw up towards your hip; hold for five seconds.",
      "Relax fully, then repeat.",
    ),
    sets: 3, reps: 10, holdSeconds: null, secondsPerRep: 7, restSeconds: 30, equipment: ["Rolled towel", "Exercise mat"],
  },
  {
    slug: "straight-leg-raise", name: "Straight-leg raises", stage: 2, difficulty: "beginner", unilateral: true, popularity: 3, video: true,
    description: "Lying down with the thigh tightened, you lift the straight leg and lower it slowly. Lifting it without the knee sagging shows the quadriceps are working again.",
    instructions: steps(
      "Lie on your back with your other knee bent and that foot flat.",
      "Tighten the thigh of your straight leg first, so the knee locks straight.",
      "Lift the leg to the height of your other knee, then lower it slowly.",
      "If the knee bends as you lift, go back to quadriceps sets for now.",
    ),
    sets: 3, reps: 10, holdSeconds: null, secondsPerRep: 4, restSeconds: 30, equipment: ["Exercise mat"],
  },
  {
    slug: "short-arc-quad", name: "Short-arc quads", stage: 2, difficulty: "beginner", unilateral: true, popularity: 15,
    description: "With a firm roll under your knee, you straighten the knee fully by lifting the heel, then lower it. It strengthens the quadriceps in the last part of straightening.",
    instructions: steps(
      "Lie on your back with a firm roll or a large towel under your operated knee.",
      "Keep the back of the knee on the roll and lift your heel until the knee is straight.",
      "Hold for two seconds with the thigh tight.",
      "Lower the heel slowly.",
    ),
    sets: 3, reps: 12, holdSeconds: null, secondsPerRep: 4, restSeconds: 30, equipment: ["Firm roll or large towel", "Exercise mat"],
  },
  {
    slug: "terminal-knee-extension", name: "Terminal knee extension with band", stage: 2, difficulty: "beginner", unilateral: true, popularity: 17,
    description: "Standing with a band behind your knee, you push the knee back to straight against its pull. It trains the thigh to hold the knee straight while you stand.",
    instructions: steps(
      "Loop a resistance band around a sturdy anchor at knee height and behind your operated knee.",
      "Step back until the band pulls your knee slightly bent.",
      "Straighten the knee by tightening your thigh, keeping your heel down.",
      "Hold for two seconds, then let the knee bend slowly.",
    ),
    sets: 3, reps: 15, holdSeconds: null, secondsPerRep: 4, restSeconds: 30, equipment: ["Resistance band", "Sturdy anchor point"],
  },
  {
    slug: "side-lying-hip-abduction", name: "Side-lying leg raises", stage: 2, difficulty: "beginner", unilateral: true, popularity: 19,
    description: "Lying on your side, you lift your top leg straight up and lower it slowly. It strengthens the side of the hip, which helps keep the knee in line when you stand and land.",
    instructions: steps(
      "Lie on your side with the operated leg on top and the bottom knee slightly bent.",
      "Keep your hips stacked and the top leg in line with your body.",
      "Lift the top leg about a foot, toes facing forward.",
      "Lower it slowly without letting it rest between lifts.",
    ),
    sets: 3, reps: 12, holdSeconds: null, secondsPerRep: 4, restSeconds: 30, equipment: ["Exercise mat"],
  },
  {
    slug: "standing-hamstring-curl", name: "Standing hamstring curls", stage: 2, difficulty: "beginner", unilateral: true, popularity: 22,
    description: "Holding on for balance, you bend your knee to bring your heel towards your buttock and lower it slowly. It strengthens the hamstrings at the back of the thigh.",
    instructions: steps(
      "Stand holding the back of a chair, weight on your other leg.",
      "Keep your thighs side by side and bend the operated knee, bringing the heel up behind you.",
      "Lower it slowly.",
      "If your graft came from your hamstring, start these only when your physio says so.",
    ),
    sets: 3, reps: 12, holdSeconds: null, secondsPerRep: 4, restSeconds: 30, equipment: ["Chair for support"],
  },
  {
    slug: "glute-bridge", name: "Bridges", stage: 2, difficulty: "beginner", unilateral: false, popularity: 5, video: true,
    description: "Lying on your back with knees bent, you lift your hips until your body is in a straight line, then lower. It strengthens the buttocks and the back of the thighs.",
    instructions: steps(
      "Lie on your back with both knees bent and feet flat, hip-width apart.",
      "Squeeze your buttocks and lift your hips until shoulders, hips and knees line up.",
      "Hold for two seconds without arching your lower back.",
      "Lower slowly.",
    ),
    sets: 3, reps: 12, holdSeconds: null, secondsPerRep: 4, restSeconds: 30, equipment: ["Exercise mat"],
  },
  {
    slug: "seated-knee-extension", name: "Seated knee extension (90° to 45°)", stage: 2, difficulty: "intermediate", unilateral: true, popularity: 21,
    description: "Sitting on a chair, you straighten your knee part of the way, from a right angle to halfway, and lower it slowly. The guidelines allow this limited range early and the full range later.",
    instructions: steps(
      "Sit tall on a chair with your knees bent to a right angle.",
      "Straighten your operated knee halfway, lifting the foot forward.",
      "Lower it slowly back to the start.",
      "Stay in this range until your physio clears you for the full range.",
    ),
    sets: 3, reps: 12, holdSeconds: null, secondsPerRep: 4, restSeconds: 45, equipment: ["Chair", "Ankle weight (optional)"],
  },
  {
    slug: "calf-raise", name: "Heel raises", stage: 2, difficulty: "beginner", unilateral: false, popularity: 8, video: true,
    description: "Standing with a hand on a wall, you rise onto your toes and lower slowly. It strengthens the calves, which share the work of steadying the knee.",
    instructions: steps(
      "Stand facing a wall with your fingertips on it and feet hip-width apart.",
      "Rise onto your toes as high as you can, weight even on both feet.",
      "Hold for a moment at the top.",
      "Lower your heels slowly to the floor.",
    ),
    sets: 3, reps: 15, holdSeconds: null, secondsPerRep: 3, restSeconds: 30, equipment: ["Wall for support"],
  },

  // Stage 3: strength.
  {
    slug: "mini-squat", name: "Mini squats", stage: 3, difficulty: "beginner", unilateral: false, popularity: 4, video: true,
    description: "Standing with feet shoulder-width apart, you bend your knees part of the way as if sitting back, then stand up. A first squat that loads both legs evenly.",
    instructions: steps(
      "Stand with your feet shoulder-width apart, weight even on both feet.",
      "Push your hips back and bend your knees to about a quarter squat.",
      "Keep your knees in line with your second toes.",
      "Stand back up by pushing the floor away through both feet.",
    ),
    sets: 3, reps: 12, holdSeconds: null, secondsPerRep: 3, restSeconds: 45, equipment: [],
  },
  {
    slug: "wall-sit", name: "Wall sit", stage: 3, difficulty: "intermediate", unilateral: false, popularity: 23,
    description: "Leaning your back against a wall, you hold a part squat. It builds endurance in the thigh muscles with the knee held still.",
    instructions: steps(
      "Stand with your back to a wall and your feet about a foot in front of it.",
      "Slide down until your knees are bent to a comfortable depth, no lower than a right angle.",
      "Keep your knees over your feet and weight even on both legs.",
      "Hold, then slide back up.",
    ),
    sets: 3, reps: null, holdSeconds: 30, secondsPerRep: 0, restSeconds: 45, equipment: ["Wall"],
  },
  {
    slug: "step-up", name: "Forward step-ups", stage: 3, difficulty: "intermediate", unilateral: true, popularity: 6, video: true,
    description: "You step up onto a low step with your operated leg and stand tall on it, then step down. It builds strength for stairs and for every single-leg task that follows.",
    instructions: steps(
      "Stand facing a step 15–20 cm high.",
      "Place your operated foot fully on the step.",
      "Push through that heel to stand up straight, without pushing off the back foot.",
      "Step down slowly with the other foot first.",
    ),
    sets: 3, reps: 10, holdSeconds: null, secondsPerRep: 4, restSeconds: 45, equipment: ["Step 15–20 cm high"],
  },
  {
    slug: "step-down", name: "Forward step-downs", stage: 3, difficulty: "intermediate", unilateral: true, popularity: 25,
    description: "Standing on a step on your operated leg, you slowly lower your other heel to touch the floor in front, then straighten. It trains control of the knee as it bends under your weight.",
    instructions: steps(
      "Stand on a low step on your operated leg, the other foot just off the front edge.",
      "Bend the standing knee slowly until your other heel lightly touches the floor.",
      "Keep the knee in line over your foot, not falling inwards.",
      "Straighten back up without pushing off the floor.",
    ),
    sets: 3, reps: 10, holdSeconds: null, secondsPerRep: 4, restSeconds: 45, equipment: ["Step 10–20 cm high"],
  },
  {
    slug: "leg-press", name: "Leg press", stage: 3, difficulty: "intermediate", unilateral: false, popularity: 11,
    description: "On a leg press machine, you push the plate away until the knees are almost straight and return it slowly. It lets you load the thigh muscles heavily with the back supported.",
    instructions: steps(
      "Sit in the machine with your feet hip-width apart on the plate.",
      "Start with the knees bent to about a right angle.",
      "Push the plate away until your knees are almost straight, without locking them.",
      "Let it come back slowly, then progress the weight as your physio advises.",
    ),
    sets: 3, reps: 10, holdSeconds: null, secondsPerRep: 4, restSeconds: 90, equipment: ["Leg press machine"],
  },
  {
    slug: "split-squat", name: "Split squats", stage: 3, difficulty: "intermediate", unilateral: true, popularity: 9, video: true,
    description: "With one foot forward and one back, you lower straight down until both knees bend, then rise. It strengthens each leg in a stance used for running and sport.",
    instructions: steps(
      "Stand with your operated leg forward and the other a long stride behind, on its toes.",
      "Lower straight down until your back knee nears the floor.",
      "Keep your front knee over your foot and your body upright.",
      "Push through the front heel to rise.",
    ),
    sets: 3, reps: 10, holdSeconds: null, secondsPerRep: 4, restSeconds: 60, equipment: [],
  },
  {
    slug: "goblet-squat", name: "Goblet squats", stage: 3, difficulty: "intermediate", unilateral: false, popularity: 24,
    description: "Holding a weight at your chest, you squat to a comfortable depth and stand. The weight in front helps you sit back and keep your chest up.",
    instructions: steps(
      "Hold a dumbbell or kettlebell against your chest, feet shoulder-width apart.",
      "Sit back and down, knees in line with your toes, as deep as you can control.",
      "Keep your chest up and heels down.",
      "Stand up by driving through both feet.",
    ),
    sets: 3, reps: 10, holdSeconds: null, secondsPerRep: 4, restSeconds: 90, equipment: ["Dumbbell or kettlebell"],
  },
  {
    slug: "romanian-deadlift", name: "Romanian deadlifts", stage: 3, difficulty: "intermediate", unilateral: false, popularity: 26,
    description: "Holding weights, you hinge forward at the hips with a flat back and knees soft, then stand tall. It strengthens the hamstrings and buttocks as they lengthen.",
    instructions: steps(
      "Stand holding dumbbells in front of your thighs, knees slightly bent.",
      "Push your hips back and lower the weights along your legs, back flat.",
      "Stop when you feel a stretch at the back of your thighs.",
      "Squeeze your buttocks to stand back up.",
    ),
    sets: 3, reps: 10, holdSeconds: null, secondsPerRep: 4, restSeconds: 90, equipment: ["Dumbbells"],
  },
  {
    slug: "single-leg-bridge", name: "Single-leg bridges", stage: 3, difficulty: "intermediate", unilateral: true, popularity: 27,
    description: "A bridge lifted on one foot, with the other leg held straight. It loads the buttock and hamstring of the working side on their own.",
    instructions: steps(
      "Lie on your back with your operated knee bent and that foot flat.",
      "Straighten the other leg and hold it in line with your thigh.",
      "Lift your hips until they are level, without twisting.",
      "Lower slowly.",
    ),
    sets: 3, reps: 10, holdSeconds: null, secondsPerRep: 4, restSeconds: 45, equipment: ["Exercise mat"],
  },
  {
    slug: "nordic-hamstring-curl", name: "Nordic hamstring curls", stage: 3, difficulty: "advanced", unilateral: false, popularity: 33,
    description: "Kneeling with your ankles held, you lower your body forward as slowly as you can. It builds hamstring strength as the muscle lengthens, which protects the knee in sport.",
    instructions: steps(
      "Kneel on a pad with your ankles held down by a partner or a secure strap.",
      "Keep a straight line from knees to head.",
      "Lower yourself forward as slowly as you can, catching yourself with your hands.",
      "Push back up with your hands; with a hamstring graft, wait until your physio clears you.",
    ),
    sets: 3, reps: 5, holdSeconds: null, secondsPerRep: 6, restSeconds: 90, equipment: ["Knee pad", "Partner or secure ankle strap"],
  },
  {
    slug: "single-leg-calf-raise", name: "Single-leg heel raises", stage: 3, difficulty: "intermediate", unilateral: true, popularity: 28,
    description: "Standing on one foot on the edge of a step, you rise onto your toes and lower your heel below the step. It builds the calf strength running needs.",
    instructions: steps(
      "Stand on the ball of your operated foot on the edge of a step, holding a rail.",
      "Rise as high as you can onto your toes.",
      "Lower slowly until the heel is just below the step.",
      "Keep the knee straight but not locked.",
    ),
    sets: 3, reps: 12, holdSeconds: null, secondsPerRep: 3, restSeconds: 45, equipment: ["Step", "Rail for support"],
  },

  // Stage 4: balance and control.
  {
    slug: "single-leg-balance", name: "Single-leg balance", stage: 4, difficulty: "beginner", unilateral: true, popularity: 7, video: true,
    description: "You stand on your operated leg with the knee soft and hold steady. It retrains the sense of knee position that an ACL injury disturbs.",
    instructions: steps(
      "Stand near a wall or chair in case you need it.",
      "Lift your other foot and balance on the operated leg, knee slightly bent.",
      "Keep your hips level and your knee over your foot.",
      "Make it harder by turning your head or closing your eyes.",
    ),
    sets: 3, reps: null, holdSeconds: 30, secondsPerRep: 0, restSeconds: 20, equipment: [],
  },
  {
    slug: "single-leg-balance-foam", name: "Single-leg balance on foam", stage: 4, difficulty: "intermediate", unilateral: true, popularity: 29,
    description: "Single-leg balance on a soft foam pad, which makes the ankle, knee and hip work harder to keep you steady.",
    instructions: steps(
      "Stand on a foam pad on your operated leg, a wall within reach.",
      "Keep the knee soft and over your foot.",
      "Hold still without grabbing the wall.",
      "Progress by moving your arms or catching a ball.",
    ),
    sets: 3, reps: null, holdSeconds: 30, secondsPerRep: 0, restSeconds: 20, equipment: ["Foam balance pad"],
  },
  {
    slug: "single-leg-romanian-deadlift", name: "Single-leg Romanian deadlifts", stage: 4, difficulty: "intermediate", unilateral: true, popularity: 30,
    description: "Balancing on your operated leg, you tip forward from the hip as the other leg reaches back, then return upright. It combines balance with hamstring and buttock strength.",
    instructions: steps(
      "Stand on your operated leg with the knee slightly bent.",
      "Hinge forward at the hip, letting the other leg rise straight behind you.",
      "Keep your hips level and your back flat; go as far as you can control.",
      "Return to standing by squeezing your buttock.",
    ),
    sets: 3, reps: 8, holdSeconds: null, secondsPerRep: 5, restSeconds: 45, equipment: [],
  },
  {
    slug: "single-leg-reach", name: "Single-leg squat with reach", stage: 4, difficulty: "intermediate", unilateral: true, popularity: 31,
    description: "Standing on your operated leg, you squat and reach the other foot forward as far as you can control, then return. It trains knee control in a single-leg squat.",
    instructions: steps(
      "Stand on your operated leg, hands on your hips or forward.",
      "Bend the standing knee and reach your other foot forward, just touching the floor.",
      "Keep the standing knee over your foot, not falling inwards.",
      "Return to standing and repeat; reach to the side and behind as you improve.",
    ),
    sets: 3, reps: 8, holdSeconds: null, secondsPerRep: 4, restSeconds: 45, equipment: [],
  },
  {
    slug: "lateral-band-walk", name: "Side-stepping with band", stage: 4, difficulty: "intermediate", unilateral: false, popularity: 13,
    description: "With a band around your ankles and knees slightly bent, you step sideways against its pull. It strengthens the hip muscles that stop the knee falling inwards.",
    instructions: steps(
      "Put a resistance band around your ankles and stand with feet hip-width apart.",
      "Bend your knees a little and keep your chest up.",
      "Step sideways, then bring the other foot partway back, keeping the band tight.",
      "Take ten steps one way, then ten back.",
    ),
    sets: 3, reps: 10, holdSeconds: null, secondsPerRep: 2, restSeconds: 30, equipment: ["Resistance band"],
  },
  {
    slug: "side-plank", name: "Side plank", stage: 4, difficulty: "intermediate", unilateral: false, popularity: 32,
    description: "Propped on one forearm, you lift your hips so your body forms a straight line. It builds the trunk control that keeps landing and cutting steady.",
    instructions: steps(
      "Lie on your side with your elbow under your shoulder and legs straight.",
      "Lift your hips until your body is in one line from head to feet.",
      "Hold without letting the hips sag or roll.",
      "Start from your knees if the full version is too hard; then change sides.",
    ),
    sets: 3, reps: null, holdSeconds: 30, secondsPerRep: 0, restSeconds: 30, equipment: ["Exercise mat"],
  },
  {
    slug: "single-leg-ball-toss", name: "Single-leg balance with ball throws", stage: 4, difficulty: "advanced", unilateral: true, popularity: 34,
    description: "Balancing on your operated leg, you throw and catch a ball against a wall or with a partner. Your attention goes to the ball, so the knee has to hold steady on its own.",
    instructions: steps(
      "Stand on your operated leg about two metres from a wall, knee soft.",
      "Throw the ball against the wall with both hands and catch it.",
      "Keep the standing knee over your foot as you catch.",
      "Vary the height and side of the throws as it gets easier.",
    ),
    sets: 3, reps: 15, holdSeconds: null, secondsPerRep: 2, restSeconds: 30, equipment: ["Ball", "Wall or partner"],
  },

  // Stage 5: running and landing.
  {
    slug: "jump-landing", name: "Jump and land on two feet", stage: 5, difficulty: "intermediate", unilateral: false, popularity: 35,
    description: "You jump straight up and land softly on both feet, knees bending in line with your toes. Landing well on two legs comes before any hopping on one.",
    instructions: steps(
      "Stand with your feet hip-width apart.",
      "Swing your arms and jump straight up.",
      "Land quietly on the balls of both feet and sink into your hips and knees.",
      "Hold the landing for two seconds, knees over toes, before the next jump.",
    ),
    sets: 3, reps: 8, holdSeconds: null, secondsPerRep: 4, restSeconds: 60, equipment: [],
  },
  {
    slug: "pogo-hops", name: "Pogo hops", stage: 5, difficulty: "intermediate", unilateral: false, popularity: 36,
    description: "Small, quick, springy hops on both feet with the knees almost straight. They prepare the ankles and calves for the bounce of running.",
    instructions: steps(
      "Stand tall with your feet hip-width apart.",
      "Bounce off the balls of your feet in small, quick hops.",
      "Keep your knees nearly straight and the contacts short and quiet.",
      "Stop the set if your knee aches or swells afterwards.",
    ),
    sets: 3, reps: 20, holdSeconds: null, secondsPerRep: 1, restSeconds: 60, equipment: [],
  },
  {
    slug: "hop-and-stick", name: "Hop and stick", stage: 5, difficulty: "advanced", unilateral: true, popularity: 37,
    description: "You hop forward on your operated leg and hold the landing still. It teaches the knee to absorb and control your weight on one leg.",
    instructions: steps(
      "Stand on your operated leg.",
      "Hop forward a short distance and land on the same leg.",
      "Sink into the landing, knee over your foot, and hold still for three seconds.",
      "Lengthen the hop only when every landing is steady.",
    ),
    sets: 3, reps: 6, holdSeconds: null, secondsPerRep: 5, restSeconds: 60, equipment: [],
  },
  {
    slug: "lateral-hops", name: "Side-to-side hops", stage: 5, difficulty: "advanced", unilateral: true, popularity: 38,
    description: "On your operated leg, you hop sideways over a line and back. It trains the knee for the sideways forces of sport.",
    instructions: steps(
      "Stand on your operated leg beside a line on the floor.",
      "Hop sideways over the line and land softly.",
      "Control the landing, knee over your foot, then hop back.",
      "Speed up only when the landings stay steady.",
    ),
    sets: 3, reps: 10, holdSeconds: null, secondsPerRep: 2, restSeconds: 60, equipment: ["Line or tape on the floor"],
  },
  {
    slug: "walk-jog-intervals", name: "Walk–jog intervals", stage: 5, difficulty: "intermediate", unilateral: false, popularity: 39,
    description: "Alternating a minute of easy jogging with a minute of walking, on a flat surface. It is the usual first running session once your physio has cleared you to run.",
    instructions: steps(
      "Warm up with five minutes of brisk walking.",
      "Jog easily for one minute, then walk for one minute.",
      "Keep the jog relaxed, with short, quiet steps.",
      "Add jogging time only if the knee has no new pain or swelling the next day.",
    ),
    sets: 8, reps: null, holdSeconds: 60, secondsPerRep: 0, restSeconds: 60, equipment: ["Flat path or treadmill"],
  },
  {
    slug: "a-skip", name: "A-skips", stage: 5, difficulty: "intermediate", unilateral: false, popularity: 40,
    description: "A skipping drill where each knee drives up to hip height and the foot strikes down under you. It rebuilds running rhythm and posture.",
    instructions: steps(
      "Stand tall and start marching on the spot.",
      "Add a small skip on the standing foot as the other knee drives up to hip height.",
      "Bring that foot down under your hips and swap legs.",
      "Swing your arms with the opposite leg and travel forward slowly.",
    ),
    sets: 3, reps: 20, holdSeconds: null, secondsPerRep: 1, restSeconds: 60, equipment: [],
  },
  {
    slug: "drop-landing", name: "Drop landings", stage: 5, difficulty: "advanced", unilateral: false, popularity: 41,
    description: "You step off a low box and land softly on both feet. The drop adds speed to the landing while you keep the knees in line.",
    instructions: steps(
      "Stand on a box 20–30 cm high.",
      "Step off forward, without jumping up.",
      "Land on both feet at once, sinking into your hips and knees.",
      "Hold the landing with knees over toes before stepping back up.",
    ),
    sets: 3, reps: 8, holdSeconds: null, secondsPerRep: 5, restSeconds: 60, equipment: ["Box 20–30 cm high"],
  },
  {
    slug: "skater-hops", name: "Skater hops", stage: 5, difficulty: "advanced", unilateral: false, popularity: 42,
    description: "You bound sideways from one leg to the other like a speed skater, holding each landing. It trains sideways push-off and landing on each leg.",
    instructions: steps(
      "Stand on one leg, knee soft.",
      "Push off sideways and land on the other leg.",
      "Hold the landing for a moment, knee over your foot, the free leg behind.",
      "Bound back; make the bounds longer as control improves.",
    ),
    sets: 3, reps: 10, holdSeconds: null, secondsPerRep: 2, restSeconds: 60, equipment: [],
  },

  // Stage 6: return to sport.
  {
    slug: "single-leg-hop-for-distance", name: "Single hop for distance", stage: 6, difficulty: "advanced", unilateral: true, popularity: 43,
    description: "From a line, you hop as far as you can on one leg and hold the landing. It is one of the hop tests used to compare your legs before returning to sport.",
    instructions: steps(
      "Stand on one leg with your toes at a line.",
      "Swing your arms and hop as far forward as you can.",
      "Land on the same leg and hold still for two seconds; a wobble does not count.",
      "Measure to your heel, and compare both legs.",
    ),
    sets: 3, reps: 3, holdSeconds: null, secondsPerRep: 10, restSeconds: 60, equipment: ["Tape measure", "Line on the floor"],
  },
  {
    slug: "triple-hop-for-distance", name: "Triple hop for distance", stage: 6, difficulty: "advanced", unilateral: true, popularity: 44,
    description: "Three hops in a row on the same leg, as far as you can, holding the last landing. It tests power and control over repeated landings.",
    instructions: steps(
      "Stand on one leg with your toes at a line.",
      "Take three continuous hops forward on the same leg.",
      "Hold the final landing still for two seconds.",
      "Measure the total distance and compare both legs.",
    ),
    sets: 3, reps: 3, holdSeconds: null, secondsPerRep: 12, restSeconds: 90, equipment: ["Tape measure", "Line on the floor"],
  },
  {
    slug: "tuck-jump", name: "Tuck jumps", stage: 6, difficulty: "advanced", unilateral: false, popularity: 45,
    description: "Repeated jumps bringing the knees up towards the chest, landing softly each time. They show whether your landing stays good when you are tired.",
    instructions: steps(
      "Stand with your feet hip-width apart.",
      "Jump up and pull your knees towards your chest.",
      "Land softly on both feet, knees in line with your toes, and go straight into the next jump.",
      "Stop when your landings get loud or your knees drift inwards.",
    ),
    sets: 3, reps: 8, holdSeconds: null, secondsPerRep: 2, restSeconds: 90, equipment: [],
  },
  {
    slug: "side-step-cutting", name: "Side-step cutting", stage: 6, difficulty: "advanced", unilateral: true, popularity: 46,
    description: "Jogging towards a cone, you plant your foot and push off at an angle to change direction. Cutting is where many ACL injuries happen, so it is rebuilt slowly and with good technique.",
    instructions: steps(
      "Set two cones about five metres apart.",
      "Jog to the first cone, plant your outside foot and push off at 45° towards the second.",
      "Keep your knee over your foot and your trunk over the planted leg.",
      "Start at walking pace and build speed over sessions.",
    ),
    sets: 3, reps: 6, holdSeconds: null, secondsPerRep: 5, restSeconds: 60, equipment: ["Cones"],
  },
  {
    slug: "deceleration-stop", name: "Run and stop", stage: 6, difficulty: "advanced", unilateral: false, popularity: 47,
    description: "You run forward and come to a controlled stop in a few short steps, finishing in an athletic stance. Slowing down is as much a sport skill as speeding up.",
    instructions: steps(
      "Run forward at a steady pace towards a cone.",
      "Shorten your steps and lower your hips to slow down.",
      "Stop in a balanced stance, knees bent and over your feet.",
      "Build up the speed of the run as the stops stay controlled.",
    ),
    sets: 3, reps: 6, holdSeconds: null, secondsPerRep: 6, restSeconds: 60, equipment: ["Cone"],
  },
  {
    slug: "lateral-shuffle", name: "Lateral shuffles", stage: 6, difficulty: "intermediate", unilateral: false, popularity: 48,
    description: "Staying low, you shuffle sideways between two cones without crossing your feet. It trains quick sideways movement with the knees in line.",
    instructions: steps(
      "Set two cones about five metres apart and stand low, knees bent, between them.",
      "Shuffle sideways to one cone without letting your feet cross or touch.",
      "Touch the cone, then shuffle back.",
      "Keep your hips low and your knees over your feet.",
    ),
    sets: 3, reps: 6, holdSeconds: null, secondsPerRep: 5, restSeconds: 45, equipment: ["Cones"],
  },
];

export const EXERCISE_CATALOGUE: readonly CatalogueExercise[] = written.map(withMedia);
