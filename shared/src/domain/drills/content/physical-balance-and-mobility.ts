import type { Drill } from "../drill.ts";
import {
  ALL_AGES,
  ball,
  cones,
  diagram,
  move,
  player,
  TEENS_AND_ADULTS,
  text,
  WARM_UP_AND_WATER,
  you,
  zone,
} from "./build.ts";

/**
 * Physical drills of the library (docs/features/drills.md): balance, landing, strength and mobility. Strength work for 8-12 is play
 * with their own body weight only, and every drill carries the warm-up and water reminder.
 */
export const PHYSICAL_BALANCE_AND_MOBILITY_DRILLS: Drill[] = [
  {
    slug: "single-leg-balance",
    title: "Single-leg balance with ball taps",
    summary:
      "Standing on one leg while the other foot works the ball, for stronger ankles and better balance on the ball.",
    pillar: "physical",
    skills: ["physical", "technical"],
    tags: ["balance", "injury prevention", "ankles"],
    ageGroups: ALL_AGES,
    equipment: ["ball"],
    space: "small",
    minutes: 8,
    level: 1,
    steps: [
      "Stand on your left leg with your knee a little bent.",
      "Tap the top of the ball with your right sole 20 times without putting the foot down.",
      "Then roll the ball in a small circle with your right sole.",
      "Swap legs. Do 3 rounds on each leg.",
    ],
    coachingPoints: [
      "Keep your standing knee over your toes, not falling inwards.",
      "Tighten your tummy to stay steady.",
    ],
    progression: "Close your eyes while you balance, or stand on a cushion.",
    next: "hop-and-stick",
    safety: WARM_UP_AND_WATER,
    diagram: diagram(4, 4, [
      you([2, 2.6]),
      ball([2, 1.8]),
      text("leg", [2, 3.6], "one leg"),
    ], [
      move("ball", "dribble", 1, [[2, 1.8], [1.6, 1.5], [2, 1.2], [2.4, 1.5], [
        2,
        1.8,
      ]]),
    ]),
  },
  {
    slug: "hop-and-stick",
    title: "Hop and stick landings",
    summary:
      "Jumping and landing softly and steadily, which protects knees and ankles every time you land from a jump or a challenge.",
    pillar: "physical",
    skills: ["physical"],
    tags: ["landing", "injury prevention", "balance"],
    ageGroups: ALL_AGES,
    equipment: ["cones"],
    space: "small",
    minutes: 8,
    level: 2,
    steps: [
      "Stand behind a line of 4 cones, each one big step apart.",
      "Jump forward with two feet over the first cone and land softly. Hold still for 2 seconds.",
      "Jump over the next cone and hold again, to the end of the line.",
      "Walk back. Do 4 lines with two feet, then 4 hopping on one foot (2 on each).",
    ],
    coachingPoints: [
      "Land quietly, on the front of your feet, with bent knees.",
      "Knees point the same way as your toes when you land.",
      "If you wobble, make the jumps smaller.",
    ],
    progression: "Jump sideways over the cones, or hop and land on one foot.",
    safety: WARM_UP_AND_WATER,
    diagram: diagram(8, 3, [
      ...cones([[2, 1.5], [3.5, 1.5], [5, 1.5], [6.5, 1.5]]),
      you([1, 1.5]),
    ], [
      move("you", "run", 1, [[1, 1.5], [2.75, 1.5]]),
      move("you", "run", 2, [[2.75, 1.5], [4.25, 1.5]]),
      move("you", "run", 3, [[4.25, 1.5], [5.75, 1.5]]),
      move("you", "run", 4, [[5.75, 1.5], [7.5, 1.5]]),
    ]),
  },
  {
    slug: "animal-moves",
    title: "Animal moves",
    summary:
      "Bear crawls, crab walks and frog jumps: body-weight play that builds strength and coordination for younger players.",
    pillar: "physical",
    skills: ["physical"],
    tags: ["strength", "coordination", "fun"],
    ageGroups: ["8-12"],
    equipment: ["cones"],
    space: "small",
    minutes: 10,
    level: 1,
    steps: [
      "Put two cones 6 big steps apart.",
      "Bear crawl to the far cone on your hands and feet, knees off the ground.",
      "Crab walk back, tummy facing the sky.",
      "Frog jump to the far cone, then walk back.",
      "Do each animal 3 times, with a rest and a drink in between.",
    ],
    coachingPoints: [
      "Move slowly and carefully: neat is better than fast.",
      "Keep your back flat like a table in the bear crawl.",
    ],
    progression:
      "Race a friend or a parent, or crawl around the cones in a figure of eight.",
    safety: WARM_UP_AND_WATER,
    diagram: diagram(8, 4, [
      ...cones([[1, 2], [7, 2]]),
      you([1, 2.8]),
      text("bear", [4, 0.6], "bear, crab, frog"),
    ], [
      move("you", "run", 1, [[1, 2.8], [7, 2.8]]),
      move("you", "run", 2, [[7, 2.8], [1, 2.8]]),
    ]),
  },
  {
    slug: "core-circuit",
    title: "Body-weight core circuit",
    summary:
      "Planks, side planks and dead bugs for a strong trunk that helps shielding, balance and shooting power.",
    pillar: "physical",
    skills: ["physical"],
    tags: ["core", "strength", "injury prevention"],
    ageGroups: TEENS_AND_ADULTS,
    equipment: [],
    space: "indoor",
    minutes: 12,
    level: 2,
    steps: [
      "Front plank on your forearms for 30 seconds.",
      "Side plank on your right forearm for 20 seconds, then the left.",
      "Dead bug: lie on your back, arms and knees up, and slowly lower the opposite arm and leg, 10 each side.",
      "Rest for 1 minute. Do the circuit 3 times.",
    ],
    coachingPoints: [
      "Keep a straight line from head to heels in the plank.",
      "Breathe steadily; never hold your breath.",
      "Stop when your form goes.",
    ],
    progression:
      "Add 10 seconds to each plank each week, or lift one foot during the front plank.",
    safety: WARM_UP_AND_WATER,
    diagram: diagram(6, 4, [
      zone("mat", [1, 1.2], [5, 2.8]),
      you([3, 2]),
      text("plank", [3, 3.5], "plank 30 s"),
    ]),
  },
  {
    slug: "nordic-lowers",
    title: "Nordic hamstring lowers",
    summary:
      "A partner exercise from the FIFA 11+ programme that protects the hamstrings of older players.",
    pillar: "physical",
    skills: ["physical"],
    tags: ["strength", "injury prevention", "hamstrings"],
    ageGroups: TEENS_AND_ADULTS,
    equipment: ["partner"],
    space: "indoor",
    minutes: 8,
    level: 3,
    steps: [
      "Kneel on a soft mat. Your partner kneels behind you and holds your ankles firmly to the ground.",
      "With your body straight from knees to head, lean forward as slowly as you can.",
      "When you cannot hold it any more, catch yourself with your hands and push back up.",
      "Do 3 sets of 5, with a minute of rest between sets, then swap.",
    ],
    coachingPoints: [
      "Keep your hips straight; do not bend at the waist.",
      "Go slowly: the slow lowering is what makes it work.",
    ],
    progression:
      "Lower a little further each week, or add one rep to each set.",
    safety:
      "Warm up first, use a soft surface and stop if you feel a sharp pain. Do it at most twice a week, never the day before a match.",
    diagram: diagram(6, 4, [
      zone("mat", [1, 1.2], [5, 2.8]),
      you([2.6, 2]),
      player("partner", "partner", [3.8, 2]),
    ], [
      move("you", "run", 1, [[2.6, 2], [1.4, 2]]),
    ]),
  },
  {
    slug: "cool-down-stretch",
    title: "Cool-down stretches",
    summary:
      "Gentle walking and stretches after training, to relax the muscles and start recovery.",
    pillar: "physical",
    skills: ["physical"],
    tags: ["recovery", "flexibility", "cool-down"],
    ageGroups: ALL_AGES,
    equipment: [],
    space: "indoor",
    minutes: 8,
    level: 1,
    steps: [
      "Walk slowly for 2 minutes and breathe deeply.",
      "Hold a calf stretch against a wall for 20 seconds each leg.",
      "Hold a thigh stretch (heel towards your bottom) for 20 seconds each leg, holding on to something.",
      "Sit and reach towards your toes for 20 seconds, then hug your knees for 20 seconds.",
      "Drink some water.",
    ],
    coachingPoints: [
      "Stretch gently: it should feel like a pull, never a pain.",
      "Breathe slowly out as you stretch.",
    ],
    progression:
      "Hold each stretch for 30 seconds and add the hip mobility routine.",
    next: "hip-and-ankle-mobility",
    safety:
      "Never bounce in a stretch. Drink water after training and rest if you feel dizzy.",
    diagram: diagram(6, 4, [
      zone("mat", [1, 1.2], [5, 2.8]),
      you([3, 2]),
      text("hold", [3, 3.5], "hold 20 s"),
    ]),
  },
  {
    slug: "hip-and-ankle-mobility",
    title: "Hip and ankle mobility",
    summary:
      "Moving the hips and ankles through their full range, so you can twist, turn and strike the ball freely.",
    pillar: "physical",
    skills: ["physical"],
    tags: ["mobility", "recovery", "injury prevention"],
    ageGroups: ALL_AGES,
    equipment: [],
    space: "indoor",
    minutes: 10,
    level: 1,
    steps: [
      "Open the gate: lift one knee and swing it out to the side in a big circle, 10 each leg.",
      "Close the gate: swing it in from the side, 10 each leg.",
      "Ankle rocks: kneel on one knee and push the front knee over the toes and back, 10 each leg.",
      "Deep squat: hold on to a door frame and sit low for 20 seconds. Do it 3 times.",
    ],
    coachingPoints: [
      "Slow and controlled: big circles, no swinging.",
      "Keep the heel down in the ankle rocks.",
    ],
    progression:
      "Do the gate circles without holding on, or add a slow lunge with a twist.",
    safety: WARM_UP_AND_WATER,
    diagram: diagram(6, 4, [zone("space", [1, 1], [5, 3]), you([3, 2])], [
      move("you", "run", 1, [[3, 2], [3.6, 1.6], [3, 1.3], [2.4, 1.6], [3, 2]]),
    ]),
  },
];
